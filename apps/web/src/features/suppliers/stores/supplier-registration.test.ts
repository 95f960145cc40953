import { afterEach, describe, expect, it } from 'vitest';
import { clearWorkflow, workflowStorageKey } from '../../../lib/workflow.ts';
import { EMPTY_BANK_ACCOUNT } from '../../../components/supplier-forms/bank-account-values.ts';
import type { SupplierAccountBody } from '../../../lib/api/create-supplier-account.ts';
import { EMPTY_COMPANY } from '../../../components/supplier-forms/company-values.ts';
import type { CompanyBody } from '../../../components/supplier-forms/company-values.ts';
import { stepGuard } from './step-guard.ts';
import {
  canVisitStep,
  completionOf,
  firstIncompleteStep,
  redirectStep,
  useSupplierRegistration,
} from './supplier-registration.ts';

afterEach(() => clearWorkflow('supplierRegistration'));

const COMPANY_BODY: CompanyBody = {
  businessForm: 2,
  body: {
    name: 'サンプル商店',
    name_kana: 'サンプルショウテン',
    postal_code: '1500001',
    address_state: '東京都',
    address_city: '渋谷区',
    address_street: '神宮前1-1-1',
    address_building_name: undefined,
    contact_person_name: undefined,
    memo: undefined,
  },
};
const ACCOUNT_BODY: SupplierAccountBody = {
  bank_code: '0001',
  branch_code: '123',
  account_type: '2',
  account_number: '0000123',
  account_holder_name: 'サンプル',
};

describe('add-supplier stepper, linear mode (spec §4)', () => {
  const none = { company: false, bank: false };
  const companyDone = { company: true, bank: false };
  const allDone = { company: true, bank: true };

  it('allows only completed steps and the next one', () => {
    expect([canVisitStep('company', none), canVisitStep('bank', none), canVisitStep('confirm', none)]).toEqual([
      true,
      false,
      false,
    ]);
    expect([
      canVisitStep('company', companyDone),
      canVisitStep('bank', companyDone),
      canVisitStep('confirm', companyDone),
    ]).toEqual([true, true, false]);
    expect([canVisitStep('company', allDone), canVisitStep('bank', allDone), canVisitStep('confirm', allDone)]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('sends a later step to the first incomplete one', () => {
    expect(firstIncompleteStep(none)).toBe('company');
    expect(redirectStep('confirm', none)).toBe('company');
    expect(redirectStep('bank', none)).toBe('company');
    expect(redirectStep('confirm', companyDone)).toBe('bank');
    expect(redirectStep('bank', companyDone)).toBeNull();
    expect(redirectStep('confirm', allDone)).toBeNull();
  });

  it('a bank step saved without a company step does not count', () => {
    expect(completionOf({ company: null, companyBody: null, bank: EMPTY_BANK_ACCOUNT, accountBody: ACCOUNT_BODY })).toEqual({
      company: false,
      bank: false,
    });
    expect(
      completionOf({ company: EMPTY_COMPANY, companyBody: COMPANY_BODY, bank: EMPTY_BANK_ACCOUNT, accountBody: null }),
    ).toEqual({
      company: true,
      bank: false,
    });
  });

  it('the route guard redirects from the store, which lives in sessionStorage', () => {
    const guardConfirm = stepGuard('confirm');
    expect((guardConfirm() as Response).headers.get('Location')).toBe('/suppliers/add/company');
    useSupplierRegistration.getState().saveCompany(EMPTY_COMPANY, COMPANY_BODY);
    expect((guardConfirm() as Response).headers.get('Location')).toBe('/suppliers/add/bank');
    expect(stepGuard('bank')()).toBeNull();
    expect(sessionStorage.getItem(workflowStorageKey('supplierRegistration'))).toContain('"company"');
    useSupplierRegistration.getState().saveBank(EMPTY_BANK_ACCOUNT, ACCOUNT_BODY, null);
    expect(guardConfirm()).toBeNull();
    clearWorkflow('supplierRegistration');
    expect((guardConfirm() as Response).headers.get('Location')).toBe('/suppliers/add/company');
  });
});
