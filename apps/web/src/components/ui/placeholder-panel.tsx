import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card.tsx';

/** For screens a later release fills in: says so plainly instead of showing a blank page. */
export function PlaceholderPanel({ children }: { children?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-3 py-12 text-center">
      <Construction className="size-10 text-slate-400" aria-hidden="true" />
      <p className="text-base font-semibold text-slate-800">この画面は準備中です</p>
      <p className="max-w-md text-sm text-slate-600">{children ?? 'ご不便をおかけしますが、公開までしばらくお待ちください。'}</p>
    </Card>
  );
}
