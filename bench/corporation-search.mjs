// Corporation name search p95 on PostgreSQL with N imported rows (default 1,000,000).
// Usage: DATABASE_URL=postgres://…/db npm run build && node bench/corporation-search.mjs [rows]
// Generates a CSV in the 法人番号公表サイト format, imports it with the real importer
// (npm run ops -- corporations:import), then times GET /api/v1/corporations?q=… over HTTP.
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, startApp, stop, waitReady } from './lib.mjs';

if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL to a PostgreSQL database');
const rows = Number(process.argv[2] ?? 1_000_000);
const A = [
  '日本',
  '東京',
  '大阪',
  '北海道',
  '九州',
  '中央',
  '新',
  '第一',
  '山田',
  '鈴木',
  '佐藤',
  'みらい',
  'さくら',
  'ひかり',
  'グリーン',
  'サン',
  'テック',
  'アオイ',
];
const B = [
  '商事',
  '物産',
  '製作所',
  '工業',
  '建設',
  '電機',
  '食品',
  '印刷',
  '物流',
  '不動産',
  'システムズ',
  'ソリューションズ',
  'デザイン',
  '企画',
  '運輸',
  '薬品',
  '電工',
  '製菓',
];
const K = {
  日本: 'ニホン',
  東京: 'トウキョウ',
  大阪: 'オオサカ',
  北海道: 'ホッカイドウ',
  九州: 'キュウシュウ',
  中央: 'チュウオウ',
  新: 'シン',
  第一: 'ダイイチ',
  山田: 'ヤマダ',
  鈴木: 'スズキ',
  佐藤: 'サトウ',
  みらい: 'ミライ',
  さくら: 'サクラ',
  ひかり: 'ヒカリ',
  グリーン: 'グリーン',
  サン: 'サン',
  テック: 'テック',
  アオイ: 'アオイ',
  商事: 'ショウジ',
  物産: 'ブッサン',
  製作所: 'セイサクショ',
  工業: 'コウギョウ',
  建設: 'ケンセツ',
  電機: 'デンキ',
  食品: 'ショクヒン',
  印刷: 'インサツ',
  物流: 'ブツリュウ',
  不動産: 'フドウサン',
  システムズ: 'システムズ',
  ソリューションズ: 'ソリューションズ',
  デザイン: 'デザイン',
  企画: 'キカク',
  運輸: 'ウンユ',
  薬品: 'ヤクヒン',
  電工: 'デンコウ',
  製菓: 'セイカ',
};
function checkDigit(twelve) {
  let sum = 0;
  for (let n = 1; n <= 12; n++) sum += Number(twelve[12 - n]) * (n % 2 === 1 ? 1 : 2);
  return String(9 - (sum % 9));
}
const dir = mkdtempSync(join(tmpdir(), 'icp-corp-'));
const file = join(dir, 'zenken.csv');
const out = createWriteStream(file);
let seed = 42;
const rand = (n) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
for (let i = 0; i < rows; i++) {
  const a = A[rand(A.length)];
  const b = B[rand(B.length)];
  const serial = String(i).padStart(4, '0');
  const name = `株式会社${a}${b}${serial}`;
  const twelve = String(100000000000 + i);
  const cols = [
    String(i + 1),
    checkDigit(twelve) + twelve,
    '01',
    '1',
    '2026-10-01',
    '2015-10-05',
    name,
    '',
    '301',
    '東京都',
    '千代田区',
    `丸の内${(i % 9) + 1}丁目`,
    '',
    '13',
    '101',
    '1000005',
    '',
    '',
    '',
    '',
    '',
    '',
    '2015-10-05',
    '1',
    '',
    '',
    '',
    '',
    `${K[a]}${K[b]}${serial}`,
    '0',
  ];
  if (!out.write(cols.map((c) => `"${c}"`).join(',') + '\r\n')) await new Promise((r) => out.once('drain', r));
}
await new Promise((r) => out.end(r));
console.log(`generated ${rows.toLocaleString()} rows`);
const imported = spawnSync('node', ['apps/api/dist/ops.js', 'corporations:import', file], { stdio: 'inherit', env: process.env });
if (imported.status !== 0) process.exit(1);

const app = startApp({ port: 3303 });
await waitReady(app.url, 60_000);
const post = (path, body, headers = {}) =>
  fetch(`${app.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const login = await (await post('/login', { email_address: 'demo@example.com', password: 'demo-kaisha-2026' })).json();
const mails = await (await fetch(`${app.url}/api/dev/mailbox?to=demo@example.com`)).json();
const tokens = await (
  await post('/login_2auth', { login_token: login.login_token, code: mails[0].text.match(/認証コード：(\d{6})/)[1] })
).json();
const headers = { authorization: `Bearer ${tokens.id_token}`, 'x-access-token': tokens.access_token };
const queries = [
  ...A.map((a) => `${a}${B[rand(B.length)]}`),
  ...B,
  'ヤマダショウジ',
  'さくらデザイン',
  '株式会社東京印刷0042',
  '1000005',
];
const times = [];
for (let round = 0; round < 5; round++) {
  for (const q of queries) {
    const t0 = performance.now();
    const res = await fetch(`${app.url}/api/v1/corporations?q=${encodeURIComponent(q)}&size=10`, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
}
await stop(app.child);
console.log(
  `corporation name search over ${rows.toLocaleString()} rows (PostgreSQL, HTTP incl.): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, n=${times.length}`,
);
