import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Ref } from 'react';
import { branchesQueryOptions } from '../../lib/api/search-branches.ts';
import type { Branch } from '../../lib/api/search-branches.ts';
import { SEARCH_DEBOUNCE_MS } from './bank-picker.tsx';
import { SearchCombobox } from './search-combobox.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

export interface ChosenBranch {
  code: string;
  name: string;
}

const SEARCH_FAILED = '支店を検索できませんでした。時間をおいて再度お試しください。';

/** 支店: a search in the chosen bank's branches by name, kana or 3-digit code. */
export function BranchPicker({
  bankCode,
  value,
  onChange,
  error,
  inputRef,
}: {
  bankCode: string;
  value: ChosenBranch | null;
  onChange: (branch: ChosenBranch) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = bankCode !== '' && (open || q !== '');
  const search = useQuery({ ...branchesQueryOptions(bankCode, q), enabled });

  return (
    <div className="space-y-2">
      <SearchCombobox<Branch>
        label="支店名・支店コードで検索"
        hint={bankCode ? '例：本店、ホンテン、001' : '先に金融機関を選択してください'}
        placeholder="支店名または支店コード"
        required
        disabled={bankCode === ''}
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
        onSelect={(b) => {
          onChange({ code: b.code, name: b.name });
          setQuery('');
        }}
        onOpenChange={setOpen}
        emptyText="該当する支店が見つかりません。"
        inputRef={inputRef}
      />
      <p className="text-sm text-slate-700" aria-live="polite">
        {value ? (
          <>
            選択中の支店：<span className="font-semibold text-slate-900">{value.name}</span>
            <span className="ml-1 font-mono text-xs text-slate-500">（{value.code}）</span>
          </>
        ) : bankCode ? (
          <span className="text-slate-500">支店を選択してください</span>
        ) : null}
      </p>
    </div>
  );
}
