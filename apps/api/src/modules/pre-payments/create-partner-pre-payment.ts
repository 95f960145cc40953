import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { PartnerPrePayment, createPrePaymentRequestSchema } from '@icp/contract';
import { isValidCorporateNumber, normalizeHolderKana } from '@icp/domain';
import type { AppDeps } from '../../app-deps.ts';
import { invoiceFiles, prePayments } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { idempotencyMismatch, requestFingerprint } from '../../platform/http/idempotency.ts';
import { bankDirectory } from '../banks/bank-directory.ts';
import { type CheckedFile, checkPartnerFile, discardStoredFile, storePartnerFile } from './partner-invoice-file.ts';
import { toPartnerView } from './pre-payment-views.ts';
import { findByIdempotencyKey, findPartnerClient, findPartnerPrePayment } from './repository.ts';

type Body = z.output<typeof createPrePaymentRequestSchema>;

/** How long the buyer has to pay what a partner sent before it expires (the partner can send it again). */
export const PRE_PAYMENT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `pre_` + 24 base62 characters (~143 bits): it appears in URLs, so it must not be guessable. */
export function newPreId(): string {
  let id = 'pre_';
  for (let i = 0; i < 24; i++) id += BASE62[randomInt(BASE62.length)];
  return id;
}

function fieldError(field: string, message: string): AppError {
  return new AppError('validation_error', { userMessage: message, errors: [{ field, message }] });
}

/**
 * The supplier as our own registration would accept it: a corporation is known by its 法人番号
 * (sent, or read from its T-number, which is T + 法人番号), a sole proprietor has none.
 */
function resolveSupplier(supplier: Body['supplier']) {
  const registration = supplier.invoice_registration_number ?? null;
  const registrationDigits = registration?.slice(1) ?? null;
  // Individuals' T-numbers carry the same check digit as 法人番号 (国税庁 登録番号の構成).
  if (registrationDigits && !isValidCorporateNumber(registrationDigits))
    throw fieldError('supplier.invoice_registration_number', '登録番号が正しくありません。番号をご確認ください。');
  if (supplier.business_form === 2) {
    if (supplier.corporate_number)
      throw fieldError('supplier.corporate_number', '個人事業主の支払先に法人番号は指定できません。事業形態をご確認ください。');
    return { corporateNumber: null, registration };
  }
  const corporateNumber = supplier.corporate_number ?? registrationDigits;
  if (!corporateNumber)
    throw fieldError('supplier.corporate_number', '法人の支払先には法人番号または登録番号を指定してください。');
  if (registrationDigits && registrationDigits !== corporateNumber)
    throw fieldError('supplier.invoice_registration_number', '登録番号が法人番号と一致しません。番号をご確認ください。');
  return { corporateNumber, registration };
}

/** Bank and branch must exist in the Zengin directory; the holder becomes Zengin half-width kana. */
function resolveAccount(account: Body['bank_account']) {
  const directory = bankDirectory();
  const bank = directory.bank(account.bank_code);
  if (!bank) throw fieldError('bank_account.bank_code', '指定された金融機関が見つかりません。金融機関コードをご確認ください。');
  const branch = directory.branch(bank.code, account.branch_code);
  if (!branch) throw fieldError('bank_account.branch_code', '指定された支店が見つかりません。支店コードをご確認ください。');
  const holder = normalizeHolderKana(account.holder_name);
  if (!holder.ok) throw fieldError('bank_account.holder_name', holder.message);
  return { holderName: holder.value };
}

/** return_url may only lead back to the app itself: an origin of one of its registered redirect URIs. */
function checkReturnUrl(returnUrl: string | undefined, redirectUris: string[]): string | null {
  if (!returnUrl) return null;
  const origins = new Set(
    redirectUris.flatMap((uri) => {
      try {
        return [new URL(uri).origin];
      } catch {
        return [];
      }
    }),
  );
  const url = new URL(returnUrl);
  if (!origins.has(url.origin))
    throw fieldError('return_url', '戻り先URLは、このアプリに登録されたリダイレクトURIと同じオリジンにしてください。');
  return url.href;
}

function isKeyTaken(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'pre_payments_idempotency_idx') return true;
  }
  return false;
}

/**
 * POST /partner/pre_payments: a partner app sends an invoice for the buyer who connected it.
 * Checked as strictly as our own screens check the same data, the document kept as an invoice
 * file of the buyer, then one transaction writes the file row, the pre-payment and the audit row.
 * The same Idempotency-Key with the same body answers the first pre-payment; with another body 422.
 */
export async function createPartnerPrePayment(
  deps: AppDeps,
  input: {
    partner: { clientId: string; userId: number; buyerId: number };
    idempotencyKey: string;
    body: Body;
    ip: string | null;
  },
): Promise<{ prePayment: PartnerPrePayment; replayed: boolean }> {
  const { partner, body } = input;
  const scope = { clientId: partner.clientId, buyerId: partner.buyerId };
  const requestHash = requestFingerprint(body);
  const replay = async () => {
    const previous = await findByIdempotencyKey(deps.db, scope, input.idempotencyKey);
    if (!previous) return null;
    if (previous.requestHash !== requestHash) throw idempotencyMismatch();
    const row = await findPartnerPrePayment(deps.db, scope, previous.id);
    return { prePayment: toPartnerView(row!, { publicUrl: deps.config.publicUrl, now: deps.clock.now() }), replayed: true };
  };
  // Before the file is even decoded: a retry costs one lookup.
  const previous = await replay();
  if (previous) return previous;

  const client = await findPartnerClient(deps.db, partner.clientId);
  // The guard admits only live grants; a client revoked since is refused like a revoked token.
  if (!client || client.status !== 'active')
    throw new AppError('forbidden', { userMessage: 'このアプリの連携は停止されています。' });
  const returnUrl = checkReturnUrl(body.return_url, client.redirectUris);
  const supplier = resolveSupplier(body.supplier);
  const account = resolveAccount(body.bank_account);
  const file: CheckedFile = await checkPartnerFile(body.invoice_file);

  const storageKey = await storePartnerFile(deps, partner.buyerId, file);
  const now = deps.clock.now();
  const preId = newPreId();
  try {
    await deps.db.transaction(async (tx) => {
      const [fileRow] = await tx
        .insert(invoiceFiles)
        .values({
          buyerId: partner.buyerId,
          storageKey,
          fileName: file.fileName,
          contentType: file.contentType,
          sizeBytes: file.bytes.length,
          pageCount: file.pageCount,
          sha256: file.sha256,
          // Not read by OCR: the partner sent the fields, and the buyer checks them against the document.
          extraction: null,
          createdAt: now,
        })
        .returning({ id: invoiceFiles.id });
      await tx.insert(prePayments).values({
        id: preId,
        buyerId: partner.buyerId,
        clientId: partner.clientId,
        userId: partner.userId,
        status: 'pending',
        partnerReference: body.partner_reference ?? null,
        supplierName: body.supplier.name,
        supplierBusinessForm: body.supplier.business_form,
        corporateNumber: supplier.corporateNumber,
        invoiceRegistrationNumber: supplier.registration,
        bankCode: body.bank_account.bank_code,
        branchCode: body.bank_account.branch_code,
        accountType: body.bank_account.account_type,
        accountNumber: body.bank_account.account_number,
        holderName: account.holderName,
        amount: body.amount,
        dueDate: body.due_date ?? null,
        invoiceNumber: body.invoice_number || null,
        memo: body.memo || null,
        fileId: fileRow!.id,
        returnUrl,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        expiresAt: new Date(now.getTime() + PRE_PAYMENT_TTL_MS),
        createdAt: now,
        updatedAt: now,
      });
      await writeAudit(tx, {
        actorType: 'user',
        actorId: partner.userId,
        buyerId: partner.buyerId,
        action: 'pre_payment.created',
        targetType: 'pre_payment',
        targetId: preId,
        detail: {
          client_id: partner.clientId,
          amount: body.amount,
          file_id: fileRow!.id,
          content_type: file.contentType,
          size: file.bytes.length,
          sha256: file.sha256,
        },
        ipAddress: input.ip,
      });
    });
  } catch (error) {
    await discardStoredFile(deps, storageKey);
    // The same key sent twice at once: the unique index let the first one in; answer as its replay.
    if (isKeyTaken(error)) {
      const first = await replay();
      if (first) return first;
    }
    throw error;
  }
  const created = await findPartnerPrePayment(deps.db, scope, preId);
  return { prePayment: toPartnerView(created!, { publicUrl: deps.config.publicUrl, now }), replayed: false };
}
