import type { MisreadChecks } from '@icp/domain';
import { bankDirectory } from '../../banks/bank-directory.ts';
import { lookupPostalCode } from '../../postal-codes/postal-directory.ts';

/**
 * What the directories say a reading's address and branch must be, for weighing two readings of
 * one image (misreadSigns in @icp/domain): the heads of the addresses Japan Post gives the postal
 * code read, and the branches the Zengin directory gives the bank read. Either is left out when
 * the code or the bank is not known, and then checks nothing.
 */
export function misreadChecks(fields: {
  issuer_postal_code?: { value: unknown } | undefined;
  bank_name?: { value: unknown } | undefined;
}): MisreadChecks {
  const checks: MisreadChecks = {};
  const code = fields.issuer_postal_code?.value;
  if (typeof code === 'string') {
    // A town's note in parentheses ('大手町（次のビルを除く）') is no part of an address.
    const heads = lookupPostalCode(code).map((e) => `${e.prefecture}${e.city}${e.town.replace(/（.*$/, '')}`);
    if (heads.length) checks.addressHeads = heads;
  }
  const bankName = fields.bank_name?.value;
  const bank = typeof bankName === 'string' ? bankDirectory().bankByPrintedName(bankName) : undefined;
  const branches = bank ? bankDirectory().branchesOf(bank.code) : [];
  if (branches.length) checks.branchNames = branches.map((b) => b.name.normalize('NFKC'));
  return checks;
}
