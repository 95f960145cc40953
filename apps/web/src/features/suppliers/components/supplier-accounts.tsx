import { Landmark, Pencil, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListLoading } from '../../../components/ui/query-state.tsx';
import type { SupplierAccount } from '../api/get-supplier.ts';
import { DefinitionList } from '../../../components/ui/definition-list.tsx';
import { savedAccountRows } from '../../../components/supplier-forms/saved-account-rows.ts';

// The editor (react-hook-form, zod, the bank search) loads on 口座を追加 / 編集, or on hover.
const loadEditor = () => import('./account-editor.tsx');
const AccountEditor = lazy(() => loadEditor().then((m) => ({ default: m.AccountEditor })));
const preload = () => void loadEditor().catch(() => undefined);

type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; accountId: number };

/** The supplier detail's 振込先口座: the list, 口座を追加 and 編集 (inline, the add flow's form). */
export function SupplierAccounts({ supplierId, accounts }: { supplierId: number; accounts: readonly SupplierAccount[] }) {
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const close = () => setEditing({ kind: 'none' });
  const cancel = (
    <Button variant="secondary" size="lg" className="w-full sm:w-40" onClick={close}>
      キャンセル
    </Button>
  );
  const editor = (title: string, account?: SupplierAccount) => (
    <Card>
      <h3 className="mb-4 text-base font-bold text-slate-900">{title}</h3>
      <Suspense fallback={<ListLoading label="入力欄を読み込んでいます" />}>
        <AccountEditor supplierId={supplierId} account={account} onDone={close} cancel={cancel} />
      </Suspense>
    </Card>
  );

  return (
    <section aria-labelledby="supplier-accounts-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="supplier-accounts-heading" className="text-lg font-bold text-slate-900">
          振込先口座
        </h2>
        {editing.kind === 'none' ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setEditing({ kind: 'add' })}
            onPointerEnter={preload}
            onFocus={preload}
          >
            <Plus className="size-4" aria-hidden="true" />
            口座を追加
          </Button>
        ) : null}
      </div>

      {accounts.length === 0 && editing.kind !== 'add' ? (
        <Card flush>
          <EmptyState icon={Landmark} title="振込先口座が登録されていません">
            「口座を追加」から、この支払先への振込に使う口座を登録してください。
          </EmptyState>
        </Card>
      ) : null}

      {accounts.map((a, i) =>
        editing.kind === 'edit' && editing.accountId === a.id ? (
          <div key={a.id}>{editor('口座を編集', a)}</div>
        ) : (
          <Card key={a.id}>
            <div className="mb-1 flex items-center justify-between gap-3">
              <h3 className="text-base font-bold text-slate-900">口座{accounts.length > 1 ? ` ${i + 1}` : ''}</h3>
              {editing.kind === 'none' ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setEditing({ kind: 'edit', accountId: a.id })}
                  onPointerEnter={preload}
                  onFocus={preload}
                  aria-label={`${a.bank_name} ${a.branch_name} ${a.account_number}の口座を編集`}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  編集
                </Button>
              ) : null}
            </div>
            <DefinitionList rows={savedAccountRows(a)} />
          </Card>
        ),
      )}

      {editing.kind === 'add' ? editor('口座を追加') : null}
    </section>
  );
}
