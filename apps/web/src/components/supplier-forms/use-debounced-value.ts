import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `ms` (search-as-you-type without a call per key). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (ms <= 0) return;
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  // ms ≤ 0 means "follow every change" without a timer tick in between.
  return ms <= 0 ? value : debounced;
}
