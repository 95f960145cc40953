import type { ReactNode } from 'react';

/**
 * One row of a settings card: label, value, and the action on the right (under the value on a
 * phone). `children` replaces the value while the row is being edited in place.
 */
export function SettingRow({
  label,
  value,
  action,
  children,
}: {
  label: string;
  value?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-2 py-4 first:pt-0 last:pb-0 sm:grid-cols-[11rem_1fr_auto] sm:items-center sm:gap-4">
      <dt className="text-sm font-semibold text-slate-500">{label}</dt>
      {children ? (
        <dd className="sm:col-span-2">{children}</dd>
      ) : (
        <>
          <dd className="min-w-0 break-words text-slate-900">{value}</dd>
          {action ? <dd className="sm:justify-self-end">{action}</dd> : null}
        </>
      )}
    </div>
  );
}
