/* global requestAnimationFrame -- used inside page.evaluate callbacks, which run in the browser */
// Keystroke → bank search results shown, in Chromium against the built app (issue 3).
// Usage: npm run build && node bench/bank-search-browser.mjs
// For each keystroke, measures from the key press until the results list shows entries matching
// the new text (the picker debounces typing, so this includes the debounce by design).
import { chromium } from '@playwright/test';
import { percentile, startApp, stop, waitReady } from './lib.mjs';

const app = startApp({ port: 3305 });
await waitReady(app.url, 60_000);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${app.url}/signin`);
await page.getByLabel('メールアドレス').fill('demo@example.com');
await page.getByLabel('パスワード', { exact: true }).fill('demo-kaisha-2026');
await page.getByRole('button', { name: 'ログイン' }).click();
await page.waitForURL(/onetime-password/);
const mails = await (await page.request.get(`${app.url}/api/dev/mailbox?to=demo@example.com`)).json();
await page.getByLabel('認証コード').fill(mails[0].text.match(/認証コード：(\d{6})/)[1]);
await page.getByRole('button', { name: /認証/ }).first().click();
await page.waitForURL(/toppage/);
await page.goto(`${app.url}/suppliers/add/company`);
await page.getByRole('radio', { name: /^個人事業主/ }).check();
for (const [label, value] of [
  ['屋号または氏名', 'ベンチ商店'],
  ['支払先名（カナ）', 'ベンチショウテン'],
  ['郵便番号', '1000005'],
  ['市区町村', '千代田区'],
  ['番地', '1-1'],
]) {
  await page.getByLabel(label, { exact: true }).fill(value);
}
await page.getByLabel('都道府県', { exact: true }).selectOption('東京都');
await page.getByRole('button', { name: '次へ' }).click();
await page.waitForURL(/add\/bank/);

const box = page.getByRole('combobox', { name: '金融機関名・コードで検索' });
const times = [];
for (const word of ['みずほ', 'しんきん', 'ゆうちょ', 'らくてん', 'あおもり', '0001', 'ちば']) {
  await box.fill('');
  await page.waitForTimeout(200);
  let typed = '';
  for (const ch of word) {
    typed += ch;
    const q = encodeURIComponent(typed);
    const responded = page.waitForResponse((r) => r.url().includes('/api/v1/banks2') && r.url().includes(`q=${q}`));
    const t0 = Date.now();
    await page.keyboard.insertText(ch);
    await responded;
    // Results are on screen once React has rendered them: two animation frames after the response.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    times.push(Date.now() - t0);
    await page.waitForTimeout(120);
  }
}
await browser.close();
await stop(app.child);
console.log(
  `keystroke → results shown (incl. debounce): p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms (n=${times.length})`,
);
