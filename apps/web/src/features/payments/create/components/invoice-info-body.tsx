import type { InvoiceExtraction } from '@icp/contract';
import { MONEY, parseYenInput } from '@icp/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LazyBankAccountForm, LazyCompanyForm } from '../../../../components/supplier-forms/lazy-forms.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ListError, ListLoading } from '../../../../components/ui/query-state.tsx';
import { afterNextPaint, focusFirstInvalidField } from '../../../../lib/form-focus.ts';
import { postalCodeQueryOptions } from '../../../../lib/api/lookup-postal-code.ts';
import { paths } from '../../../../lib/paths.ts';
import { showSnackbar } from '../../../../lib/ui-store.ts';
import { closedDaysQueryOptions } from '../../shared/api/get-closed-days.ts';
import { transferDateQueryOptions } from '../../shared/api/get-transfer-date.ts';
import { AccountChoice } from './account-choice.tsx';
import { errorText } from '../../shared/components/error-text.ts';
import type { InvoiceDetails, InvoiceDetailsValues, TransferRules } from '../../shared/invoice-form/invoice-details-rules.ts';
import { addDays, isIsoDate } from '../../shared/components/iso-date.ts';
import { bankAccountDefaultsFrom, companyDefaultsFrom, issuerPostalCodeOf } from './payee-defaults.ts';
import { PayeeRegistrationError, useRegisterNewPayee } from './register-new-payee.ts';
import { SupplierChoice } from './supplier-choice.tsx';
import { useSaveDraft } from './use-save-draft.ts';
import { usePaymentFlow } from '../stores/payment-flow.ts';
import type { InvoiceForm } from '../stores/payment-flow.ts';
import { ACCOUNT_READINGS, SUPPLIER_READINGS, UncertainReadings } from './uncertain-readings.tsx';

/** react-hook-form loads with the form (docs/design.md §9 budget); the route's loader starts fetching it early. */
export const loadDetailsForm = () => import('../../shared/invoice-form/invoice-details-form.tsx');
const LazyInvoiceDetailsForm = lazy(() => loadDetailsForm().then((m) => ({ default: m.InvoiceDetailsForm })));

/** Transfer dates can be chosen up to a year ahead (the closed-days call allows two). */
const CALENDAR_DAYS = 365;

/** The typed values as far as the draft format can hold them (anything not yet valid is left out). */
function detailsPatch(v: InvoiceDetailsValues): Partial<InvoiceForm> {
  const amount = parseYenInput(v.amount);
  return {
    amount: amount !== null && amount >= 0 && amount <= MONEY.MAX_INVOICE_AMOUNT ? amount : null,
    dueDate: isIsoDate(v.dueDate) ? v.dueDate : null,
    transferDate: isIsoDate(v.transferDate) ? v.transferDate : null,
    invoiceNumber: v.invoiceNumber,
    memo: v.memo,
  };
}

/** Every change is kept in the flow, so the new-supplier and new-account views lose nothing. */
const syncDetails = (v: InvoiceDetailsValues) => usePaymentFlow.getState().updateInvoiceForm(detailsPatch(v));

const valuesOf = (f: InvoiceForm): InvoiceDetailsValues => ({
  amount: f.amount === null ? '' : f.amount.toLocaleString('en-US'),
  dueDate: f.dueDate ?? '',
  transferDate: f.transferDate ?? '',
  invoiceNumber: f.invoiceNumber,
  memo: f.memo,
});

interface SectionErrors {
  supplier?: string;
  account?: string;
}

/** The supplier and account choices, checked when the buyer proceeds. */
function sectionErrors(): SectionErrors {
  const s = usePaymentFlow.getState();
  const { formOne, formTwo } = s.invoiceForm;
  const out: SectionErrors = {};
  if (formOne.isNewSupplier ? s.newSupplier === null : formOne.supplierId === null) {
    out.supplier = formOne.isNewSupplier ? '新しい支払先の情報を入力してください。' : '支払先を選択してください。';
  }
  if (formTwo.isNewAccount ? s.newAccount === null : formTwo.accountId === null) {
    out.account = formTwo.isNewAccount ? '新しい振込先口座の情報を入力してください。' : '振込先口座を選択してください。';
  }
  return out;
}

function MainView({ extraction, openSub }: { extraction: InvoiceExtraction; openSub: (sub: 'supplier' | 'account') => void }) {
  const navigate = useNavigate();
  const registerNewPayee = useRegisterNewPayee();
  const initial = useMemo(() => valuesOf(usePaymentFlow.getState().invoiceForm), []);
  const transfer = useQuery(transferDateQueryOptions());
  const earliest = transfer.data?.earliest_transfer_date ?? null;
  const closedUntil = earliest ? addDays(earliest, CALENDAR_DAYS) : null;
  const closed = useQuery({
    ...closedDaysQueryOptions({ from: earliest ?? '', to: closedUntil ?? '' }),
    enabled: earliest !== null,
  });
  const rules = useMemo<TransferRules>(
    () => ({ earliest, closed: closed.data ?? null, closedUntil: closed.data ? closedUntil : null }),
    [earliest, closed.data, closedUntil],
  );
  const [errors, setErrors] = useState<SectionErrors>({});
  const [pageError, setPageError] = useState<string | null>(null);
  const [proceeding, setProceeding] = useState(false);
  const draft = useSaveDraft('invoiceinfo');
  const f = extraction.fields;

  const container = useRef<HTMLDivElement>(null);
  const pageErrorBox = useRef<HTMLDivElement>(null);
  // The supplier and account sections sit above the details form and outside it: after a refused
  // step, focus goes to the first invalid field of the whole step (after the form's own focus).
  const checkSections = () => {
    const found = sectionErrors();
    setErrors(found);
    const ok = Object.keys(found).length === 0;
    if (!ok) afterNextPaint(() => focusFirstInvalidField(container.current));
    return ok;
  };
  // An error that ends the step is shown where the buyer is taken: scrolled to and focused.
  useEffect(() => {
    if (!pageError) return;
    pageErrorBox.current?.scrollIntoView?.({ block: 'center' });
    pageErrorBox.current?.focus({ preventScroll: true });
  }, [pageError]);

  const proceed = async (details: InvoiceDetails) => {
    if (proceeding) return;
    setPageError(null);
    if (!checkSections()) return;
    if (!rules.earliest || !rules.closed) {
      setPageError('振込できる日を確認できませんでした。時間をおいて再度お試しください。');
      return;
    }
    setProceeding(true);
    usePaymentFlow.getState().updateInvoiceForm(details);
    let warnings: string[];
    try {
      warnings = await registerNewPayee();
    } catch (e) {
      setPageError(e instanceof PayeeRegistrationError ? e.message : errorText(e));
      setProceeding(false);
      return;
    }
    usePaymentFlow.getState().completeInvoiceForm();
    if (warnings.length > 0) showSnackbar({ color: 'info', title: '支払先の登録について', text: warnings.join('\n') });
    void navigate(paths.paymentsAddConfirm());
  };

  return (
    <div ref={container} className="space-y-6">
      {pageError ? (
        <div ref={pageErrorBox} tabIndex={-1} className="outline-none">
          <Alert tone="error">{pageError}</Alert>
        </div>
      ) : null}
      <SupplierChoice extraction={extraction} error={errors.supplier} onEditNew={() => openSub('supplier')} />
      <AccountChoice extraction={extraction} error={errors.account} onEditNew={() => openSub('account')} />
      {transfer.isError || closed.isError ? (
        <Card>
          <ListError
            message="振込できる日を取得できませんでした。"
            onRetry={() => void (transfer.isError ? transfer.refetch() : closed.refetch())}
          />
        </Card>
      ) : null}
      <Suspense fallback={<ListLoading label="入力欄を読み込んでいます" />}>
        <LazyInvoiceDetailsForm
          defaultValues={initial}
          extracted={{ amount: f.total_amount, dueDate: f.due_date, invoiceNumber: f.invoice_number }}
          rules={rules}
          onValuesChange={syncDetails}
          onProceed={proceed}
          onInvalid={checkSections}
          onSaveDraft={async (values) => {
            syncDetails(values);
            await draft.save();
          }}
          proceedPending={proceeding}
          draftPending={draft.pending}
          backAction={
            <ButtonLink to={paths.paymentsCreate()} variant="secondary" size="lg" className="w-full sm:w-44">
              戻る
            </ButtonLink>
          }
        />
      </Suspense>
    </div>
  );
}

function NewSupplierView({ extraction, onDone }: { extraction: InvoiceExtraction; onDone: () => void }) {
  const newSupplier = usePaymentFlow((s) => s.newSupplier);
  const saveNewSupplier = usePaymentFlow((s) => s.saveNewSupplier);
  const setSupplierChoice = usePaymentFlow((s) => s.setSupplierChoice);
  // The printed postal code's cities tell where the printed address splits into 市区町村 and 番地.
  const postalCode = newSupplier ? null : issuerPostalCodeOf(extraction);
  const postal = useQuery({ ...postalCodeQueryOptions(postalCode ?? ''), enabled: postalCode !== null });
  const waitingForPostal = postalCode !== null && postal.isPending;
  const defaults = newSupplier
    ? { businessForm: newSupplier.body.businessForm, values: newSupplier.values }
    : companyDefaultsFrom(extraction, postal.data ?? []);
  return (
    <section aria-labelledby="new-supplier-heading" className="space-y-4">
      <div>
        <h2 id="new-supplier-heading" className="text-lg font-bold text-slate-900">
          新しい支払先
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          請求書の発行元の事業者情報を入力してください。請求書から読み取った内容を入力済みの場合は、内容をご確認ください。「確認へ進む」を押したときに支払先として登録します。
        </p>
      </div>
      {newSupplier ? null : <UncertainReadings extraction={extraction} names={SUPPLIER_READINGS} />}
      {waitingForPostal ? (
        <ListLoading label="入力欄を読み込んでいます" />
      ) : (
        <Suspense fallback={<ListLoading label="入力欄を読み込んでいます" />}>
          <LazyCompanyForm
            initialBusinessForm={defaults.businessForm}
            defaultValues={defaults.values}
            submitLabel="この支払先を使う"
            onSubmit={(values, body) => {
              saveNewSupplier({ values, body });
              setSupplierChoice({ supplierId: null, isNewSupplier: true, name: body.body.name });
              onDone();
            }}
            secondaryAction={
              <Button variant="secondary" size="lg" className="w-full sm:w-56" onClick={onDone}>
                戻る
              </Button>
            }
          />
        </Suspense>
      )}
    </section>
  );
}

function NewAccountView({ extraction, onDone }: { extraction: InvoiceExtraction; onDone: () => void }) {
  const newAccount = usePaymentFlow((s) => s.newAccount);
  const saveNewAccount = usePaymentFlow((s) => s.saveNewAccount);
  const setAccountChoice = usePaymentFlow((s) => s.setAccountChoice);
  const supplierName = usePaymentFlow((s) => s.supplierName);
  return (
    <section aria-labelledby="new-account-heading" className="space-y-4">
      <div>
        <h2 id="new-account-heading" className="text-lg font-bold text-slate-900">
          新しい振込先口座
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {supplierName ? `${supplierName}の` : ''}
          振込先口座を入力してください。請求書から読み取った内容を入力済みの場合は、内容をご確認ください。
        </p>
      </div>
      {newAccount ? null : <UncertainReadings extraction={extraction} names={ACCOUNT_READINGS} />}
      <Card>
        <Suspense fallback={<ListLoading label="入力欄を読み込んでいます" />}>
          <LazyBankAccountForm
            defaultValues={newAccount?.values ?? bankAccountDefaultsFrom(extraction)}
            confirmedHolder={newAccount ? { input: newAccount.values.account_holder_name, result: newAccount.holder } : null}
            submitLabel="この口座を使う"
            onSubmit={({ values, body, holder }) => {
              saveNewAccount({ values, body, holder });
              setAccountChoice({ accountId: null, isNewAccount: true });
              onDone();
            }}
            secondaryAction={
              <Button variant="secondary" size="lg" className="w-full sm:w-56" onClick={onDone}>
                戻る
              </Button>
            }
          />
        </Suspense>
      </Card>
    </section>
  );
}

/**
 * The invoice-info step beside the invoice: the main view (supplier, account, amount and dates)
 * or, with ?sub=supplier|account, the form of a supplier or account that is not registered yet.
 */
export function InvoiceInfoBody({ extraction }: { extraction: InvoiceExtraction }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const sub = params.get('sub');
  const openSub = (to: 'supplier' | 'account') => void navigate(`${paths.paymentsAddInvoiceInfo()}?sub=${to}`);
  // Back to the main view: through history when the app put the sub-view there, else by replacing it.
  const closeSub = () =>
    void (location.key !== 'default' ? navigate(-1) : navigate(paths.paymentsAddInvoiceInfo(), { replace: true }));
  if (sub === 'supplier') return <NewSupplierView extraction={extraction} onDone={closeSub} />;
  if (sub === 'account') return <NewAccountView extraction={extraction} onDone={closeSub} />;
  return <MainView extraction={extraction} openSub={openSub} />;
}
