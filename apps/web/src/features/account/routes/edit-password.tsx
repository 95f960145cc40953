import { lazy, Suspense } from 'react';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { ListLoading } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../lib/paths.ts';
import { BackLink } from '../components/back-link.tsx';

// The form (react-hook-form, zod) is its own chunk (docs/design.md §9 budget); the loader starts fetching
// it while the page frame already shows.
const loadForm = () => import('../components/password-change-form.tsx');
const PasswordChangeForm = lazy(() => loadForm().then((m) => ({ default: m.PasswordChangeForm })));

export const loader = () => {
  void loadForm().catch(() => undefined);
  return null;
};

/** /myaccount/edit-password: current + new (twice) → other sessions end, this one stays. */
export function Component() {
  return (
    <div className="mx-auto max-w-2xl">
      <BackLink to={paths.myaccount()} label="ログイン情報へ戻る" />
      <PageHeader title="パスワードの変更" lead="変更すると、この端末以外のすべての端末からログアウトします。" />
      <Card>
        <Suspense fallback={<ListLoading label="入力欄を読み込んでいます" />}>
          <PasswordChangeForm />
        </Suspense>
      </Card>
    </div>
  );
}
