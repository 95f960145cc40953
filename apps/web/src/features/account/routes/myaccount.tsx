import { maskEmail } from '@icp/domain';
import { lazy, Suspense, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, CardTitle, PageHeader } from '../../../components/ui/card.tsx';
import { ListLoading } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../lib/paths.ts';
import { useUserStore } from '../../../lib/session/user-store.ts';
import { SettingRow } from '../components/setting-row.tsx';
import { SettingsLinks } from '../components/settings-links.tsx';

// react-hook-form and zod load when the name is edited, not with the page (docs/design.md §9).
const NameForm = lazy(() => import('../components/name-form.tsx').then((m) => ({ default: m.NameForm })));

const fullName = (last: string | null, first: string | null) => [last, first].filter(Boolean).join(' ') || '未登録';

/** /myaccount (ログイン情報): name, e-mail (masked), password, phone, and the other settings. */
export function Component() {
  const user = useUserStore((s) => s.user);
  const [editingName, setEditingName] = useState(false);
  // The main layout's guard loaded the user before this page rendered.
  if (!user) return null;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="ログイン情報" lead="メールアドレスやパスワードなど、ログインに使う情報です。" />
      <div className="space-y-6">
        <Card>
          <CardTitle className="mb-4">アカウント</CardTitle>
          <dl className="divide-y divide-slate-100">
            {editingName ? (
              <SettingRow label="お名前">
                <Suspense fallback={<ListLoading label="入力欄を読み込んでいます" />}>
                  <NameForm
                    lastName={user.userLastName ?? ''}
                    firstName={user.userFirstName ?? ''}
                    onDone={() => setEditingName(false)}
                  />
                </Suspense>
              </SettingRow>
            ) : (
              <SettingRow
                label="お名前"
                value={fullName(user.userLastName, user.userFirstName)}
                action={
                  <Button variant="secondary" size="sm" onClick={() => setEditingName(true)} aria-label="お名前を変更する">
                    変更する
                  </Button>
                }
              />
            )}
            <SettingRow
              label="メールアドレス"
              value={<span className="font-mono">{maskEmail(user.emailAddress) ?? user.emailAddress}</span>}
              action={
                <ButtonLink to={paths.editEmailAddress()} variant="secondary" size="sm" aria-label="メールアドレスを変更する">
                  変更する
                </ButtonLink>
              }
            />
            <SettingRow
              label="パスワード"
              value={
                <>
                  <span className="tracking-widest" aria-hidden="true">
                    ••••••••••••
                  </span>
                  <span className="sr-only">設定済み</span>
                </>
              }
              action={
                <ButtonLink to={paths.editPassword()} variant="secondary" size="sm" aria-label="パスワードを変更する">
                  変更する
                </ButtonLink>
              }
            />
            <SettingRow label="電話番号" value={user.phoneNumber ?? '未登録'} />
          </dl>
          <p className="mt-4 text-xs text-slate-500">メールアドレスは一部を伏せて表示しています。</p>
        </Card>
        <SettingsLinks />
      </div>
    </div>
  );
}
