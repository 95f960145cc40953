import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink, TextLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { showSnackbar } from '../../../lib/ui-store.ts';
import { clearWorkflow } from '../../../lib/workflow.ts';
import { useCreateSupplier } from '../../../lib/api/create-supplier.ts';
import { useAddSupplierAccount } from '../../../lib/api/create-supplier-account.ts';
import { draftAccountRows } from '../../../components/supplier-forms/account-rows.ts';
import { AddSupplierFrame } from '../components/add-supplier-frame.tsx';
import { DefinitionList } from '../../../components/ui/definition-list.tsx';
import { supplierRows } from '../components/supplier-rows.ts';
import { stepGuard } from '../stores/step-guard.ts';
import { useSupplierRegistration } from '../stores/supplier-registration.ts';

export const loader = stepGuard('confirm');

function Section({ title, edit, children }: { title: string; edit: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
        {edit}
      </div>
      {children}
    </Card>
  );
}

const errorText = (e: unknown, fallback: string) => {
  if (!isApiError(e)) return fallback;
  const details = e.errors.length > 0 ? `\n${e.errors.map((x) => `・${x.message}`).join('\n')}` : '';
  return `${e.message}${details}`;
};

/** /suppliers/add/confirm: every value read-only → 登録する (supplier, then its account). */
export function Component() {
  const navigate = useNavigate();
  const createSupplier = useCreateSupplier();
  const createAccount = useAddSupplierAccount();
  const companyBody = useSupplierRegistration((s) => s.companyBody);
  const bank = useSupplierRegistration((s) => s.bank);
  const accountBody = useSupplierRegistration((s) => s.accountBody);
  const holder = useSupplierRegistration((s) => s.holder);
  const supplierId = useSupplierRegistration((s) => s.supplierId);
  const setSupplierId = useSupplierRegistration((s) => s.setSupplierId);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (done) return null;
  // The loader guards direct visits; this covers the draft being cleared while here.
  if (!companyBody) return <Navigate to={paths.supplierAddCompany()} replace />;
  if (!bank || !accountBody) return <Navigate to={paths.supplierAddBank()} replace />;

  const holderResult = holder && holder.input === bank.account_holder_name ? holder.result : null;

  const onRegister = async () => {
    setError(null);
    setPending(true);
    let id = supplierId;
    const warnings: string[] = [];
    try {
      if (id === null) {
        const created = await createSupplier.mutateAsync(companyBody);
        id = created.supplier.id;
        setSupplierId(id);
        warnings.push(...created.warnings.map((w) => w.message));
      }
    } catch (e) {
      setPending(false);
      setError(errorText(e, '支払先を登録できませんでした。時間をおいて再度お試しください。'));
      return;
    }
    try {
      const created = await createAccount.mutateAsync({ supplierId: id, body: accountBody });
      warnings.push(...created.warnings.map((w) => w.message));
    } catch (e) {
      setPending(false);
      setError(
        `支払先は登録されましたが、振込先口座を登録できませんでした。\n${errorText(e, '時間をおいて再度お試しください。')}\n内容をご確認のうえ、もう一度「登録する」を押してください（支払先は重複して登録されません）。`,
      );
      return;
    }
    setDone(true);
    showSnackbar(
      warnings.length > 0
        ? { color: 'info', title: '支払先を登録しました。', text: warnings.join('\n') }
        : { color: 'success', text: '支払先を登録しました。' },
    );
    await navigate(paths.supplier(id), { replace: true });
    clearWorkflow('supplierRegistration');
  };

  return (
    <AddSupplierFrame step="confirm" title="登録内容の確認" lead="内容をご確認のうえ「登録する」を押してください。">
      {error ? (
        <Alert tone="error" className="mb-6">
          {error}
        </Alert>
      ) : null}
      {supplierId !== null && !error ? (
        <Alert tone="info" className="mb-6">
          支払先は登録済みです。「登録する」で振込先口座のみを登録します。
        </Alert>
      ) : null}
      <div className="space-y-6">
        <Section
          title="事業者情報"
          edit={
            supplierId === null ? (
              <TextLink
                to={paths.supplierAddCompany()}
                aria-label="事業者情報を修正する"
                className="inline-flex items-center gap-1 text-sm"
              >
                <Pencil className="size-3.5" aria-hidden="true" />
                修正する
              </TextLink>
            ) : (
              <span className="text-sm text-slate-500">登録済み</span>
            )
          }
        >
          <DefinitionList rows={supplierRows({ business_form: companyBody.businessForm, ...companyBody.body })} />
        </Section>
        <Section
          title="振込先口座"
          edit={
            <TextLink
              to={paths.supplierAddBank()}
              aria-label="振込先口座を修正する"
              className="inline-flex items-center gap-1 text-sm"
            >
              <Pencil className="size-3.5" aria-hidden="true" />
              修正する
            </TextLink>
          }
        >
          <DefinitionList rows={draftAccountRows(bank, holderResult)} />
        </Section>
      </div>
      <div className="mt-8 flex flex-col-reverse items-center justify-center gap-3 sm:flex-row">
        <ButtonLink to={paths.supplierAddBank()} variant="secondary" size="lg" className="w-full sm:w-56">
          戻る
        </ButtonLink>
        <Button size="lg" className="w-full sm:w-56" onClick={() => void onRegister()} pending={pending}>
          登録する
        </Button>
      </div>
    </AddSupplierFrame>
  );
}
