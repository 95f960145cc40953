import { Copy, Download } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { showError, showSuccess } from '../../../lib/ui-store.ts';
import { recoveryCodesFile } from './format.ts';
import { Warning } from './warning.tsx';

export const RECOVERY_CODES_FILE_NAME = 'recovery-codes.txt';

function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The recovery codes, shown once (the server keeps only their hashes): copy, download as .txt,
 * and closed only by saying they are stored.
 */
export function RecoveryCodes({
  codes,
  title,
  lead,
  onDone,
}: {
  codes: readonly string[];
  title: string;
  lead: string;
  onDone: () => void;
}) {
  const headingId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      showSuccess('リカバリーコードをコピーしました。');
    } catch {
      showError('コピーできませんでした。コードを選択してコピーするか、ダウンロードしてください。');
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-5 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-6">
      <div>
        <h3 id={headingId} className="text-base font-bold text-slate-900">
          {title}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{lead}</p>
      </div>
      <Warning title="このコードは今しか表示されません">
        スマートフォンの紛失や機種変更で認証アプリを使えなくなったとき、ログインに使います（各コード1回限り）。
        コピーまたはダウンロードして、他人に見られない安全な場所に保管してください。
      </Warning>
      <ol
        aria-label="リカバリーコード"
        className="grid grid-cols-1 gap-2 rounded-lg border border-slate-200 bg-white p-4 font-mono text-base tracking-wider text-slate-900 sm:grid-cols-2"
      >
        {codes.map((code, i) => (
          <li key={code} className="flex items-baseline gap-2">
            <span className="w-6 text-right text-xs text-slate-400 select-none" aria-hidden="true">
              {i + 1}.
            </span>
            <span className="select-all" data-testid="recovery-code">
              {code}
            </span>
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          コピーする
        </Button>
        <Button variant="secondary" onClick={() => downloadText(RECOVERY_CODES_FILE_NAME, recoveryCodesFile(codes))}>
          <Download className="size-4" aria-hidden="true" />
          ダウンロード（.txt）
        </Button>
      </div>
      <div className="border-t border-slate-200 pt-5">
        <p className="text-sm text-slate-600">
          保管が済んだら、下のボタンを押してください。この画面を閉じると、コードは再表示できません。
        </p>
        <Button className="mt-3 w-full sm:w-auto" onClick={onDone}>
          リカバリーコードを保管しました
        </Button>
      </div>
    </section>
  );
}
