import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ListLoading } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../lib/paths.ts';
import { AddSupplierFrame } from '../components/add-supplier-frame.tsx';
import { LazyBankAccountForm } from '../../../components/supplier-forms/lazy-forms.tsx';
import { stepGuard } from '../stores/step-guard.ts';
import { useSupplierRegistration } from '../stores/supplier-registration.ts';

export const loader = stepGuard('bank');

/** /suppliers/add/bank: step 2, the supplier's bank account. */
export function Component() {
  const navigate = useNavigate();
  const bank = useSupplierRegistration((s) => s.bank);
  const holder = useSupplierRegistration((s) => s.holder);
  const saveBank = useSupplierRegistration((s) => s.saveBank);

  return (
    <AddSupplierFrame step="bank" title="振込先口座" lead="支払先への振込に使う口座を入力してください。">
      <Card>
        <Suspense fallback={<ListLoading label="入力欄を読み込んでいます" />}>
          <LazyBankAccountForm
            defaultValues={bank ?? undefined}
            confirmedHolder={holder}
            submitLabel="次へ"
            onSubmit={({ values, body, holder: converted }) => {
              saveBank(values, body, { input: values.account_holder_name, result: converted });
              void navigate(paths.supplierAddConfirm());
            }}
            secondaryAction={
              <ButtonLink to={paths.supplierAddCompany()} variant="secondary" size="lg" className="w-full sm:w-56">
                戻る
              </ButtonLink>
            }
          />
        </Suspense>
      </Card>
    </AddSupplierFrame>
  );
}
