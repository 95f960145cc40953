import { createWorkflowStore } from '../../../lib/workflow.ts';
import { paths } from '../../../lib/paths.ts';
import type { HolderKana } from '../../../lib/api/convert-holder-kana.ts';
import type { SupplierAccountBody } from '../../../lib/api/create-supplier-account.ts';
import type { BankAccountFormValues } from '../../../components/supplier-forms/bank-account-values.ts';
import type { CompanyBody, CompanyFormValues } from '../../../components/supplier-forms/company-values.ts';

/** The add-supplier stepper: 1 事業者情報 → 2 振込先口座 → 3 確認. */
export const ADD_STEPS = ['company', 'bank', 'confirm'] as const;
export type AddStep = (typeof ADD_STEPS)[number];

export const ADD_STEP_LABELS: Readonly<Record<AddStep, string>> = {
  company: '事業者情報',
  bank: '振込先口座',
  confirm: '確認',
};

export interface StepCompletion {
  company: boolean;
  bank: boolean;
}

/** The step a linear stepper must show next: the first one not completed. */
export function firstIncompleteStep(done: StepCompletion): AddStep {
  if (!done.company) return 'company';
  if (!done.bank) return 'bank';
  return 'confirm';
}

/**
 * Spec §4 stepper in linear mode: a step can be visited only when it is completed or it is the
 * next one, i.e. every step before it is completed.
 */
export function canVisitStep(step: AddStep, done: StepCompletion): boolean {
  return ADD_STEPS.indexOf(step) <= ADD_STEPS.indexOf(firstIncompleteStep(done));
}

/** Where a direct visit to `step` must go instead, or null when it may be shown. */
export function redirectStep(step: AddStep, done: StepCompletion): AddStep | null {
  return canVisitStep(step, done) ? null : firstIncompleteStep(done);
}

/** The Zengin form of the holder name the server confirmed for the saved bank step. */
export interface ConfirmedHolderName {
  input: string;
  result: HolderKana;
}

export interface SupplierRegistrationState {
  businessForm: 1 | 2;
  /** The company step's values as typed, saved when the step validated. */
  company: CompanyFormValues | null;
  /** …and the request body the contract schema made of them (the confirm step sends it as is). */
  companyBody: CompanyBody | null;
  /** The bank step's values as typed (with the chosen bank and branch names), saved when it validated. */
  bank: BankAccountFormValues | null;
  accountBody: SupplierAccountBody | null;
  holder: ConfirmedHolderName | null;
  /**
   * Set once POST /suppliers succeeded: if the account call then fails, a retry posts only the
   * account instead of creating the supplier twice.
   */
  supplierId: number | null;
  saveCompany: (company: CompanyFormValues, companyBody: CompanyBody) => void;
  saveBank: (bank: BankAccountFormValues, accountBody: SupplierAccountBody, holder: ConfirmedHolderName | null) => void;
  setSupplierId: (id: number) => void;
}

/** The `supplierRegistration` workflow (sessionStorage; leaving the flow clears it). */
export const useSupplierRegistration = createWorkflowStore<SupplierRegistrationState>('supplierRegistration', (set) => ({
  businessForm: 1,
  company: null,
  companyBody: null,
  bank: null,
  accountBody: null,
  holder: null,
  supplierId: null,
  saveCompany: (company, companyBody) => set({ businessForm: companyBody.businessForm, company, companyBody }),
  saveBank: (bank, accountBody, holder) => set({ bank, accountBody, holder }),
  setSupplierId: (supplierId) => set({ supplierId }),
}));

type Saved = Pick<SupplierRegistrationState, 'company' | 'companyBody' | 'bank' | 'accountBody'>;

const companyDone = (s: Saved) => s.company !== null && s.companyBody !== null;
const bankDone = (s: Saved) => s.bank !== null && s.accountBody !== null;

export const completionOf = (s: Saved): StepCompletion => ({
  company: companyDone(s),
  bank: companyDone(s) && bankDone(s),
});

export const useStepCompletion = (): StepCompletion => {
  const company = useSupplierRegistration(companyDone);
  const bank = useSupplierRegistration(bankDone);
  return { company, bank: company && bank };
};

const STEP_PATHS: Readonly<Record<AddStep, string>> = {
  company: paths.supplierAddCompany(),
  bank: paths.supplierAddBank(),
  confirm: paths.supplierAddConfirm(),
};

/** The screen of each step of adding a supplier. */
export const stepPath = (step: AddStep) => STEP_PATHS[step];
