import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { cn } from '../ui/cn.ts';
import { describedBy, FieldShell, inputClass } from '../ui/field.tsx';
import { Spinner } from '../ui/spinner.tsx';

export interface SearchComboboxProps<T> {
  label: string;
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** A validation message of the value this combobox chooses (e.g. 金融機関を選択してください。). */
  error?: string | undefined;
  query: string;
  onQueryChange: (query: string) => void;
  /** Results for the current query; undefined while the first answer is pending. */
  items: readonly T[] | undefined;
  loading?: boolean;
  /** The search itself failed. */
  searchError?: string | undefined;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onSelect: (item: T) => void;
  onOpenChange?: (open: boolean) => void;
  emptyText: string;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}

/**
 * WAI-ARIA 1.2 combobox with a list popup: typing filters, ↓/↑ move the active option
 * (aria-activedescendant keeps focus in the input), Enter picks it, Esc closes.
 */
export function SearchCombobox<T>({
  label,
  hint,
  placeholder,
  required,
  disabled,
  error,
  query,
  onQueryChange,
  items,
  loading,
  searchError,
  itemKey,
  renderItem,
  onSelect,
  onOpenChange,
  emptyText,
  inputRef,
  name,
}: SearchComboboxProps<T>) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpenState] = useState(false);
  const [active, setActive] = useState(-1);
  const list = items ?? [];
  const activeIndex = active < list.length ? active : -1;
  const optionId = (i: number) => `${id}-opt-${i}`;

  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) setActive(-1);
    onOpenChange?.(next);
  };

  const choose = (item: T) => {
    onSelect(item);
    setOpen(false);
  };

  const move = (delta: number) => {
    if (!open) setOpen(true);
    if (list.length === 0) return;
    const next = activeIndex < 0 ? (delta > 0 ? 0 : list.length - 1) : (activeIndex + delta + list.length) % list.length;
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        // Never submit the surrounding form from the search box.
        e.preventDefault();
        const item = open && activeIndex >= 0 ? list[activeIndex] : undefined;
        if (item !== undefined) choose(item);
        else if (!open) setOpen(true);
        break;
      }
      case 'Escape':
        if (open) {
          e.preventDefault();
          setOpen(false);
        }
        break;
      default:
    }
  };

  const expanded = open && !disabled;
  const statusText = !expanded
    ? ''
    : searchError
      ? searchError
      : items === undefined
        ? '検索しています'
        : list.length === 0
          ? emptyText
          : `${list.length}件の候補があります。上下キーで選び、Enterで決定します。`;

  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          aria-required={required || undefined}
          disabled={disabled}
          placeholder={placeholder}
          value={query}
          onChange={(e) => {
            onQueryChange(e.target.value);
            setActive(-1);
            if (!open) setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => !open && setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={cn(inputClass, 'h-11 pr-10 pl-9')}
        />
        {loading && expanded ? (
          <span className="absolute top-1/2 right-3 -translate-y-1/2 text-brand-600">
            <Spinner className="size-4" />
          </span>
        ) : null}
        <ul
          id={listId}
          role="listbox"
          aria-label={`${label}の候補`}
          hidden={!expanded || list.length === 0}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {list.map((item, i) => (
            <li
              key={itemKey(item)}
              id={optionId(i)}
              role="option"
              aria-selected={i === activeIndex}
              // Keep focus in the input: the click must not blur (and close) the list first.
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => i !== activeIndex && setActive(i)}
              onClick={() => choose(item)}
              className={cn(
                'cursor-pointer px-3.5 py-2 text-[15px] text-slate-800',
                i === activeIndex ? 'bg-brand-50 text-brand-800' : 'hover:bg-slate-50',
              )}
            >
              {renderItem(item)}
            </li>
          ))}
        </ul>
        {expanded && statusText && (list.length === 0 || searchError) ? (
          <p
            aria-hidden="true"
            className="absolute inset-x-0 top-full z-30 mt-1 rounded-lg border border-slate-200 bg-white px-3.5 py-3 text-sm text-slate-600 shadow-lg"
          >
            {statusText}
          </p>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {statusText}
      </p>
    </FieldShell>
  );
}
