import type { ReactNode } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

export function ListLoading({ label = '読み込み中です' }: { label?: string }) {
  return (
    <div className="flex justify-center py-12 text-brand-600">
      <Spinner className="size-7" label={label} />
    </div>
  );
}

export function ListError({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div className="space-y-3 p-4">
      <Alert tone="error">{message ?? '一覧を取得できませんでした。時間をおいて再度お試しください。'}</Alert>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          再読み込み
        </Button>
      ) : null}
    </div>
  );
}

export function Badge({
  children,
  tone = 'slate',
}: {
  children: ReactNode;
  tone?: 'slate' | 'blue' | 'red' | 'green' | 'amber';
}) {
  const tones = {
    slate: 'bg-slate-100 text-slate-700',
    blue: 'bg-brand-50 text-brand-700',
    red: 'bg-red-50 text-red-700',
    green: 'bg-emerald-50 text-emerald-700',
    amber: 'bg-amber-50 text-amber-800',
  } as const;
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>
  );
}
