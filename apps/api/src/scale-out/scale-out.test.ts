import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { INVOICE_STATUS } from '@icp/domain';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createDeps } from '../create-deps.ts';
import {
  auditLogs,
  authFailures,
  cardApprovals,
  gatewayOperations,
  invoiceStatusHistory,
  invoices,
  outboxEmails,
  sessions,
  type OperatorRole,
} from '../db/schema.ts';
import { newTotpSecret } from '../modules/auth/totp.ts';
import { createOperator } from '../modules/operators/create-operator.ts';
import { applyTransition } from '../modules/payments/lifecycle/transition.ts';
import { MAX_FAILURES_IN_WINDOW } from '../modules/auth/throttle.ts';
import { enqueueMail } from '../platform/mail/outbox.ts';
import { SecretBox } from '../platform/secret-box.ts';
import { parseSecretBoxKeys, secretBoxKeys } from '../platform/secret-box-keys.ts';
import type { SimulatorOrderView, SimulatorOrdersReport } from '../platform/card-gateway/veritrans-simulator/serve.ts';
import { DEMO_ACCOUNT } from '../seed/seed-demo.ts';
import { type Answer, type TestCluster, send, startTestCluster } from '../testing/cluster-harness.ts';
import { STRONG_PASSWORD, mizuhoAccountBody, supplierCorporationBody, uniqueEmail } from '../testing/fixtures.ts';
import { TEST_CARDS, samplePdf } from '../testing/payment-fixtures.ts';

/**
 * The API claims to be stateless (ARCHITECTURE.md §10): here three real API processes, one
 * VeriTrans4G simulator process and the load balancer of `npm run cluster` run on one PostgreSQL,
 * and every claim is checked by counting what happened — rows, mails the SMTP server received,
 * orders, transactions and requests the simulator recorded (GET /simulator/state) — never by the
 * absence of an error. PGlite cannot be shared between processes, so this file needs
 * TEST_DATABASE_URL (CI sets it, .ci/run).
 */
const adminUrl = process.env['TEST_DATABASE_URL'];
const PROCESSES = 3;

let tc: TestCluster;
/** `api(i)`: the i-th API process itself, bypassing the balancer. */
const api = (i: number) => tc.apis[i % PROCESSES]!;

interface Session {
  headers: Record<string, string>;
  refreshToken: string;
}
const sessionOf = (tokens: { id_token: string; access_token: string; refresh_token: string }): Session => ({
  headers: { authorization: `Bearer ${tokens.id_token}`, 'x-access-token': tokens.access_token },
  refreshToken: tokens.refresh_token,
});

/** The newest code mailed to an address, read from the outbox the API wrote in the same transaction. */
async function lastCodeTo(emailAddress: string): Promise<string> {
  const [mail] = await tc.database.db
    .select({ text: outboxEmails.textBody })
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, emailAddress))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  const code = mail?.text.match(/認証コード：(\d{6})/)?.[1];
  if (!code) throw new Error(`no code mailed to ${emailAddress}`);
  return code;
}

/** Password on one process, the mailed code on another. */
async function logIn(passwordVia: string, codeVia: string, emailAddress: string, password: string): Promise<Session> {
  const login = await send(passwordVia, 'POST', '/api/v1/login', { json: { email_address: emailAddress, password } });
  expect(login.status, login.text).toBe(200);
  const code = await lastCodeTo(emailAddress);
  const verified = await send(codeVia, 'POST', '/api/v1/login_2auth', { json: { login_token: login.json.login_token, code } });
  expect(verified.status, verified.text).toBe(200);
  return sessionOf(verified.json);
}

const information = (base: string, s: Session) => send(base, 'GET', '/api/v1/users/information', { headers: s.headers });
const refresh = (base: string, refreshToken: string) =>
  send(base, 'POST', '/api/v1/users/token', { json: { refresh_token: refreshToken } });

/**
 * A console operator made directly in the cluster's database (enrolled, as the demo seed does,
 * its secret sealed with the processes' keys: SECRET_BOX_KEYS when the environment sets it, else
 * derived from the cluster's JWT secret), then logged in like the console: the password on one
 * process, the authenticator code on another. A code works once per operator per 30 s step, so
 * each operator logs in once; its session is a row in the database, so the token works everywhere.
 */
async function operatorHeaders(roles: OperatorRole[]): Promise<Record<string, string>> {
  const configured = process.env['SECRET_BOX_KEYS'];
  const secretBox = new SecretBox(secretBoxKeys(configured ? parseSecretBoxKeys(configured) : undefined, tc.jwtSecret));
  const emailAddress = uniqueEmail('scale-ops');
  const totpSecret = newTotpSecret();
  await tc.database.db.transaction((tx) =>
    createOperator(tx, secretBox, {
      emailAddress,
      name: 'スケール 検証',
      roles,
      password: STRONG_PASSWORD,
      createdBy: null,
      enrolledTotpSecret: totpSecret,
    }),
  );
  const login = await send(api(0), 'POST', '/api/v1/ops/auth/login', {
    json: { email_address: emailAddress, password: STRONG_PASSWORD },
  });
  expect(login.status, login.text).toBe(200);
  const code = await generate({ secret: totpSecret, epoch: Math.floor(Date.now() / 1000) });
  const verified = await send(api(2), 'POST', '/api/v1/ops/auth/totp', { json: { login_token: login.json.login_token, code } });
  expect(verified.status, verified.text).toBe(200);
  return { authorization: `Bearer ${verified.json.token}` };
}

/** The simulator's order for an orderId (our approval's order_id, the gateway's authId). */
async function simulatorOrder(orderId: string): Promise<SimulatorOrderView> {
  const order = (await tc.simulatorState()).orders.find((o) => o.orderId === orderId);
  if (!order) throw new Error(`the simulator has no order ${orderId}`);
  return order;
}

/** Connection API requests per command between two snapshots, over every orderId. */
function requestsBetween(before: SimulatorOrdersReport, after: SimulatorOrdersReport): Record<string, number> {
  const delta: Record<string, number> = {};
  for (const [command, n] of Object.entries(after.requests)) {
    const added = n - (before.requests[command as keyof typeof before.requests] ?? 0);
    if (added > 0) delta[command] = added;
  }
  return delta;
}

/** Orders the simulator made between two snapshots. */
const ordersBetween = (before: SimulatorOrdersReport, after: SimulatorOrdersReport) =>
  after.orders.filter((o) => !before.orders.some((b) => b.orderId === o.orderId));

/** successful transactions of an order by command: what the card company really did. */
const done = (order: SimulatorOrderView) =>
  order.transactions.filter((t) => t.mstatus === 'success').map((t) => `${t.command} ${t.amount}`);

/** The path and query of an absolute URL, to send through the balancer (PUBLIC_URL names it by localhost). */
const pathOf = (url: string) => {
  const parsed = new URL(url, tc.url);
  return `${parsed.pathname}${parsed.search}`;
};

describe.skipIf(!adminUrl)(
  'scale-out: three API processes, one VeriTrans4G simulator process and the load balancer on one PostgreSQL (skipped without TEST_DATABASE_URL: PGlite cannot be shared between processes)',
  () => {
    beforeAll(async () => {
      // 120 ms per accepted mail: three workers draining one outbox overlap, and the sink sees it.
      // At 25 ms one worker could drain 60 mails (1.5 s) before a loaded machine woke the others
      // (seen twice in CI, expected ≥ 2 overlapping got 1); 60 × 120 ms is 7 s for a lone worker.
      tc = await startTestCluster({ adminUrl: adminUrl!, processes: PROCESSES, smtpDelayMs: 120 });
    }, 90_000);
    afterAll(async () => {
      await tc?.close();
    }, 60_000);

    it('starts all processes at once on an empty database: one migrates and seeds, the others wait, none fails', async () => {
      expect(tc.apis).toHaveLength(PROCESSES);
      const seen = new Set<string | undefined>();
      for (let i = 0; i < PROCESSES * 2; i++) {
        const ready = await send(tc.url, 'GET', '/readyz');
        expect(ready.status).toBe(200);
        seen.add(ready.upstream);
      }
      // Round robin: every process answered through the balancer.
      expect([...seen].sort()).toEqual(['api-1', 'api-2', 'api-3']);
      const demo = await tc.database.db.execute(
        sql`SELECT count(*)::int AS n FROM users WHERE email_address = ${DEMO_ACCOUNT.emailAddress}`,
      );
      expect((demo as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    });

    it('sessions and refresh-token rotation work across processes, and a reused refresh token is refused wherever it shows up', async () => {
      const s0 = await logIn(api(0), api(1), DEMO_ACCOUNT.emailAddress, DEMO_ACCOUNT.password);
      for (let i = 0; i < PROCESSES; i++) expect((await information(api(i), s0)).status).toBe(200);

      // Rotated on process 2; the new tokens work on process 1.
      const r1 = await refresh(api(1), s0.refreshToken);
      expect(r1.status, r1.text).toBe(200);
      const s1 = sessionOf(r1.json);
      expect(s1.refreshToken).not.toBe(s0.refreshToken);
      expect((await information(api(0), s1)).status).toBe(200);

      // Two tabs refreshing the same token at once, on two processes: both get the same successor.
      const [a, b] = await Promise.all([refresh(api(0), s1.refreshToken), refresh(api(2), s1.refreshToken)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.json.refresh_token).toBe(b.json.refresh_token);
      const s2 = sessionOf(a.json);

      // The successor is used on process 2 …
      const r3 = await refresh(api(1), s2.refreshToken);
      expect(r3.status, r3.text).toBe(200);
      const s3 = sessionOf(r3.json);
      // … so the old token showing up again on process 3 is theft: refused, and the session ends.
      const reused = await refresh(api(2), s1.refreshToken);
      expect(reused.status).toBe(401);
      expect(reused.json.status).toBe('invalid_refresh_token');
      for (let i = 0; i < PROCESSES; i++) {
        expect((await information(api(i), s3)).status, `process ${i + 1} still accepts the revoked session`).toBe(401);
        expect((await refresh(api(i), s3.refreshToken)).status).toBe(401);
      }
      const revoked = await tc.database.db
        .select({ reason: sessions.revokedReason })
        .from(sessions)
        .where(eq(sessions.revokedReason, 'refresh_token_reuse'));
      expect(revoked).toHaveLength(1);
    });

    it('the login throttle counts failures from all processes: ten spread over three lock the account on every process', async () => {
      const email = uniqueEmail('throttle');
      const created = await send(api(0), 'POST', '/api/v1/users', { json: { email_address: email, password: STRONG_PASSWORD } });
      expect(created.status, created.text).toBe(200);
      const certified = await send(api(1), 'POST', '/api/v1/users/certification', {
        json: { email_address: email, code: await lastCodeTo(email) },
      });
      expect(certified.status, certified.text).toBe(200);

      // Each failure from its own address, so only the account's count can reach the limit.
      const servedBy = new Set<string | undefined>();
      for (let i = 0; i < MAX_FAILURES_IN_WINDOW; i++) {
        const failed = await send(tc.url, 'POST', '/api/v1/login', {
          json: { email_address: email, password: 'wrong-password-0000' },
          localAddress: `127.0.1.${10 + i}`,
        });
        expect(failed.status, failed.text).toBe(401);
        servedBy.add(failed.upstream);
      }
      expect(servedBy.size).toBe(PROCESSES);
      // The balancer told each process the client's own address (TRUST_PROXY=1), not its own.
      const ipRows = await tc.database.db
        .select({ subject: authFailures.subject })
        .from(authFailures)
        .where(and(eq(authFailures.scope, 'ip'), like(authFailures.subject, '127.0.1.%')));
      expect(ipRows.map((r) => r.subject).sort()).toEqual(
        Array.from({ length: MAX_FAILURES_IN_WINDOW }, (_, i) => `127.0.1.${10 + i}`).sort(),
      );

      // Locked on every process, even with the right password, from an address with no failures.
      for (let i = 0; i < PROCESSES; i++) {
        const locked = await send(api(i), 'POST', '/api/v1/login', {
          json: { email_address: email, password: STRONG_PASSWORD },
          localAddress: '127.0.1.200',
        });
        expect(locked.status, `process ${i + 1}: ${locked.text}`).toBe(429);
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it('a burst of parallel guesses over all processes gets exactly the allowed number of password checks, not more', async () => {
      const email = uniqueEmail('burst');
      const burst = await Promise.all(
        Array.from({ length: 3 * MAX_FAILURES_IN_WINDOW }, (_, i) =>
          send(tc.url, 'POST', '/api/v1/login', {
            json: { email_address: email, password: `wrong-password-${i}` },
            localAddress: `127.0.3.${i + 1}`,
          }),
        ),
      );
      const byStatus = new Map<number, number>();
      for (const answer of burst) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
      // Checked and counted in one step (throttle.ts reserveAttempt): before, 17 of 30 got through.
      expect(Object.fromEntries(byStatus)).toEqual({ 401: MAX_FAILURES_IN_WINDOW, 429: 2 * MAX_FAILURES_IN_WINDOW });
      expect(new Set(burst.map((a) => a.upstream)).size).toBe(PROCESSES);
    });

    it('the per-IP throttle counts across processes too, and a forged X-Forwarded-For does not dodge it', async () => {
      const servedBy = new Set<string | undefined>();
      for (let i = 0; i < MAX_FAILURES_IN_WINDOW; i++) {
        const failed = await send(tc.url, 'POST', '/api/v1/login', {
          json: { email_address: uniqueEmail('nobody'), password: 'wrong-password-0000' },
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
          localAddress: '127.0.2.1',
        });
        expect(failed.status, failed.text).toBe(401);
        servedBy.add(failed.upstream);
      }
      expect(servedBy.size).toBe(PROCESSES);
      for (let i = 0; i < PROCESSES; i++) {
        const locked = await send(tc.url, 'POST', '/api/v1/login', {
          json: { email_address: uniqueEmail('nobody'), password: 'wrong-password-0000' },
          headers: { 'x-forwarded-for': '203.0.113.99' },
          localAddress: '127.0.2.1',
        });
        expect(locked.status, locked.text).toBe(429);
      }
      const forged = await tc.database.db.select().from(authFailures).where(like(authFailures.subject, '198.51.100.%'));
      expect(forged).toHaveLength(0);
    });

    describe('money: the shared VeriTrans4G simulator, idempotent POSTs and the job sweep', () => {
      let buyer: Session;
      let cardId: number;
      let supplier: { supplierId: number; accountId: number };
      let dates: { due_date: string; transfer_date: string };
      let amounts = 50_000;

      const authed = (base: string, method: string, path: string, json?: unknown, headers: Record<string, string> = {}) =>
        send(base, method, `/api/v1${path}`, {
          headers: { ...buyer.headers, ...headers },
          ...(json !== undefined ? { json } : {}),
        });

      /** Asked for on one process, bytes put on another, registered on the third: one shared FILES_DIR. */
      async function uploadedPdf(): Promise<number> {
        const bytes = Buffer.from(await samplePdf(1, { subject: randomUUID() }));
        const slot = await authed(api(0), 'POST', '/invoices/files/upload/url', {
          file_name: '請求書.pdf',
          content_type: 'application/pdf',
          size: bytes.length,
        });
        expect(slot.status, slot.text).toBe(201);
        const target = new URL(slot.json.upload_url, tc.url);
        const put = await send(api(1), 'PUT', `${target.pathname}${target.search}`, { body: bytes, headers: slot.json.headers });
        expect(put.status, put.text).toBe(204);
        const registered = await authed(api(2), 'POST', '/invoices/files/upload', { upload_id: slot.json.upload_id });
        expect(registered.status, registered.text).toBe(201);
        return registered.json.file.id;
      }

      const approve = (base: string, amount: number, key: string) =>
        authed(
          base,
          'POST',
          '/invoices/credit_cards/approval',
          { credit_card_id: cardId, amount, return_path: '/payments/add/confirm' },
          { 'idempotency-key': key },
        );

      /** A one-time token as the card form gets it: MDK body, posted to the simulator from the balancer's origin. */
      async function cardToken(cardNumber: string): Promise<string> {
        const config = await authed(tc.url, 'GET', '/invoices/credit_cards/token_config');
        expect(config.status, config.text).toBe(200);
        const origin = new URL(tc.url).origin;
        const made = await send(config.json.token_url, 'POST', config.json.token_url, {
          json: {
            token_api_key: config.json.token_api_key,
            card_number: cardNumber,
            card_expire: '12/30',
            security_code: '123',
            lang: 'ja',
          },
          headers: { origin },
        });
        expect(made.status, made.text).toBe(200);
        expect(made.headers['access-control-allow-origin']).toBe(origin);
        return made.json.token;
      }

      /**
       * What the browser does with an approval that answered challenge_required: follows
       * challenge_url (our hand-over page, on `pageVia`), the meta refresh to the issuer's page on
       * the simulator's origin, presses 認証する there, comes back through our return route to the
       * flow's page with ?auth_id=; that page asks `resultVia` how it ended. Returns that answer.
       */
      async function passChallenge(approval: { id: number; challenge_url: string }, pageVia = tc.url, resultVia = tc.url) {
        const handOver = await send(pageVia, 'GET', pathOf(approval.challenge_url));
        expect(handOver.status, handOver.text).toBe(200);
        const issuerPage = /url=([^"]+)"/.exec(handOver.text)?.[1]?.replace(/&amp;/g, '&');
        // The simulator runs standalone: its issuer page is on its own origin, by an absolute link.
        expect(issuerPage?.startsWith(`${tc.simulatorUrl}/acs/`), handOver.text).toBe(true);
        const pressed = await send(tc.simulatorUrl, 'POST', issuerPage!, {
          body: Buffer.from('action=authenticate'),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(pressed.status, pressed.text).toBe(303);
        const back = await send(tc.url, 'GET', pathOf(String(pressed.headers.location)));
        expect(back.status, back.text).toBe(303);
        expect(back.headers.location).toMatch(/^\/payments\/add\/confirm\?auth_id=/);
        return authed(resultVia, 'POST', `/invoices/credit_cards/approval/${approval.id}/challenge`);
      }

      /** An approval through 3-D Secure (every authorisation goes through it): the authorised answer. */
      async function authorizedApproval(base: string, amount: number, key = randomUUID()): Promise<Answer> {
        const first = await approve(base, amount, key);
        expect(first.status, first.text).toBe(200);
        expect(first.json.approval.status).toBe('challenge_required');
        const result = await passChallenge(first.json.approval);
        expect(result.status, result.text).toBe(200);
        expect(result.json.approval.status).toBe('authorized');
        return result;
      }

      /** An approval and an uploaded file: the body of a POST /invoices. */
      async function readyPayment() {
        const amount = (amounts += 1_000);
        const approval = await authorizedApproval(tc.url, amount);
        return {
          approval_id: approval.json.approval.id as number,
          file_id: await uploadedPdf(),
          supplier_id: supplier.supplierId,
          account_id: supplier.accountId,
          amount,
          ...dates,
          invoice_number: `SCALE-${amount}`,
        };
      }

      beforeAll(async () => {
        buyer = await logIn(api(2), api(0), DEMO_ACCOUNT.emailAddress, DEMO_ACCOUNT.password);
        const newSupplier = await authed(tc.url, 'POST', '/suppliers/corporation', supplierCorporationBody());
        expect(newSupplier.status, newSupplier.text).toBe(201);
        const supplierId = newSupplier.json.supplier.id;
        const account = await authed(tc.url, 'POST', `/suppliers/${supplierId}/accounts`, mizuhoAccountBody());
        expect(account.status, account.text).toBe(201);
        supplier = { supplierId, accountId: account.json.account.id };
        const schedule = await authed(tc.url, 'GET', '/invoices/transfer_date');
        const earliest: string = schedule.json.earliest_transfer_date;
        const due = new Date(`${earliest}T00:00:00Z`);
        due.setUTCDate(due.getUTCDate() + 30);
        dates = { transfer_date: earliest, due_date: due.toISOString().slice(0, 10) };
      }, 30_000);

      it('a one-time token made by the simulator process is accepted by any API process, once', async () => {
        const before = await tc.simulatorState();
        // The browser's card form: the MDK token request straight to the simulator's origin (CORS).
        const tokens = [await cardToken(TEST_CARDS.jcbOk), await cardToken(TEST_CARDS.jcbOk)];
        const saved = await authed(api(1), 'POST', '/invoices/credit_cards', { token: tokens[0], last4: '0007' });
        expect(saved.status, saved.text).toBe(201);
        cardId = saved.json.credit_card.id;
        // Spent on process 2: process 3 is refused the same token.
        const again = await authed(api(2), 'POST', '/invoices/credit_cards', { token: tokens[0] });
        expect(again.status, again.text).toBeGreaterThanOrEqual(400);
        expect(again.status).toBeLessThan(500);
        const second = await authed(api(2), 'POST', '/invoices/credit_cards', { token: tokens[1] });
        expect(second.status, second.text).toBe(201);
        // Three registrations asked for (each a 2-yen 与信 with the token, voided at once); the
        // reused token made no order, so two verification orders exist, both released.
        const after = await tc.simulatorState();
        expect(requestsBetween(before, after)['cardAuthorize']).toBe(3);
        const verifications = ordersBetween(before, after);
        expect(verifications.map((o) => [o.createdBy, o.status, o.amount, o.authorizedAmount, o.capturedAmount])).toEqual([
          ['cardAuthorize', 'cancelled', 2, 2, 0],
          ['cardAuthorize', 'cancelled', 2, 2, 0],
        ]);
        for (const o of verifications) expect(done(o)).toEqual(['Authorize 2', 'Cancel 2']);
      });

      it('3-D Secure across processes: authorized on one, the hand-over page on any, the issuer page at the simulator, its result read on another', async () => {
        const token = await cardToken(TEST_CARDS.jcb3dsPass);
        const card = await authed(api(0), 'POST', '/invoices/credit_cards', { token });
        expect(card.status, card.text).toBe(201);
        const challenged = await authed(
          api(1),
          'POST',
          '/invoices/credit_cards/approval',
          { credit_card_id: card.json.credit_card.id, amount: 40_000, return_path: '/payments/add/confirm' },
          { 'idempotency-key': randomUUID() },
        );
        expect(challenged.status, challenged.text).toBe(200);
        expect(challenged.json.approval.status).toBe('challenge_required');
        const { id, challenge_url: challengeUrl } = challenged.json.approval;
        // Absolute on our PUBLIC_URL (the balancer): VeriTrans needs one, and the browser opens it.
        expect(new URL(challengeUrl).port).toBe(new URL(tc.url).port);
        expect(new URL(challengeUrl).pathname).toMatch(/^\/gateway\/3ds\/[\w-]+$/);
        // The page process 2 received is served by every process (the store is the database).
        for (let i = 0; i < PROCESSES; i++) {
          const page = await send(api(i), 'GET', pathOf(challengeUrl));
          expect(page.status, `process ${i + 1}: ${page.text}`).toBe(200);
        }
        const [row] = await tc.database.db.select().from(cardApprovals).where(eq(cardApprovals.id, id));
        expect((await simulatorOrder(row!.orderId)).status).toBe('challenge_pending');
        const result = await passChallenge(challenged.json.approval, tc.url, api(2));
        expect(result.status, result.text).toBe(200);
        expect(result.json.approval.status).toBe('authorized');
        const order = await simulatorOrder(row!.orderId);
        // The total (amount + commission) is what is authorised, once.
        expect(order).toMatchObject({ service: 'mpi', status: 'authorized', challenge: 'passed', authorizedAmount: row!.total });
        expect(order.requests).toMatchObject({ mpiReAuthorize: 1 });
        expect(done(order)).toEqual([`ReAuthorize ${row!.total}`]);
      });

      let payment: Awaited<ReturnType<typeof readyPayment>>;
      let createdInvoiceId: number;

      it('an approval with one Idempotency-Key sent to two processes, one after the other, authorizes once and answers the same', async () => {
        const before = await tc.simulatorState();
        const key = randomUUID();
        const first = await approve(api(0), 77_000, key);
        const second = await approve(api(1), 77_000, key);
        expect(first.status, first.text).toBe(200);
        expect(second.status).toBe(200);
        expect(second.json).toEqual(first.json);
        const rows = await tc.database.db.select().from(cardApprovals).where(eq(cardApprovals.idempotencyKey, key));
        expect(rows).toHaveLength(1);
        // One order at the acquirer, asked for once (the second process answered from our row).
        const after = await tc.simulatorState();
        expect(ordersBetween(before, after).map((o) => o.orderId)).toEqual([rows[0]!.orderId]);
        expect(requestsBetween(before, after)).toEqual({ mpiReAuthorize: 1 });
      });

      it('an approval with one Idempotency-Key sent to two processes at once authorizes once; the loser answers 409 or the same', async () => {
        const before = await tc.simulatorState();
        const key = randomUUID();
        const answers = await Promise.all([approve(api(1), 78_000, key), approve(api(2), 78_000, key)]);
        const ok = answers.filter((a) => a.status === 200);
        expect(ok.length).toBeGreaterThanOrEqual(1);
        for (const a of answers) if (a.status !== 200) expect(a.json.status).toBe('idempotency_in_progress');
        const retried = await approve(api(0), 78_000, key);
        expect(retried.status).toBe(200);
        for (const a of ok) expect(a.json).toEqual(retried.json);
        const rows = await tc.database.db.select().from(cardApprovals).where(eq(cardApprovals.idempotencyKey, key));
        expect(rows).toHaveLength(1);
        const after = await tc.simulatorState();
        expect(ordersBetween(before, after).map((o) => o.orderId)).toEqual([rows[0]!.orderId]);
        expect(requestsBetween(before, after)).toEqual({ mpiReAuthorize: 1 });
      });

      it('POST /invoices with one Idempotency-Key sent to two processes at once, then to the third, creates one payment and three equal answers', async () => {
        payment = await readyPayment();
        const key = randomUUID();
        const create = (base: string) => authed(base, 'POST', '/invoices', payment, { 'idempotency-key': key });
        const [a, b] = await Promise.all([create(api(0)), create(api(2))]);
        const c = await create(api(1));
        for (const answer of [a, b, c]) expect(answer.status, answer.text).toBe(201);
        expect(b.json).toEqual(a.json);
        expect(c.json).toEqual(a.json);
        const rows = await tc.database.db.select().from(invoices).where(eq(invoices.idempotencyKey, key));
        expect(rows).toHaveLength(1);
        createdInvoiceId = rows[0]!.id;
        expect(a.json.invoice.id).toBe(createdInvoiceId);
        const [approval] = await tc.database.db.select().from(cardApprovals).where(eq(cardApprovals.id, payment.approval_id));
        expect(approval!.status).toBe('used');
        const created = await tc.database.db
          .select()
          .from(auditLogs)
          .where(and(eq(auditLogs.targetType, 'invoice'), eq(auditLogs.targetId, String(createdInvoiceId))));
        expect(created.filter((r) => r.action === 'invoice.created')).toHaveLength(1);
      });

      it('every payment job and gateway operation runs once while all processes sweep at the same moment', async () => {
        // Unused approvals an hour old: the sweep voids them.
        const stale: number[] = [];
        for (let i = 0; i < 3; i++) {
          const approval = await authorizedApproval(tc.url, 60_000 + i);
          stale.push(approval.json.approval.id);
        }
        await tc.database.db
          .update(cardApprovals)
          .set({ updatedAt: sql`now() - interval '2 hours'` })
          .where(inArray(cardApprovals.id, stale));

        // A completed payment (captured at the simulator by a process) to refund, and the payment
        // made above to void.
        const toRefund = await readyPayment();
        const refundAnswer = await authed(tc.url, 'POST', '/invoices', toRefund, { 'idempotency-key': randomUUID() });
        expect(refundAnswer.status, refundAnswer.text).toBe(201);
        const refundInvoiceId: number = refundAnswer.json.invoice.id;
        const opsHeaders = await operatorHeaders(['examiner', 'admin']);
        const completed = await send(api(1), 'POST', `/api/v1/ops/examination/${refundInvoiceId}/complete`, {
          headers: opsHeaders,
          json: { expected_status: 'InProgress', expected_action_required: false },
        });
        expect(completed.status, completed.text).toBe(200);
        // The cancels commit here, and the process that committed them "dies" before carrying out
        // the void and the refund it queued: exactly what the sweep exists for.
        const { deps, close } = createDeps({
          config: loadConfig({
            NODE_ENV: 'development',
            LOG_LEVEL: 'silent',
            DATABASE_URL: tc.databaseUrl,
            DATA_DIR: tc.dataDir,
            ...tc.veritransEnv,
          }),
          database: tc.database,
          jwtSecret: tc.jwtSecret,
        });
        try {
          await deps.db.transaction(async (tx) => {
            const operator = { type: 'operator', name: 'scale-out-test' } as const;
            await applyTransition(deps, tx, { invoiceId: createdInvoiceId, transition: 'cancel', actor: operator });
            await applyTransition(deps, tx, { invoiceId: refundInvoiceId, transition: 'cancel_completed', actor: operator });
          });
        } finally {
          await close();
        }
        const queued = await tc.database.db
          .select()
          .from(gatewayOperations)
          .where(inArray(gatewayOperations.invoiceId, [createdInvoiceId, refundInvoiceId]));
        expect(queued.map((op) => [op.kind, op.status]).sort()).toEqual([
          ['refund', 'pending'],
          ['void', 'pending'],
        ]);

        // Requests nobody paid, past their deadline.
        const requestIds: number[] = [];
        for (let i = 0; i < 2; i++) {
          const made = await send(tc.url, 'POST', '/api/v1/ops/admin/request-keys', {
            headers: opsHeaders,
            json: {
              buyer_email: DEMO_ACCOUNT.emailAddress,
              seller_name: `期限切れ商事${i}`,
              amount: 33_000 + i,
              due_date: dates.due_date,
              expires_at: new Date(Date.now() + 3_600_000).toISOString(),
            },
          });
          expect(made.status, made.text).toBe(201);
          requestIds.push(made.json.invoice_id);
        }
        await tc.database.db
          .update(invoices)
          .set({ requestExpiresAt: sql`now() - interval '1 minute'` })
          .where(inArray(invoices.id, requestIds));

        // Every process sweeps at the same moment, twice.
        const before = await tc.simulatorState();
        for (let round = 0; round < 2; round++) {
          const sweeps = await Promise.all(
            tc.apis.map((base) => send(base, 'POST', '/api/v1/ops/admin/jobs/run', { headers: opsHeaders })),
          );
          for (const sweep of sweeps) expect(sweep.status, sweep.text).toBe(200);
        }

        const after = await tc.simulatorState();
        const staleRows = await tc.database.db.select().from(cardApprovals).where(inArray(cardApprovals.id, stale));
        const ops = await tc.database.db
          .select()
          .from(gatewayOperations)
          .where(inArray(gatewayOperations.invoiceId, [createdInvoiceId, refundInvoiceId]));
        const voidOp = ops.find((op) => op.kind === 'void')!;
        const refundOp = ops.find((op) => op.kind === 'refund')!;
        // The card company was asked exactly this, each once: 3 + 1 voids and 1 refund (Cancel/card
        // without and with an amount), and the one search the refund makes first to count refunds.
        expect(requestsBetween(before, after)).toEqual({ cardCancel: 5, search: 1 });
        const orderOf = (orderId: string | null) => after.orders.find((o) => o.orderId === orderId)!;
        for (const row of staleRows) {
          const order = orderOf(row.gatewayAuthId);
          expect(order.requests.cardCancel, row.gatewayAuthId!).toBe(1);
          expect([order.status, ...done(order)]).toEqual(['cancelled', `ReAuthorize ${row.total}`, `Cancel ${row.total}`]);
        }
        // Our rows: claimed once, done at the first attempt, one audit row per void.
        for (const row of staleRows) expect(row.status).toBe('voided');
        const voidAudits = await tc.database.db
          .select({ targetId: auditLogs.targetId })
          .from(auditLogs)
          .where(and(eq(auditLogs.action, 'card_approval.voided'), inArray(auditLogs.targetId, stale.map(String))));
        expect(voidAudits.map((a) => a.targetId).sort()).toEqual(stale.map(String).sort());
        for (const op of ops) expect([op.status, op.attempts]).toEqual(['done', 1]);
        const refunded = orderOf(refundOp.authId);
        expect(refunded).toMatchObject({ status: 'cancelled', capturedAmount: refundOp.amount, refundedAmount: refundOp.amount });
        expect(refunded.requests.cardCancel).toBe(1);
        expect(done(refunded)).toEqual([
          `ReAuthorize ${refundOp.amount}`,
          `Capture ${refundOp.amount}`,
          `Cancel ${refundOp.amount}`,
        ]);
        const voided = orderOf(voidOp.authId);
        expect([voided.status, voided.capturedAmount, voided.requests.cardCancel]).toEqual(['cancelled', 0, 1]);
        // Each request expired once: one status change, one history row.
        for (const id of requestIds) {
          const [row] = await tc.database.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, id));
          expect(row!.status).toBe(INVOICE_STATUS.Expired);
          const history = await tc.database.db
            .select()
            .from(invoiceStatusHistory)
            .where(and(eq(invoiceStatusHistory.invoiceId, id), eq(invoiceStatusHistory.status, INVOICE_STATUS.Expired)));
          expect(history).toHaveLength(1);
        }
      });
    });

    it('each outbox mail is sent once while the mail workers of all processes drain the same outbox', async () => {
      const run = randomUUID().slice(0, 8);
      const count = 60;
      const subjects = Array.from({ length: count }, (_, i) => `scale-out ${run} #${i}`);
      // Queued in one transaction: all become due together, and every worker's next pass finds them.
      await tc.database.db.transaction(async (tx) => {
        for (const [i, subject] of subjects.entries())
          await enqueueMail(tx, `scale${i}@example.jp`, { subject, text: subject, html: `<p>${subject}</p>` }, new Date());
      });
      // Wake every process's worker at the same moment, as a use case does after it commits a code
      // mail (a sign-up here), instead of waiting for their 2-second timers.
      const wakeUps = await Promise.all(
        tc.apis.map((base) =>
          send(base, 'POST', '/api/v1/users', { json: { email_address: uniqueEmail('wake'), password: STRONG_PASSWORD } }),
        ),
      );
      for (const wakeUp of wakeUps) expect(wakeUp.status, wakeUp.text).toBe(200);
      const mine = like(outboxEmails.subject, `scale-out ${run} #%`);
      const deadline = Date.now() + 20_000;
      for (;;) {
        const pending = await tc.database.db
          .select({ id: outboxEmails.id })
          .from(outboxEmails)
          .where(and(mine, eq(outboxEmails.status, 'pending')));
        if (pending.length === 0) break;
        if (Date.now() > deadline) throw new Error(`${pending.length} mails still pending`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const rows = await tc.database.db.select().from(outboxEmails).where(mine);
      expect(rows).toHaveLength(count);
      for (const row of rows) expect([row.status, row.attempts]).toEqual(['sent', 1]);
      const delivered = new Map<string, number>();
      for (const mail of tc.smtp.received)
        if (mail.subject.startsWith(`scale-out ${run} `)) delivered.set(mail.subject, (delivered.get(mail.subject) ?? 0) + 1);
      expect(delivered.size).toBe(count);
      expect([...delivered.values()].every((n) => n === 1)).toBe(true);
      // One worker sends one mail at a time: overlapping deliveries came from different processes.
      expect(tc.smtp.maxConcurrent()).toBeGreaterThanOrEqual(2);
    }, 30_000);
  },
);
