import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';

/** A secret or id shown once, selectable, with a copy button that says whether it worked. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const id = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="space-y-1">
      <p id={id} className="text-sm font-semibold text-slate-800">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          aria-labelledby={id}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
        >
          {value}
        </code>
        <Button size="sm" variant="secondary" onClick={() => void copy()} aria-label={`${label}をコピー`}>
          {state === 'copied' ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          {state === 'copied' ? 'コピーしました' : 'コピー'}
        </Button>
      </div>
      <p role="status" className="text-xs text-slate-600">
        {state === 'failed' ? 'コピーできませんでした。値を選択してコピーしてください。' : ''}
      </p>
    </div>
  );
}
