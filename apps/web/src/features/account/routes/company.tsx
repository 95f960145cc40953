import { BUSINESS_FORM_LABELS, holderKanaDisplay } from '@icp/domain';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle, PageHeader } from '../../../components/ui/card.tsx';
import { DefinitionList } from '../../../components/ui/definition-list.tsx';
import { Badge, ListLoading } from '../../../components/ui/query-state.tsx';
import type { UserInfo } from '../../../lib/api/get-user-information.ts';
import { useUserStore } from '../../../lib/session/user-store.ts';
import { corporationRows, soleProprietorRows } from '../components/business-rows.ts';

// The forms (react-hook-form, zod, the registration field specs) load when editing starts (docs/design.md §9).
const BusinessEditForm = lazy(() =>
  import('../components/business-edit-form.tsx').then((m) => ({ default: m.BusinessEditForm })),
);
const TransferNameForm = lazy(() =>
  import('../components/transfer-name-form.tsx').then((m) => ({ default: m.TransferNameForm })),
);

const loading = <ListLoading label="入力欄を読み込んでいます" />;

function businessOf(user: UserInfo) {
  if (user.businessForm === 1 && user.corporation) {
    return { rows: corporationRows(user.corporation), transfer: user.corporation.transfer_person_name ?? '' };
  }
  if (user.businessForm === 2 && user.soleProprietor) {
    return { rows: soleProprietorRows(user.soleProprietor), transfer: user.soleProprietor.transfer_person_name ?? '' };
  }
  return null;
}

function TransferNameCard({ value }: { value: string }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <CardTitle>振込名義人</CardTitle>
        {editing ? null : (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label="振込名義人を変更する">
            変更する
          </Button>
        )}
      </div>
      {editing ? (
        <div className="mt-4">
          <Suspense fallback={loading}>
            <TransferNameForm initial={holderKanaDisplay(value)} onDone={() => setEditing(false)} />
          </Suspense>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600">支払先への振込で、依頼人名として表示される名義です。</p>
          <DefinitionList
            rows={[
              { label: '振込名義人', value: holderKanaDisplay(value) },
              { label: '振込データでの表記', value: <span className="font-mono">{value}</span> },
            ]}
          />
        </>
      )}
    </Card>
  );
}

/** /myaccount/company (登録情報): the registered business, its edit form, and 振込名義人. */
export function Component() {
  const user = useUserStore((s) => s.user);
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  const business = businessOf(user);
  const formLabel = user.businessForm ? BUSINESS_FORM_LABELS[user.businessForm] : null;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="登録情報"
        lead="ご登録いただいた事業者の情報です。"
        actions={
          business && !editing ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              事業者情報を編集
            </Button>
          ) : undefined
        }
      />
      {!business ? (
        <Card>
          <p className="text-slate-700">事業者情報が登録されていません。</p>
        </Card>
      ) : editing ? (
        <Suspense fallback={loading}>
          <BusinessEditForm user={user} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <div className="space-y-6">
          <Card>
            <div className="mb-2 flex flex-wrap items-center gap-3">
              <CardTitle>事業者情報</CardTitle>
              {formLabel ? <Badge>{formLabel}</Badge> : null}
            </div>
            <DefinitionList rows={business.rows} />
          </Card>
          <TransferNameCard value={business.transfer} />
        </div>
      )}
    </div>
  );
}
