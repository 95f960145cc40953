import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { ListLoading } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../lib/paths.ts';
import { AddSupplierFrame } from '../components/add-supplier-frame.tsx';
import { EMPTY_COMPANY } from '../../../components/supplier-forms/company-values.ts';
import { LazyCompanyForm, preloadBankAccountForm } from '../../../components/supplier-forms/lazy-forms.tsx';
import { useSupplierRegistration } from '../stores/supplier-registration.ts';

/** /suppliers/add/company: step 1 of the add-supplier flow. */
export function Component() {
  const navigate = useNavigate();
  const businessForm = useSupplierRegistration((s) => s.businessForm);
  const company = useSupplierRegistration((s) => s.company);
  const supplierId = useSupplierRegistration((s) => s.supplierId);
  const saveCompany = useSupplierRegistration((s) => s.saveCompany);
  const locked = supplierId !== null;

  return (
    <AddSupplierFrame step="company" title="事業者情報" lead="支払先（請求書の発行元）の事業者情報を入力してください。">
      {locked ? (
        <Alert tone="info" className="mb-6">
          この支払先は登録済みです。事業者情報は変更できません。次の手順で振込先口座を登録してください。
        </Alert>
      ) : null}
      <Suspense fallback={<ListLoading label="入力欄を読み込んでいます" />}>
        <LazyCompanyForm
          initialBusinessForm={businessForm}
          defaultValues={company ?? EMPTY_COMPANY}
          locked={locked}
          onSubmit={(values, parsed) => {
            if (!locked) saveCompany(values, parsed);
            preloadBankAccountForm();
            void navigate(paths.supplierAddBank());
          }}
          secondaryAction={
            <ButtonLink to={paths.suppliers('enable')} variant="secondary" size="lg" className="w-full sm:w-56">
              キャンセル
            </ButtonLink>
          }
        />
      </Suspense>
    </AddSupplierFrame>
  );
}
