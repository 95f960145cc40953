// Zengin 総合振込 file for a 10,000-line batch (docs/design.md §9: ≤ 2 s, constant memory; stretch
// ≤ 0.5 s): time to build the records and encode them to Shift_JIS, and the heap it takes.
// Usage: node bench/zengin-file.mjs [lines=10000] [rounds=5]   (no build needed: TypeScript via tsx)
import { register } from 'tsx/esm/api';
import { percentile } from './lib.mjs';

register();
const { zenginTransferFile } = await import('../apps/api/src/modules/payouts/zengin-file.ts');

const lines = Number(process.argv[2] ?? 10_000);
const rounds = Number(process.argv[3] ?? 5);
const batch = {
  requester: {
    code: '0000012345',
    name: 'ｶ)ｾｲｷﾕｳｼﾖｶ-ﾄﾞﾊﾞﾗｲ',
    bankCode: '0001',
    bankName: 'ﾐｽﾞﾎ',
    branchCode: '100',
    branchName: 'ﾄｳｷﾖｳｴｲｷﾞﾖｳﾌﾞ',
    accountType: 1,
    accountNumber: '7654321',
  },
  transferDate: '2026-12-10',
  transfers: Array.from({ length: lines }, (_, i) => ({
    bankCode: String(1 + (i % 9000)).padStart(4, '0'),
    bankName: 'ミツイスミトモ',
    branchCode: String(i % 1000),
    branchName: 'ﾄｳｷﾖｳ',
    accountType: 1 + (i % 2),
    accountNumber: String(1_000_000 + i),
    holderName: 'ｶ)ｻﾝﾌﾟﾙｲﾝｻﾂ',
    amount: 1_000 + i * 7,
    customerCode: String(i + 1),
  })),
};

const times = [];
let bytes = 0;
let heapGrowth = 0;
for (let r = 0; r < rounds + 1; r++) {
  globalThis.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const file = zenginTransferFile(batch);
  const ms = performance.now() - t0;
  heapGrowth = Math.max(heapGrowth, process.memoryUsage().heapUsed - heap0);
  bytes = file.length;
  if (r > 0) times.push(ms); // the first round warms the JIT and loads iconv-lite's tables
}
console.log(`${lines.toLocaleString()} lines → ${(bytes / 1024).toFixed(0)} KiB, ${rounds} rounds`);
console.log(`  build + Shift_JIS encode: p50 ${percentile(times, 50).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`);
console.log(
  `  heap growth during one file: ${(heapGrowth / 1024 / 1024).toFixed(1)} MiB (the file itself is ${(bytes / 1024 / 1024).toFixed(1)} MiB)`,
);
