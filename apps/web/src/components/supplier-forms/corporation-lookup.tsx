import { toHalfWidthDigits } from '@icp/domain';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api-client.ts';
import { searchCorporations } from '../../lib/api/search-corporations.ts';
import type { Corporation } from '../../lib/api/search-corporations.ts';

/** The message of a failed corporations search, in Japanese. */
export function corporationSearchError(e: unknown): string {
  if (isApiError(e)) return e.errors[0]?.message ?? e.message;
  return NETWORK_ERROR_MESSAGE;
}

/** Normalises what was typed into a 法人番号 (full-width digits, hyphens, spaces). */
export const corporateNumberDigits = (raw: string) => toHalfWidthDigits(raw).replace(/[\s-‐－ー]/g, '');

const addressOf = (c: Corporation) => [c.address_state, c.address_city, c.address_street].filter(Boolean).join('');

/** 法人名で検索: type a name, pick one of the results; the pick fills the company step. */
export function CorporationNameSearch({ onPick, disabled }: { onPick: (c: Corporation) => void; disabled?: boolean }) {
  const [q, setQ] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [results, setResults] = useState<Corporation[] | null>(null);

  const search = async () => {
    const query = q.trim();
    setResults(null);
    if (query === '') {
      setError('法人名を入力してください。');
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      setResults(await searchCorporations(query));
    } catch (e) {
      setError(corporationSearchError(e));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="法人名で検索"
          hint="法人番号がわからない場合は、法人名の一部から探せます"
          placeholder="例：サンプル商事"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void search();
            }
          }}
          error={error}
          disabled={disabled}
          containerClassName="flex-1"
        />
        <Button variant="secondary" className="sm:mt-7" onClick={() => void search()} pending={pending} disabled={disabled}>
          候補を表示
        </Button>
      </div>
      {results === null ? null : results.length === 0 ? (
        <p role="status" className="text-sm text-slate-600">
          該当する法人が見つかりませんでした。
        </p>
      ) : (
        <div>
          <p role="status" className="mb-2 text-sm text-slate-600">
            {results.length}件見つかりました。選ぶと入力欄に反映します。
          </p>
          <ul
            aria-label="法人の検索結果"
            className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 bg-white"
          >
            {results.map((c) => (
              <li key={c.corporate_number}>
                <button
                  type="button"
                  onClick={() => {
                    onPick(c);
                    setResults(null);
                  }}
                  className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-brand-50"
                >
                  <Building2 className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">{c.name}</span>
                    <span className="block text-xs text-slate-500">
                      法人番号 {c.corporate_number}
                      {addressOf(c) ? `　${addressOf(c)}` : ''}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
