import { useSearchParams } from 'react-router';

export const PAGE_SIZE = 20;
const MAX_PAGE = 50_000;

/** "3" → 3; anything that is not a whole number from 1 up → 1. */
export function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 && n <= MAX_PAGE ? n : 1;
}

/** One of the allowed values, else the fallback (a search param is user input). */
export function parseEnumParam<T extends string>(raw: string | null, allowed: readonly T[], fallback: T): T {
  return raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

/** ?page=N (1-based) as the API's from/size. */
export function usePageParam(size = PAGE_SIZE) {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const setPage = (next: number) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next <= 1) p.delete('page');
      else p.set('page', String(next));
      return p;
    });
  return { page, setPage, from: (page - 1) * size, size };
}
