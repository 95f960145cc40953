import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../../components/ui/cn.ts';

/** A data table that scrolls sideways inside its panel on a narrow screen (the page never does). */
export function DataTable({ caption, children, className }: { caption: string; children: ReactNode; className?: string }) {
  return (
    // relative: the sr-only texts (absolutely positioned) stay inside the scroller instead of
    // widening the page at 390 px. A named, focusable region: a table wider than the phone scrolls
    // sideways, and a keyboard user must be able to reach and scroll it (axe scrollable-region-focusable).
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      <table className={cn('w-full border-collapse text-sm', className)}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, numeric, ...rest }: ThHTMLAttributes<HTMLTableCellElement> & { numeric?: boolean }) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-slate-200 bg-slate-50 px-3 py-2 text-left text-xs font-semibold whitespace-nowrap text-slate-600',
        numeric && 'text-right',
        className,
      )}
      {...rest}
    />
  );
}

export function Td({ className, numeric, ...rest }: TdHTMLAttributes<HTMLTableCellElement> & { numeric?: boolean }) {
  return (
    <td
      className={cn(
        'border-b border-slate-100 px-3 py-2 align-top text-slate-800',
        numeric && 'text-right tabular-nums whitespace-nowrap',
        className,
      )}
      {...rest}
    />
  );
}

/** A compact labelled filter select for a panel's header (label beside the box). */
export function InlineSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-semibold text-slate-700">
      {label}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm font-normal text-slate-900 focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
