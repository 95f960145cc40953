import { lazy } from 'react';

// The add-flow forms carry react-hook-form and zod (~40 KB gzip together): they load right
// after the step's own chunk, which keeps each route within the 60 KB budget (docs/design.md §9).
const loadCompanyForm = () => import('./company-form.tsx');
const loadBankAccountForm = () => import('./bank-account-form.tsx');

export const LazyCompanyForm = lazy(() => loadCompanyForm().then((m) => ({ default: m.CompanyForm })));
export const LazyBankAccountForm = lazy(() => loadBankAccountForm().then((m) => ({ default: m.BankAccountForm })));

/** Starts loading the bank step's form while the company step is being left. */
export const preloadBankAccountForm = () => void loadBankAccountForm().catch(() => undefined);
