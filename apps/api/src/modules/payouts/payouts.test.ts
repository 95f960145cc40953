import { randomUUID } from 'node:crypto';
import { INVOICE_STATUS, jstDate } from '@icp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, invoices, ledgerEntries, transferBatchLines, transferBatches } from '../../db/schema.ts';
import { mizuhoAccountBody, registeredBuyer, type Session } from '../../testing/fixtures.ts';
import { BASE_TIME } from '../../testing/invoice-fixtures.ts';
import { operatorSession } from '../../testing/operators.ts';
import { api, approveCard, fixedExtractor, savedCard, supplierWithAccount, uploadedPdf } from '../../testing/payment-fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';
import { readZenginFile } from '../../testing/zengin-reader.ts';
import { transitionInvoice } from '../payments/lifecycle/transition.ts';
import { verifyLedger } from '../payments/model/verify-ledger.ts';
import { FOUR_EYES_MESSAGE } from './approve-batch.ts';
import { startFakeBankApi } from './channel/fake-bank-api.ts';
import { readTrailer } from './money-views.ts';
import { SUBMISSION_SETTLE_MS, importResults } from './results.ts';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (the concurrent builds only prove
// something there: PGlite has one session).

type Ops = Awaited<ReturnType<typeof operatorSession>>;
let t: TestApp;
let a: Session & { buyerId: number };
let b: Session & { buyerId: number };
let builder: Ops;
let approver: Ops;
let examiner: Ops;
let admin: Ops;

const examinerActor = { type: 'operator', name: 'payouts-test' } as const;

/** A payment as a buyer makes it, then completed by the examination (captured): 審査完了, due on transferDate. */
async function completedPayment(
  tt: TestApp,
  s: Session,
  amount = 100_000,
  transferDate = '2026-12-10',
): Promise<{ id: number; supplierId: number }> {
  const { supplierId, accountId } = await supplierWithAccount(tt, s);
  const cardId = await savedCard(tt, s);
  const approval = await approveCard(
    tt,
    s,
    { credit_card_id: cardId, amount, return_path: '/payments/add/confirm' },
    { 'idempotency-key': randomUUID() },
  );
  const res = await api(tt, s).inject(
    'POST',
    '/invoices',
    {
      approval_id: approval.json().approval.id,
      file_id: await uploadedPdf(tt, s),
      supplier_id: supplierId,
      account_id: accountId,
      amount,
      due_date: '2026-12-25',
      transfer_date: transferDate,
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().invoice.id as number;
  await transitionInvoice(tt.deps, { invoiceId: id, transition: 'complete', actor: examinerActor });
  return { id, supplierId };
}

const ops = (tt: TestApp, o: { headers: Record<string, string> }) => ({
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, headers: Record<string, string> = {}) {
    return tt.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: { ...o.headers, ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  },
});
const key = () => ({ 'idempotency-key': randomUUID() });

async function build(tt: TestApp, o: Ops, transferDate: string, headers = key()) {
  return ops(tt, o).call('POST', '/ops/payouts/batches', { transfer_date: transferDate }, headers);
}

const invoiceRow = async (tt: TestApp, id: number) => (await tt.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const transfersOf = async (tt: TestApp, id: number) =>
  tt.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.invoiceId, id), eq(ledgerEntries.entryType, 'transfer')));
const lineOf = async (tt: TestApp, batchId: number, invoiceId: number) =>
  (
    await tt.db
      .select()
      .from(transferBatchLines)
      .where(and(eq(transferBatchLines.batchId, batchId), eq(transferBatchLines.invoiceId, invoiceId)))
  )[0]!;

/**
 * Each test starts from an empty proposal: open drafts are discarded and the payments an earlier
 * test left due are cancelled (refunded), so a batch holds exactly the test's own payments.
 */
async function discardDrafts(tt: TestApp, o: Ops) {
  const drafts = await tt.db.select({ id: transferBatches.id }).from(transferBatches).where(eq(transferBatches.status, 'draft'));
  for (const d of drafts) expect((await ops(tt, o).call('POST', `/ops/payouts/batches/${d.id}/discard`)).statusCode).toBe(200);
  const due = await tt.db.execute(sql`
    select i.id from invoices i where i.status = 3
      and not exists (select 1 from transfer_batch_lines l where l.invoice_id = i.id and l.status = 'pending')`);
  for (const { id } of (due as unknown as { rows: { id: string }[] }).rows)
    await transitionInvoice(tt.deps, { invoiceId: Number(id), transition: 'cancel_completed', actor: examinerActor });
}

beforeAll(async () => {
  t = await createTestApp({ invoiceExtractor: fixedExtractor() });
  t.clock.set(BASE_TIME);
  a = await registeredBuyer(t);
  b = await registeredBuyer(t);
  builder = await operatorSession(t, ['treasurer'], { name: '送金 作成者' });
  approver = await operatorSession(t, ['treasurer'], { name: '送金 承認者' });
  examiner = await operatorSession(t, ['examiner']);
  admin = await operatorSession(t, ['admin']);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set(BASE_TIME);
  await discardDrafts(t, builder);
});

describe('transfer batches', () => {
  it('roles: only treasurers touch batches; the money views take treasurer or admin', async () => {
    const proposal = '/ops/payouts/proposal?until=2026-12-10';
    expect((await ops(t, examiner).call('GET', proposal)).statusCode).toBe(403);
    expect((await ops(t, admin).call('GET', proposal)).json().message).toBe('この操作を行う権限がありません。');
    expect((await build(t, admin, '2026-12-10')).statusCode).toBe(403);
    expect((await ops(t, admin).call('GET', '/ops/money/daily?from=2026-12-01&to=2026-12-31')).statusCode).toBe(200);
    expect((await ops(t, examiner).call('GET', '/ops/money/payables')).statusCode).toBe(403);
    // A buyer's token never reaches an operator route, nor an operator's a buyer route.
    expect((await api(t, a).inject('GET', proposal)).statusCode).toBe(401);
    expect((await ops(t, builder).call('GET', '/invoices')).statusCode).toBe(401);
  });

  it('proposes what is due, refuses a closed day, replays a key, and puts a payment in one open batch only', async () => {
    const p1 = await completedPayment(t, a, 120_000, '2026-12-10');
    const p2 = await completedPayment(t, b, 80_000, '2026-12-11');
    const proposal = (await ops(t, builder).call('GET', '/ops/payouts/proposal?until=2026-12-11')).json();
    expect(proposal.groups).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ transfer_date: '2026-12-10' }),
        expect.objectContaining({ transfer_date: '2026-12-11' }),
      ]),
    );
    expect(proposal.total).toBeGreaterThanOrEqual(200_000);
    expect(proposal.channel).toBe('zengin_file');

    // 2026-12-12 is a Saturday.
    const closed = await build(t, builder, '2026-12-12');
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toContain('銀行休業日（土曜日）');
    expect((await ops(t, builder).call('GET', '/ops/payouts/proposal?until=2026-12-12')).json().closed_reason).toBe('土曜日');

    const headers = key();
    const first = await build(t, builder, '2026-12-10', headers);
    expect(first.statusCode, first.body).toBe(201);
    const batch = first.json().batch;
    expect(batch).toMatchObject({ status: 'draft', transfer_date: '2026-12-10', created_by: { name: '送金 作成者' } });
    // Only payments due by the date: p2 (12/11) stays out.
    expect((await lineOf(t, batch.id, p1.id)).status).toBe('pending');
    expect(await lineOf(t, batch.id, p2.id)).toBeUndefined();
    // The same key answers the same batch; another body with it is 422.
    const again = await build(t, builder, '2026-12-10', headers);
    expect(again.json().batch.id).toBe(batch.id);
    expect((await build(t, builder, '2026-12-11', headers)).statusCode).toBe(422);
    // A new build for 12/11 takes only p2: p1 is in an open line already.
    const second = await build(t, builder, '2026-12-11');
    expect(second.statusCode, second.body).toBe(201);
    expect(await lineOf(t, second.json().batch.id, p1.id)).toBeUndefined();
    expect((await lineOf(t, second.json().batch.id, p2.id)).status).toBe('pending');
    // Nothing left: a third build is refused.
    expect((await build(t, builder, '2026-12-11')).statusCode).toBe(409);
    // The database itself refuses a second open line for a payment.
    await expect(
      t.db.execute(sql`
        insert into transfer_batch_lines (batch_id, invoice_id, buyer_id, amount, bank_code, bank_name, branch_code,
          branch_name, account_type, account_number, holder_name, status)
        select ${second.json().batch.id}, invoice_id, buyer_id, amount, bank_code, bank_name, branch_code, branch_name,
          account_type, account_number, holder_name, 'pending' from transfer_batch_lines where id = ${(await lineOf(t, batch.id, p1.id)).id}`),
    ).rejects.toThrow();
  });

  it('keeps the build’s Idempotency-Key on the batch row: replay, 422 for another date, one row per operator and key', async () => {
    await completedPayment(t, a, 15_000, '2026-12-10');
    const headers = key();
    const first = await build(t, builder, '2026-12-10', headers);
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().batch.id as number;
    const [row] = await t.db.select().from(transferBatches).where(eq(transferBatches.id, id));
    expect(row!.idempotencyKey).toBe(headers['idempotency-key']);
    const again = await build(t, builder, '2026-12-10', headers);
    expect(again.statusCode).toBe(201);
    expect(again.json().batch.id).toBe(id);
    const otherDate = await build(t, builder, '2026-12-11', headers);
    expect(otherDate.statusCode).toBe(422);
    expect(otherDate.json().message).toBe('同じ操作キーで異なる内容が送信されました。画面を更新してやり直してください。');
    // The database itself holds one batch per operator and key, whatever the code above does.
    await expect(
      t.db.execute(sql`
        insert into transfer_batches (transfer_date, status, channel, created_by, idempotency_key)
        values ('2026-12-11', 'discarded', 'zengin_file', ${builder.operatorId}, ${headers['idempotency-key']})`),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ constraint: 'transfer_batches_idempotency_key' }) });
  });

  it('two concurrent builds never put a payment in two open batches', async () => {
    await completedPayment(t, a, 50_000, '2026-12-10');
    await completedPayment(t, b, 60_000, '2026-12-10');
    const [x, y] = await Promise.all([build(t, builder, '2026-12-10'), build(t, approver, '2026-12-10')]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([201, 409]);
    const doubled = await t.db.execute(sql`
      select invoice_id from transfer_batch_lines where status = 'pending' group by invoice_id having count(*) > 1`);
    expect((doubled as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('four eyes, closed day at approval, the frozen file read back, download audited, results, close and reconciliation', async () => {
    const p1 = await completedPayment(t, a, 100_000);
    const p2 = await completedPayment(t, a, 30_000);
    const p3 = await completedPayment(t, b, 45_000);
    const built = await build(t, builder, '2026-12-10');
    expect(built.statusCode, built.body).toBe(201);
    const id = built.json().batch.id as number;
    const path = `/ops/payouts/batches/${id}`;

    // Exclude with a reason, restore, exclude again and keep p3 out of this batch.
    const l3 = await lineOf(t, id, p3.id);
    expect((await ops(t, builder).call('POST', `${path}/lines/${l3.id}/exclusion`, { reason: '' })).statusCode).toBe(400);
    const excluded = await ops(t, builder).call('POST', `${path}/lines/${l3.id}/exclusion`, { reason: '支払先に確認中' });
    expect(excluded.json().line).toMatchObject({ status: 'excluded', reason: '支払先に確認中' });
    expect((await ops(t, builder).call('DELETE', `${path}/lines/${l3.id}/exclusion`)).json().line.status).toBe('pending');
    await ops(t, builder).call('POST', `${path}/lines/${l3.id}/exclusion`, { reason: '支払先に確認中' });

    // The builder cannot approve; a closed day cannot be approved.
    const own = await ops(t, builder).call('POST', `${path}/approval`, undefined, key());
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(FOUR_EYES_MESSAGE);
    await t.db.execute(sql`insert into bank_closed_days (date, reason) values ('2026-12-10', 'システム臨時休業')`);
    const closedDay = await ops(t, approver).call('POST', `${path}/approval`, undefined, key());
    expect(closedDay.statusCode).toBe(409);
    expect(closedDay.json().message).toContain('システム臨時休業');
    await t.db.execute(sql`delete from bank_closed_days where date = '2026-12-10'`);

    const approved = await ops(t, approver).call('POST', `${path}/approval`, undefined, key());
    expect(approved.statusCode, approved.body).toBe(200);
    const batch = approved.json().batch;
    expect(batch).toMatchObject({
      status: 'approved',
      approved_by: { name: '送金 承認者' },
      line_count: 2,
      total_amount: 130_000,
    });
    // Idempotent: approving again answers the same frozen file.
    expect((await ops(t, approver).call('POST', `${path}/approval`, undefined, key())).json().batch.file.sha256).toBe(
      batch.file.sha256,
    );
    // A payment the bank may be paying cannot be refunded meanwhile.
    await expect(
      transitionInvoice(t.deps, { invoiceId: p1.id, transition: 'cancel_completed', actor: examinerActor }),
    ).rejects.toMatchObject({ code: 'conflict' });
    // Approved: no more exclusions, and the database refuses a change of the file.
    expect(
      (await ops(t, builder).call('POST', `${path}/lines/${(await lineOf(t, id, p1.id)).id}/exclusion`, { reason: 'x' }))
        .statusCode,
    ).toBe(409);
    const refusedBy = (pattern: RegExp) => ({ cause: expect.objectContaining({ message: expect.stringMatching(pattern) }) });
    await expect(
      t.db.execute(sql`update transfer_batches set file_bytes = '\\x00'::bytea where id = ${id}`),
    ).rejects.toMatchObject(refusedBy(/immutable/));
    await expect(t.db.execute(sql`update transfer_batch_lines set amount = 1 where batch_id = ${id}`)).rejects.toMatchObject(
      refusedBy(/approved batch/),
    );

    // The download is the stored bytes, as an attachment, and audited.
    const file = await ops(t, builder).call('GET', `${path}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="sogofuri-20261210-batch${id}.txt"`);
    const [stored] = await t.db.select().from(transferBatches).where(eq(transferBatches.id, id));
    expect(Buffer.compare(file.rawPayload, Buffer.from(stored!.fileBytes!))).toBe(0);
    const records = readZenginFile(file.rawPayload);
    expect(records.map((r) => r['kind'])).toEqual(['1', '2', '2', '8', '9']);
    expect(records[0]).toMatchObject({ category: '21', requesterCode: '0000012345', date: '1210', bankCode: '0001' });
    const data = records.filter((r) => r['kind'] === '2');
    const l1 = await lineOf(t, id, p1.id);
    const l2 = await lineOf(t, id, p2.id);
    expect(data.map((r) => Number(r['customerCode1']))).toEqual([l1.id, l2.id]);
    expect(data.map((r) => Number(r['amount']))).toEqual([100_000, 30_000]);
    // 普通 is our '2' and Zengin's 1.
    expect(data[0]!['accountType']).toBe(l1.accountType === '2' ? '1' : '2');
    expect(records[3]).toMatchObject({ count: '000002', total: '000000130000' });
    expect(readTrailer(file.rawPayload)).toEqual({ count: 2, total: 130_000 });

    // Results need the batch sent first.
    expect(
      (await ops(t, builder).call('POST', `${path}/lines/${l1.id}/result`, { result: 'done', transferred_on: '2026-12-10' }))
        .statusCode,
    ).toBe(409);
    const sent = await ops(t, builder).call('POST', `${path}/sent`, { sent_on: '2026-12-09' }, key());
    expect(sent.json().batch).toMatchObject({ status: 'sent', sent_on: '2026-12-09' });

    // Done: 振込完了 with the bank's day (the clock says 12/01), the ledger transfer posted once.
    const done = await ops(t, builder).call('POST', `${path}/lines/${l1.id}/result`, {
      result: 'done',
      transferred_on: '2026-12-10',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await invoiceRow(t, p1.id)).toMatchObject({ status: INVOICE_STATUS.TransferCompleted, transferredOn: '2026-12-10' });
    expect(
      (await ops(t, builder).call('POST', `${path}/lines/${l1.id}/result`, { result: 'done', transferred_on: '2026-12-10' }))
        .statusCode,
    ).toBe(200);
    expect(await transfersOf(t, p1.id)).toHaveLength(1);
    const contrary = await ops(t, builder).call('POST', `${path}/lines/${l1.id}/result`, {
      result: 'failed',
      failure_code: 'no_account',
    });
    expect(contrary.statusCode).toBe(409);

    // Close is refused while a line waits.
    expect((await ops(t, builder).call('POST', `${path}/close`)).statusCode).toBe(409);
    // その他 needs its text.
    expect(
      (await ops(t, builder).call('POST', `${path}/lines/${l2.id}/result`, { result: 'failed', failure_code: 'other' }))
        .statusCode,
    ).toBe(400);
    const failed = await ops(t, builder).call('POST', `${path}/lines/${l2.id}/result`, {
      result: 'failed',
      failure_code: 'name_mismatch',
    });
    expect(failed.json().line).toMatchObject({ status: 'failed', failure_code: 'name_mismatch', failure_label: '名義相違' });
    const p2row = await invoiceRow(t, p2.id);
    expect(p2row).toMatchObject({ status: INVOICE_STATUS.InProgressExaminationCompleted, isActionRequired: true });
    expect(p2row.actionRequiredReason).toBe(
      '支払先口座への振込ができませんでした（名義相違）。支払先の口座情報をご確認のうえ修正してください。',
    );
    expect(await transfersOf(t, p2.id)).toHaveLength(0);
    // The buyer sees it on the payment.
    const detail = (await api(t, a).inject('GET', `/invoices/${p2.id}`)).json().invoice;
    expect(detail).toMatchObject({ is_action_required: true, action_required_reason: p2row.actionRequiredReason });
    // Nothing transfers while the buyer must correct it.
    await expect(
      transitionInvoice(t.deps, { invoiceId: p2.id, transition: 'transfer', actor: examinerActor }),
    ).rejects.toMatchObject({
      code: 'conflict',
    });

    const closed = await ops(t, builder).call('POST', `${path}/close`);
    expect(closed.json().batch).toMatchObject({ status: 'closed', counts: { done: 1, failed: 1, excluded: 1, pending: 0 } });

    // Reconciliation: lines = trailer, ledger = done lines.
    const rec = (await ops(t, admin).call('GET', `${path}/reconciliation`)).json();
    expect(rec).toMatchObject({
      lines_total: 130_000,
      trailer_total: 130_000,
      trailer_count: 2,
      ledger_transfers_total: 100_000,
      done_total: 100_000,
      agree: true,
    });
    const csv = await ops(t, admin).call('GET', `${path}/reconciliation/csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment;');
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.rawPayload.toString('utf8')).toContain('"明細番号","支払番号"');
    expect(csv.rawPayload.toString('utf8')).toContain('\r\n');

    // Every action left an operator audit row.
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.actorType, 'operator'),
          sql`(${auditLogs.targetId} = ${String(id)} and ${auditLogs.targetType} = 'transfer_batch') or (${auditLogs.detail}->>'batch_id')::text = ${String(id)}`,
        ),
      );
    const actions = audit.map((r) => r.action);
    for (const action of [
      'ops.payouts.build',
      'ops.payouts.exclude_line',
      'ops.payouts.restore_line',
      'ops.payouts.approve',
      'ops.payouts.download_file',
      'ops.payouts.mark_sent',
      'ops.payouts.line_result',
      'ops.payouts.close',
      'ops.payouts.export_batch_csv',
    ])
      expect(actions, action).toContain(action);
    expect(audit.find((r) => r.action === 'ops.payouts.approve')!.actorId).toBe(String(approver.operatorId));
    const transferAudit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'invoice.transfer'), eq(auditLogs.targetId, String(p1.id))));
    expect(transferAudit[0]).toMatchObject({ actorType: 'operator', actorId: String(builder.operatorId) });

    // The buyer corrects the account; another buyer's token finds nothing; the next batch pays it once.
    const other = await supplierAccountFor(t, a, p2.supplierId);
    expect((await api(t, b).inject('PUT', `/invoices/${p2.id}/account`, { account_id: other }, key())).statusCode).toBe(404);
    expect((await api(t, a).inject('PUT', `/invoices/${p2.id}/account`, { account_id: 987654 }, key())).statusCode).toBe(400);
    const fixKey = key();
    const fixed = await api(t, a).inject('PUT', `/invoices/${p2.id}/account`, { account_id: other }, fixKey);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().invoice).toMatchObject({ is_action_required: false, status: 'InProgressExaminationCompleted' });
    expect((await api(t, a).inject('PUT', `/invoices/${p2.id}/account`, { account_id: other }, fixKey)).statusCode).toBe(200);
    expect((await api(t, a).inject('PUT', `/invoices/${p2.id}/account`, { account_id: other }, key())).statusCode).toBe(409);

    // Even if a paid payment were put back to 審査完了 by mistake, its done line keeps it out of every batch.
    await t.db.execute(sql`update invoices set status = 3 where id = ${p1.id}`);
    const next = await build(t, builder, '2026-12-11');
    await t.db.execute(sql`update invoices set status = 4 where id = ${p1.id}`);
    expect(next.statusCode, next.body).toBe(201);
    const nextId = next.json().batch.id as number;
    const again = await lineOf(t, nextId, p2.id);
    expect(again).toMatchObject({ status: 'pending' });
    expect(await lineOf(t, nextId, p1.id)).toBeUndefined(); // paid: never another line
    await ops(t, approver).call('POST', `/ops/payouts/batches/${nextId}/approval`, undefined, key());
    await ops(t, approver).call('POST', `/ops/payouts/batches/${nextId}/sent`, { sent_on: '2026-12-10' }, key());
    const paid = await ops(t, approver).call('POST', `/ops/payouts/batches/${nextId}/lines/${again.id}/result`, {
      result: 'done',
      transferred_on: '2026-12-11',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await invoiceRow(t, p2.id)).toMatchObject({
      status: INVOICE_STATUS.TransferCompleted,
      transferredOn: '2026-12-11',
      accountId: other,
    });
    expect(await transfersOf(t, p2.id)).toHaveLength(1);
    const problems = (await verifyLedger(t.db)).problems.filter((p) => [p1.id, p2.id, p3.id].includes(p.invoiceId));
    expect(problems).toEqual([]);
  });

  it('imports the bank’s result CSV strictly: a bad row refuses the file, a good file applies every row', async () => {
    const p1 = await completedPayment(t, a, 70_000);
    const p2 = await completedPayment(t, b, 20_000);
    const id = (await build(t, builder, '2026-12-10')).json().batch.id as number;
    const path = `/ops/payouts/batches/${id}`;
    await ops(t, approver).call('POST', `${path}/approval`, undefined, key());
    await ops(t, builder).call('POST', `${path}/sent`, { sent_on: '2026-12-09' }, key());
    const l1 = await lineOf(t, id, p1.id);
    const l2 = await lineOf(t, id, p2.id);
    const header = '明細番号,金融機関コード,支店コード,口座番号,振込金額,結果,不能事由,振込日';
    const row = (l: typeof l1, rest: string) => `${l.id},${l.bankCode},${l.branchCode},${l.accountNumber},${l.amount},${rest}`;

    const bad = await ops(t, builder).call('POST', `${path}/results`, {
      file_name: 'result.csv',
      content: [
        header,
        row(l1, '済,,2026/12/10'),
        `${l2.id},${l2.bankCode},${l2.branchCode},${l2.accountNumber},999,不能,口座なし,`,
        '99999999,0001,100,1,1,済,,2026-12-10',
        'x,y',
      ].join('\r\n'),
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { message: string }) => e.message)
        .join('\n'),
    ).toMatch(/3行目.*一致しません[\s\S]*4行目.*ありません[\s\S]*5行目.*項目数/);
    expect((await lineOf(t, id, p1.id)).status).toBe('pending'); // nothing applied
    expect(
      (await ops(t, builder).call('POST', `${path}/results`, { file_name: 'r.csv', content: 'a,b\r\n1,2' })).statusCode,
    ).toBe(400);

    const good = await ops(t, builder).call('POST', `${path}/results`, {
      file_name: 'result.csv',
      content: `\uFEFF${[header, row(l1, '済,,2026/12/10'), row(l2, '不能,口座解約済,')].join('\r\n')}\r\n`,
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ done: 1, failed: 1, unchanged: 0 });
    expect(await invoiceRow(t, p1.id)).toMatchObject({ status: INVOICE_STATUS.TransferCompleted, transferredOn: '2026-12-10' });
    expect((await invoiceRow(t, p2.id)).actionRequiredReason).toContain('口座解約済');
    // The same file again changes nothing.
    const repeat = await ops(t, builder).call('POST', `${path}/results`, {
      file_name: 'result.csv',
      content: [header, row(l1, '済,,2026-12-10'), row(l2, '不能,口座解約済,')].join('\n'),
    });
    expect(repeat.json()).toMatchObject({ done: 0, failed: 0, unchanged: 2 });
    expect(await transfersOf(t, p1.id)).toHaveLength(1);
    const imported = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'ops.payouts.import_results'), eq(auditLogs.targetId, String(id))));
    expect(imported).toHaveLength(2);
    expect(imported[0]).toMatchObject({ actorType: 'operator', actorId: String(builder.operatorId) });
    expect(imported[0]!.detail).toMatchObject({ file_name: 'result.csv', done: 1, failed: 1 });
  });

  it('applies a result file in chunks: a failure keeps the chunks before it, the same file again finishes once', async () => {
    const ps = [await completedPayment(t, a, 11_000), await completedPayment(t, b, 12_000), await completedPayment(t, a, 13_000)];
    const id = (await build(t, builder, '2026-12-10')).json().batch.id as number;
    const path = `/ops/payouts/batches/${id}`;
    await ops(t, approver).call('POST', `${path}/approval`, undefined, key());
    await ops(t, builder).call('POST', `${path}/sent`, { sent_on: '2026-12-09' }, key());
    const lines = await Promise.all(ps.map((p) => lineOf(t, id, p.id)));
    const content = [
      '明細番号,金融機関コード,支店コード,口座番号,振込金額,結果,不能事由,振込日',
      ...lines.map((l) => `${l.id},${l.bankCode},${l.branchCode},${l.accountNumber},${l.amount},済,,2026-12-10`),
    ].join('\r\n');
    // The last line's payment cannot transfer (as if it failed half-way): its chunk is refused.
    const last = ps[2]!.id;
    await t.db.execute(sql`update invoices set is_action_required = true where id = ${last}`);
    const actor = { operatorId: builder.operatorId, name: '送金 作成者', ip: null };
    await expect(
      importResults(t.deps, { actor, batchId: id, fileName: 'result.csv', content, chunkSize: 1 }),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect((await lineOf(t, id, ps[0]!.id)).status).toBe('done');
    expect((await lineOf(t, id, ps[1]!.id)).status).toBe('done');
    expect((await lineOf(t, id, last)).status).toBe('pending');
    await t.db.execute(sql`update invoices set is_action_required = false where id = ${last}`);
    const retried = await ops(t, builder).call('POST', `${path}/results`, { file_name: 'result.csv', content });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ done: 1, failed: 0, unchanged: 2 });
    for (const p of ps) {
      expect(await invoiceRow(t, p.id)).toMatchObject({ status: INVOICE_STATUS.TransferCompleted, transferredOn: '2026-12-10' });
      expect(await transfersOf(t, p.id)).toHaveLength(1);
      const audited = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'invoice.transfer'), eq(auditLogs.targetId, String(p.id))));
      expect(audited).toHaveLength(1);
    }
    const lineAudits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'ops.payouts.line_result'), sql`(${auditLogs.detail}->>'batch_id')::bigint = ${id}`));
    expect(lineAudits.map((r) => Number(r.targetId)).sort((x, y) => x - y)).toEqual(lines.map((l) => l.id).sort((x, y) => x - y));
  });

  it('money views: per day from the ledger, owed to suppliers, CSV with BOM', async () => {
    const p = await completedPayment(t, a, 40_000);
    // beforeEach discarded the earlier tests' drafts, each with its audit row.
    const discarded = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'ops.payouts.discard'));
    expect(discarded.length).toBeGreaterThan(0);
    expect(discarded.every((r) => r.actorType === 'operator' && r.actorId === String(builder.operatorId))).toBe(true);
    // Ledger rows carry the database's own time (not the test clock): the view is per JST day of that.
    const today = jstDate(new Date());
    const day = (await ops(t, builder).call('GET', `/ops/money/daily?from=${today}&to=${today}`)).json();
    const first = day.days.find((d: { date: string }) => d.date === today);
    expect(first.captures).toBeGreaterThanOrEqual(40_000);
    expect(first.commission).toBeGreaterThan(0);
    expect(day.payable_total).toBeGreaterThanOrEqual(40_000);
    const payables = (await ops(t, admin).call('GET', '/ops/money/payables?per_page=500')).json();
    expect(payables.payables).toEqual(expect.arrayContaining([expect.objectContaining({ invoice_id: p.id, balance: 40_000 })]));
    for (const url of [`/ops/money/daily/csv?from=${today}&to=${today}`, '/ops/money/payables/csv']) {
      const csv = await ops(t, admin).call('GET', url);
      expect(csv.statusCode, url).toBe(200);
      expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(csv.rawPayload.toString('utf8').split('\r\n').length).toBeGreaterThan(2);
    }
  });
});

/** Another account of the same supplier (the buyer registers it). */
async function supplierAccountFor(tt: TestApp, s: Session, supplierId: number): Promise<number> {
  const res = await api(tt, s).inject(
    'POST',
    `/suppliers/${supplierId}/accounts`,
    mizuhoAccountBody({ account_number: '7777777' }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().account.id;
}

describe('bank API channel (GMO あおぞら-shaped) against its local fake', () => {
  it('submits the approved batch once, then applies the bank’s results, a failed line included', async () => {
    const fake = await startFakeBankApi();
    const tb = await createTestApp({
      invoiceExtractor: fixedExtractor(),
      env: {
        PAYOUT_CHANNEL: 'bank_api',
        PAYOUT_BANK_API_URL: fake.baseUrl,
        PAYOUT_BANK_API_TOKEN: fake.token,
        PAYOUT_BANK_API_ACCOUNT_ID: fake.accountId,
      },
    });
    try {
      tb.clock.set(BASE_TIME);
      const buyer = await registeredBuyer(tb);
      const maker = await operatorSession(tb, ['treasurer']);
      const checker = await operatorSession(tb, ['treasurer']);
      const p1 = await completedPayment(tb, buyer, 10_000);
      const p2 = await completedPayment(tb, buyer, 20_000);
      const built = await build(tb, maker, '2026-12-10');
      expect(built.json().batch.channel).toBe('bank_api');
      const id = built.json().batch.id as number;
      const path = `/ops/payouts/batches/${id}`;
      await ops(tb, checker).call('POST', `${path}/approval`, undefined, key());
      const sent = await ops(tb, maker).call('POST', `${path}/sent`, { sent_on: '2026-12-09' }, key());
      expect(sent.statusCode, sent.body).toBe(200);
      expect(fake.requests).toHaveLength(1);
      const request = fake.requests[0]!;
      expect(sent.json().batch.bank_request_id).toBe(request.applyNo);
      expect(request.body).toMatchObject({
        accountId: fake.accountId,
        transferDesignatedDate: '2026-12-10',
        totalCount: '2',
        totalAmount: '30000',
      });
      // Sending again does not submit again.
      await ops(tb, maker).call('POST', `${path}/sent`, { sent_on: '2026-12-09' }, key());
      expect(fake.requests).toHaveLength(1);

      // Not executed yet: nothing changes.
      expect((await ops(tb, maker).call('POST', `${path}/bank_status`)).json()).toMatchObject({ done: 0, failed: 0 });
      fake.settle(request.applyNo, [2]);
      const synced = await ops(tb, maker).call('POST', `${path}/bank_status`);
      expect(synced.statusCode, synced.body).toBe(200);
      expect(synced.json()).toMatchObject({ done: 1, failed: 1 });
      expect(await invoiceRow(tb, p1.id)).toMatchObject({
        status: INVOICE_STATUS.TransferCompleted,
        transferredOn: '2026-12-10',
      });
      expect(await invoiceRow(tb, p2.id)).toMatchObject({
        status: INVOICE_STATUS.InProgressExaminationCompleted,
        isActionRequired: true,
      });
      expect(await transfersOf(tb, p2.id)).toHaveLength(0);
      expect((await ops(tb, maker).call('POST', `${path}/close`)).json().batch.status).toBe('closed');
      const synced2 = await tb.db.select().from(auditLogs).where(eq(auditLogs.action, 'ops.payouts.sync_bank_api'));
      expect(synced2.map((r) => r.actorId)).toEqual([String(maker.operatorId), String(maker.operatorId)]);
    } finally {
      await tb.close();
      await fake.close();
    }
  });

  it('never submits a batch twice: a lost answer is looked up at the bank and adopted; when the bank cannot tell, 409', async () => {
    const fake = await startFakeBankApi();
    const tb = await createTestApp({
      invoiceExtractor: fixedExtractor(),
      env: {
        PAYOUT_CHANNEL: 'bank_api',
        PAYOUT_BANK_API_URL: fake.baseUrl,
        PAYOUT_BANK_API_TOKEN: fake.token,
        PAYOUT_BANK_API_ACCOUNT_ID: fake.accountId,
      },
    });
    try {
      tb.clock.set(BASE_TIME);
      const buyer = await registeredBuyer(tb);
      const maker = await operatorSession(tb, ['treasurer']);
      const checker = await operatorSession(tb, ['treasurer']);
      const approvedBatch = async (transferDate: string) => {
        await completedPayment(tb, buyer, 10_000, transferDate);
        const id = (await build(tb, maker, transferDate)).json().batch.id as number;
        await ops(tb, checker).call('POST', `/ops/payouts/batches/${id}/approval`, undefined, key());
        return id;
      };
      const send = (id: number) =>
        ops(tb, maker).call('POST', `/ops/payouts/batches/${id}/sent`, { sent_on: '2026-12-09' }, key());
      const row = async (id: number) => (await tb.db.select().from(transferBatches).where(eq(transferBatches.id, id)))[0]!;

      // The bank accepts the request and the answer is lost: the submission is recorded as started.
      const first = await approvedBatch('2026-12-10');
      fake.faults.dropAnswer = true;
      expect((await send(first)).statusCode).toBe(503);
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]!.body.transferDataName).toBe(`ICP-BATCH-${first}`);
      expect(await row(first)).toMatchObject({
        status: 'approved',
        bankRequestId: null,
        bankSubmissionRef: `ICP-BATCH-${first}`,
      });
      expect((await row(first)).bankSubmissionStartedAt).not.toBeNull();
      // Sent again: the bank is asked for our reference, its request adopted, nothing submitted again.
      const adopted = await send(first);
      expect(adopted.statusCode, adopted.body).toBe(200);
      expect(fake.requests).toHaveLength(1);
      expect(adopted.json().batch).toMatchObject({ status: 'sent', bank_request_id: fake.requests[0]!.applyNo });
      const [audit] = await tb.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'ops.payouts.mark_sent'), eq(auditLogs.targetId, String(first))));
      expect(audit!.detail).toMatchObject({ adopted_existing_request: true, bank_submission_ref: `ICP-BATCH-${first}` });

      // Lost again, and the bank cannot answer the inquiry: 409 to the portal, still one request.
      const second = await approvedBatch('2026-12-11');
      fake.faults.dropAnswer = true;
      expect((await send(second)).statusCode).toBe(503);
      fake.faults.inquiryDown = true;
      const unknown = await send(second);
      expect(unknown.statusCode).toBe(409);
      expect(unknown.json().message).toContain(`銀行のポータルで、振込データ名「ICP-BATCH-${second}」`);
      expect(fake.requests).toHaveLength(2);
      fake.faults.inquiryDown = false;
      expect((await send(second)).json().batch.bank_request_id).toBe(fake.requests[1]!.applyNo);
      expect(fake.requests).toHaveLength(2);

      // Crashed after the marker, before the call: the bank has nothing. Not believed at once (a
      // fresh request may not be listed yet); after the settle time it is submitted, once.
      const third = await approvedBatch('2026-12-14');
      await tb.db.execute(sql`
        update transfer_batches set bank_submission_started_at = ${tb.clock.now().toISOString()}::timestamptz,
          bank_submission_ref = ${`ICP-BATCH-${third}`} where id = ${third}`);
      const early = await send(third);
      expect(early.statusCode).toBe(409);
      expect(fake.requests).toHaveLength(2);
      tb.clock.set(new Date(BASE_TIME.getTime() + SUBMISSION_SETTLE_MS + 1_000));
      const late = await send(third);
      expect(late.statusCode, late.body).toBe(200);
      expect(fake.requests).toHaveLength(3);
      expect(fake.requests[2]!.body.transferDataName).toBe(`ICP-BATCH-${third}`);
    } finally {
      await tb.close();
      await fake.close();
    }
  });

  it('refuses a wrong token the way the bank does', async () => {
    const fake = await startFakeBankApi();
    try {
      const res = await fetch(`${fake.baseUrl}/bulktransfer/status?applyNo=1`, { headers: { 'x-access-token': 'wrong' } });
      expect(res.status).toBe(401);
    } finally {
      await fake.close();
    }
  });
});
