import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../../testing/fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });

describe('sign-up', () => {
  it('mails a 6-digit code in Japanese (text and HTML), and the code confirms the account and logs in', async () => {
    const email = uniqueEmail();
    const res = await post('/users', { email_address: email, password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(200);
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toContain('請求書カード払い');
    expect(mail?.textBody).toMatch(/認証コード：\d{6}/);
    expect(mail?.htmlBody).toContain('<html lang="ja">');
    const code = await t.lastCodeTo(email);
    const certified = await post('/users/certification', { email_address: email, code });
    expect(certified.statusCode).toBe(200);
    expect(Object.keys(certified.json()).sort()).toEqual(['access_token', 'expires_in', 'id_token', 'refresh_token']);
    expect(certified.json().expires_in).toBe(900);
  });

  it('answers a taken address exactly like a new one, and mails a notice instead of a code', async () => {
    const email = uniqueEmail();
    await post('/users', { email_address: email, password: STRONG_PASSWORD });
    await post('/users/certification', { email_address: email, code: await t.lastCodeTo(email) });
    const fresh = await post('/users', { email_address: uniqueEmail(), password: STRONG_PASSWORD });
    const again = await post('/users', { email_address: email, password: STRONG_PASSWORD });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
    expect((await t.lastMailTo(email))?.textBody).toContain('すでに登録されています');
  });

  it.each([
    ['too short (11 chars)', 'abcdefghijk', '12文字以上'],
    ['a common password', 'password1234', '推測されやすい'],
    ['the e-mail address itself', 'SAME', 'メールアドレス'],
    ['one repeated character', 'aaaaaaaaaaaaaa', '推測されやすい'],
  ])('refuses a password that is %s', async (_label, password, message) => {
    const email = uniqueEmail();
    const res = await post('/users', { email_address: email, password: password === 'SAME' ? email : password });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(res.json().errors[0].field).toBe('password');
    expect(await t.lastMailTo(email)).toBeUndefined();
  });

  it('user_simple_check says whether a password would be accepted, without creating anything', async () => {
    const email = uniqueEmail();
    expect((await post('/user_simple_check', { email_address: email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    const weak = await post('/user_simple_check', { email_address: email, password: 'qwertyuiop123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().status).toBe('weak_password');
    expect(await t.lastMailTo(email)).toBeUndefined();
  });

  it('a wrong code is refused with the tries left; the fifth miss kills the code', async () => {
    const email = uniqueEmail();
    await post('/users', { email_address: email, password: STRONG_PASSWORD });
    const code = await t.lastCodeTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 4; i >= 1; i--) {
      const res = await post('/users/certification', { email_address: email, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(`あと${i}回`);
    }
    const fifth = await post('/users/certification', { email_address: email, code: wrong });
    expect(fifth.json().status).toBe('code_expired');
    const right = await post('/users/certification', { email_address: email, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().status).toBe('code_expired');
  });

  it('a code is dead after 10 minutes', async () => {
    const email = uniqueEmail();
    await post('/users', { email_address: email, password: STRONG_PASSWORD });
    const code = await t.lastCodeTo(email);
    t.clock.advance(10 * 60_000 + 1);
    const res = await post('/users/certification', { email_address: email, code });
    expect(res.json().status).toBe('code_expired');
  });

  it('resend is allowed once a minute and replaces the old code', async () => {
    const email = uniqueEmail();
    await post('/users', { email_address: email, password: STRONG_PASSWORD });
    const first = await t.lastCodeTo(email);
    const tooSoon = await post('/users/resignup', { email_address: email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().status).toBe('resend_too_soon');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(61_000);
    expect((await post('/users/resignup', { email_address: email })).statusCode).toBe(200);
    const second = await t.lastCodeTo(email);
    if (first !== second) {
      const old = await post('/users/certification', { email_address: email, code: first });
      expect(old.statusCode).toBe(400);
    }
    expect((await post('/users/certification', { email_address: email, code: second })).statusCode).toBe(200);
  });

  it('a second sign-up on an unconfirmed address does not replace its password', async () => {
    const email = uniqueEmail();
    const other = 'someone-else-2026-pw';
    await post('/users', { email_address: email, password: STRONG_PASSWORD });
    t.clock.advance(61_000);
    const again = await post('/users', { email_address: email, password: other });
    expect(again.statusCode).toBe(200);
    // the mailbox owner confirms the newest code: the password set first is the one that works
    expect((await post('/users/certification', { email_address: email, code: await t.lastCodeTo(email) })).statusCode).toBe(200);
    expect((await post('/login', { email_address: email, password: STRONG_PASSWORD })).json().next).toBe('two_factor');
    expect((await post('/login', { email_address: email, password: other })).statusCode).toBe(401);
  });

  it('resend throttles an unknown and a confirmed address exactly like a pending one', async () => {
    const pending = uniqueEmail('pending');
    await post('/users', { email_address: pending, password: STRONG_PASSWORD });
    const confirmed = uniqueEmail('confirmed');
    await post('/users', { email_address: confirmed, password: STRONG_PASSWORD });
    await post('/users/certification', { email_address: confirmed, code: await t.lastCodeTo(confirmed) });
    const unknown = uniqueEmail('unknown');
    t.clock.advance(61 * 60_000); // the sign-ups above leave the hour's count
    const answers: Record<string, string[]> = { [pending]: [], [confirmed]: [], [unknown]: [] };
    for (let round = 0; round < 7; round++) {
      for (const email of Object.keys(answers)) {
        for (let i = 0; i < 2; i++) {
          const res = await post('/users/resignup', { email_address: email });
          answers[email]!.push(
            `${res.statusCode} ${res.statusCode === 200 ? '' : res.json().status} ${res.headers['retry-after'] ?? ''}`,
          );
        }
      }
      t.clock.advance(61_000);
    }
    // six codes an hour, one a minute, whoever asks
    const expected = [
      ...Array.from({ length: 6 }, () => ['200  ', '429 resend_too_soon 60']).flat(),
      '429 too_many_requests ',
      '429 too_many_requests ',
    ];
    expect(answers[pending]).toEqual(expected);
    expect(answers[unknown]).toEqual(expected);
    expect(answers[confirmed]).toEqual(expected);
    expect(await t.lastMailTo(unknown)).toBeUndefined();
  });

  it('resend for an unknown address answers like a real one and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await post('/users/resignup', { email_address: email });
    expect(res.statusCode).toBe(200);
    expect(await t.lastMailTo(email)).toBeUndefined();
  });
});
