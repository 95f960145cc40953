import { lazy, Suspense } from 'react';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { ListLoading } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../lib/paths.ts';
import { BackLink } from '../components/back-link.tsx';

// The form (react-hook-form, zod) is its own chunk (docs/design.md §9 budget); the loader starts fetching
// it while the page frame already shows.
const loadForm = () => import('../components/email-address-form.tsx');
const EmailAddressForm = lazy(() => loadForm().then((m) => ({ default: m.EmailAddressForm })));

export const loader = () => {
  void loadForm().catch(() => undefined);
  return null;
};

/** /myaccount/edit-email-address: new address + current password → a code to the new address. */
export function Component() {
  return (
    <div className="mx-auto max-w-2xl">
      <BackLink to={paths.myaccount()} label="ログイン情報へ戻る" />
      <PageHeader
        title="メールアドレスの変更"
        lead="新しいメールアドレスに6桁の認証コードをお送りします。コードを入力すると変更が完了します。"
      />
      <Card>
        <Suspense fallback={<ListLoading label="入力欄を読み込んでいます" />}>
          <EmailAddressForm />
        </Suspense>
      </Card>
    </div>
  );
}
