import { CircleCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';
import { paths } from '../../../lib/paths.ts';
import type { EmailChangeCompleteState } from '../stores/email-change-flow.ts';

const TITLE = 'メールアドレスの変更が完了しました';

function newAddressOf(state: unknown): string | null {
  const v = (state as Partial<EmailChangeCompleteState> | null)?.emailAddress;
  return typeof v === 'string' && v !== '' ? v : null;
}

/**
 * Public: the change signed the user out everywhere, so this page needs no session (and works
 * when opened in a fresh browser, without the new address).
 */
export function Component() {
  const location = useLocation();
  const email = newAddressOf(location.state);
  return (
    <div className="mx-auto w-full max-w-[480px]">
      <DocumentTitle title={TITLE} />
      <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center sm:px-10">
        <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <CircleCheck className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{TITLE}</h1>
        {email ? (
          <p className="text-[15px] text-slate-700">
            新しいメールアドレス：
            <span className="font-semibold break-all text-slate-900">{email}</span>
          </p>
        ) : null}
        <p className="text-sm text-slate-600">
          安全のため、すべての端末からログアウトしました。
          <br />
          新しいメールアドレスで、あらためてログインしてください。
        </p>
        <ButtonLink to={paths.signin()} size="lg" block className="mt-4">
          ログイン画面へ
        </ButtonLink>
      </Card>
    </div>
  );
}
