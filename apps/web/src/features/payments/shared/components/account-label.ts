import type { SupplierAccount } from '@icp/contract';
import { accountTypeLabel } from '@icp/domain';

/** One line per saved account: みずほ 渋谷（123） 普通 0000123. */
export const accountLabel = (a: SupplierAccount) =>
  `${a.bank_name} ${a.branch_name}（${a.branch_code}） ${accountTypeLabel(a.account_type) ?? ''} ${a.account_number}`;
