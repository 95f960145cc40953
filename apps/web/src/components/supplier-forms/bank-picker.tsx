import { MAIN_BANKS } from '@icp/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Ref } from 'react';
import { cn } from '../ui/cn.ts';
import { RequiredMark } from '../ui/field.tsx';
import { banksQueryOptions } from '../../lib/api/search-banks.ts';
import type { Bank } from '../../lib/api/search-banks.ts';
import { SearchCombobox } from './search-combobox.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * No debounce: the server answers a bank or branch search in a few milliseconds (bench/bank-search.mjs),
 * so results can follow every keystroke within docs/design.md §9's 50 ms; queries stay cached per text.
 */
export const SEARCH_DEBOUNCE_MS = 0;

export interface ChosenBank {
  code: string;
  name: string;
}

const SEARCH_FAILED = '金融機関を検索できませんでした。時間をおいて再度お試しください。';

/**
 * 金融機関: the eight main banks as one-tap buttons (exact codes of MAIN_BANKS), or a search
 * by code, kanji, katakana or hiragana while typing.
 */
export function BankPicker({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: ChosenBank | null;
  onChange: (bank: ChosenBank) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const headingId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery({ ...banksQueryOptions(q), enabled: open || q !== '' });

  const pick = (bank: ChosenBank) => {
    onChange(bank);
    setQuery('');
  };

  return (
    <div className="space-y-4">
      <div role="group" aria-labelledby={headingId}>
        <div className="mb-2 flex items-center gap-2">
          <span id={headingId} className="text-sm font-semibold text-slate-800">
            金融機関
          </span>
          <RequiredMark />
        </div>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {MAIN_BANKS.map((bank) => {
            const selected = value?.code === bank.code;
            return (
              <button
                key={bank.code}
                type="button"
                aria-pressed={selected}
                onClick={() => pick({ code: bank.code, name: bank.name })}
                className={cn(
                  'h-11 rounded-lg border px-2 text-sm font-semibold transition-colors',
                  selected
                    ? 'border-brand-500 bg-brand-50 text-brand-800 ring-3 ring-brand-100'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50',
                )}
              >
                {bank.name}
              </button>
            );
          })}
        </div>
      </div>
      <SearchCombobox<Bank>
        label="金融機関名・コードで検索"
        hint="例：みずほ、ミズホ、0001"
        placeholder="金融機関名またはコード"
        error={error}
        query={query}
        onQueryChange={setQuery}
        items={search.data}
        loading={search.isFetching}
        searchError={search.isError ? SEARCH_FAILED : undefined}
        itemKey={(b) => b.code}
        renderItem={(b) => (
          <span className="flex items-baseline justify-between gap-3">
            <span className="font-medium">{b.name}</span>
            <span className="font-mono text-xs text-slate-500">{b.code}</span>
          </span>
        )}
        onSelect={(b) => pick({ code: b.code, name: b.name })}
        onOpenChange={setOpen}
        emptyText="該当する金融機関が見つかりません。"
        inputRef={inputRef}
      />
      <p className="text-sm text-slate-700" aria-live="polite">
        {value ? (
          <>
            選択中の金融機関：<span className="font-semibold text-slate-900">{value.name}</span>
            <span className="ml-1 font-mono text-xs text-slate-500">（{value.code}）</span>
          </>
        ) : (
          <span className="text-slate-500">金融機関を選択してください</span>
        )}
      </p>
    </div>
  );
}
