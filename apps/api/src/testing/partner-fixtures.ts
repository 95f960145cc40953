import { randomBytes } from 'node:crypto';
import { prePayments } from '../db/schema.ts';
import { registerPartnerClient } from './partners.ts';
import type { TestApp } from './test-app.ts';

/** A public partner app with a webhook URL (the one given, none for null), as the webhook suites use it. */
export async function partnerApp(
  t: TestApp,
  opts: { webhookUrl?: string | null; status?: 'active' | 'revoked'; name?: string } = {},
): Promise<{ clientId: string; webhookSecret: string }> {
  const webhookUrl = opts.webhookUrl === undefined ? 'http://localhost:9/webhooks' : opts.webhookUrl;
  const client = await registerPartnerClient(t, {
    clientType: 'public',
    scopes: ['payments:write', 'payments:read'],
    redirectUris: ['http://localhost:4100/callback'],
    name: opts.name ?? 'テスト会計',
    ...(webhookUrl ? { webhookUrl } : {}),
    ...(opts.status ? { status: opts.status } : {}),
  });
  return { clientId: client.clientId, webhookSecret: client.webhookSecret ?? '' };
}

/** A pre-payment of that app, already paid as the payment `invoiceId`. */
export async function paidPrePayment(
  t: TestApp,
  p: { clientId: string; buyerId: number; userId: number; invoiceId: number | null; partnerReference?: string },
): Promise<string> {
  const id = `pre_${randomBytes(15).toString('hex')}`;
  await t.db.insert(prePayments).values({
    id,
    buyerId: p.buyerId,
    clientId: p.clientId,
    userId: p.userId,
    status: p.invoiceId === null ? 'pending' : 'paid',
    partnerReference: p.partnerReference ?? 'INV-REF-1',
    supplierName: '株式会社テスト',
    supplierBusinessForm: 1,
    bankCode: '0001',
    branchCode: '001',
    accountType: '2',
    accountNumber: '1234567',
    holderName: 'ｶ)ﾃｽﾄ',
    amount: 100_000,
    invoiceId: p.invoiceId,
    expiresAt: new Date(t.clock.now().getTime() + 7 * 86_400_000),
  });
  return id;
}
