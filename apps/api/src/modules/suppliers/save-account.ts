import type { z } from 'zod';
import type { supplierAccountRequestSchema } from '@icp/contract';
import { normalizeHolderKana, yuchoToBankAccount } from '@icp/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { supplierAccounts, suppliers } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { bankDirectory } from '../banks/bank-directory.ts';
import { findOwnSupplier, toAccountView } from './supplier-views.ts';

type AccountInput = z.output<typeof supplierAccountRequestSchema>;

const YUCHO = '9900';

function fieldError(field: string, message: string): AppError {
  return new AppError('validation_error', { userMessage: message, errors: [{ field, message }] });
}

/** Turns the request into the stored form: Zengin names from the directory, holder name in Zengin kana. */
function resolveAccount(input: AccountInput) {
  const directory = bankDirectory();
  const bank = directory.bank(input.bank_code);
  if (!bank) throw fieldError('bank_code', '指定された金融機関が見つかりません。');
  let branchCode = input.branch_code;
  let accountType = input.account_type;
  let accountNumber = input.account_number;
  if (input.yucho_symbol !== undefined || input.yucho_number !== undefined) {
    const converted = yuchoToBankAccount(input.yucho_symbol ?? '', input.yucho_number ?? '');
    if (!converted.ok) throw fieldError('yucho_number', converted.message);
    ({ branchCode, accountType, accountNumber } = converted);
  }
  const branch = branchCode ? directory.branch(bank.code, branchCode) : undefined;
  if (!branch)
    throw fieldError(
      'branch_code',
      bank.code === YUCHO ? '記号・番号に該当する店番が見つかりません。' : '指定された支店が見つかりません。',
    );
  const holder = normalizeHolderKana(input.account_holder_name);
  if (!holder.ok) throw fieldError('account_holder_name', holder.message);
  return {
    bankCode: bank.code,
    bankName: bank.name,
    branchCode: branch.code,
    branchName: branch.name,
    accountType: accountType!,
    accountNumber: accountNumber!,
    holderName: holder.value,
  };
}

/** The same account on another of the buyer's suppliers is allowed (group companies) but flagged. */
async function duplicateWarnings(tx: Tx, buyerId: number, supplierId: number, account: ReturnType<typeof resolveAccount>) {
  const [other] = await tx
    .select({ name: suppliers.name })
    .from(supplierAccounts)
    .innerJoin(suppliers, eq(suppliers.id, supplierAccounts.supplierId))
    .where(
      and(
        eq(supplierAccounts.buyerId, buyerId),
        eq(supplierAccounts.bankCode, account.bankCode),
        eq(supplierAccounts.branchCode, account.branchCode),
        eq(supplierAccounts.accountNumber, account.accountNumber),
        ne(supplierAccounts.supplierId, supplierId),
        isNull(suppliers.deletedAt),
      ),
    )
    .limit(1);
  return other
    ? [
        {
          code: 'duplicate_account',
          message: `同じ口座が別の支払先（${other.name}）にも登録されています。振込先に誤りがないかご確認ください。`,
        },
      ]
    : [];
}

/** POST /suppliers/{id}/accounts (accountId absent) and PUT /suppliers/{id}/accounts/{accountId}. */
export async function saveSupplierAccount(
  deps: AppDeps,
  input: { buyerId: number; userId: number; supplierId: number; accountId?: number; body: AccountInput; ip: string | null },
) {
  const account = resolveAccount(input.body);
  return deps.db.transaction(async (tx) => {
    const supplier = await findOwnSupplier(tx, input.buyerId, input.supplierId, { forUpdate: true });
    const now = deps.clock.now();
    let saved;
    if (input.accountId === undefined) {
      [saved] = await tx
        .insert(supplierAccounts)
        .values({ ...account, supplierId: supplier.id, buyerId: input.buyerId, createdAt: now, updatedAt: now })
        .returning();
    } else {
      [saved] = await tx
        .update(supplierAccounts)
        .set({ ...account, updatedAt: now })
        .where(
          and(
            eq(supplierAccounts.id, input.accountId),
            eq(supplierAccounts.supplierId, supplier.id),
            eq(supplierAccounts.buyerId, input.buyerId),
          ),
        )
        .returning();
      if (!saved) throw new AppError('not_found', { userMessage: '口座が見つかりません。' });
    }
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: input.buyerId,
      action: input.accountId === undefined ? 'supplier_account.created' : 'supplier_account.updated',
      targetType: 'supplier_account',
      targetId: saved!.id,
      detail: { supplierId: supplier.id, bankCode: account.bankCode, branchCode: account.branchCode },
      ipAddress: input.ip,
    });
    return { account: toAccountView(saved!), warnings: await duplicateWarnings(tx, input.buyerId, supplier.id, account) };
  });
}
