import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema.ts';
import { STRONG_PASSWORD, uniqueEmail } from '../../testing/fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';
import { createSmtpTransport } from './transport.ts';

/** Production mail path: outbox row → worker → nodemailer → a real SMTP server on 127.0.0.1. */
const received: { to: string[]; raw: string }[] = [];
let server: SMTPServer;
let port: number;
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
  t = await createTestApp({
    mailTransport: createSmtpTransport(`smtp://127.0.0.1:${port}`, '請求書カード払い <no-reply@example.jp>'),
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMTP delivery', () => {
  it('sends the sign-up code as a Japanese multipart mail and marks the outbox row sent', async () => {
    const email = uniqueEmail('smtp');
    await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { email_address: email, password: STRONG_PASSWORD } });
    await t.deps.mail.nudge();
    const mail = received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/Subject: =\?UTF-8\?/i);
    expect(mail!.raw).toContain('multipart/alternative');
    expect(mail!.raw).toContain('text/plain');
    expect(mail!.raw).toContain('text/html');
    const rows = await t.db.select().from(outboxEmails);
    expect(rows.find((r) => r.toAddress === email)?.status).toBe('sent');
  });

  it('keeps a mail pending with back-off when the SMTP server is down, and sends it later', async () => {
    const down = await createTestApp({ mailTransport: createSmtpTransport('smtp://127.0.0.1:1', 'x <x@example.jp>') });
    try {
      const email = uniqueEmail('retry');
      await down.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        payload: { email_address: email, password: STRONG_PASSWORD },
      });
      await down.deps.mail.nudge();
      const [row] = (await down.db.select().from(outboxEmails)).filter((r) => r.toAddress === email);
      expect(row?.status).toBe('pending');
      expect(row?.attempts).toBe(1);
      expect(row?.lastError).toBeTruthy();
      expect(row!.availableAt.getTime()).toBeGreaterThan(down.clock.now().getTime());
    } finally {
      await down.close();
    }
  });
});
