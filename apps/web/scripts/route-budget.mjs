// Gzip size of the JS each route loads, from the Vite manifest (docs/design.md §9 budgets).
// Usage: node apps/web/scripts/route-budget.mjs [--json]   (after `vite build`)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('no entry in manifest');

const gz = new Map();
const gzipOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};

/** Static import closure of a manifest key: what the browser must fetch to run it. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entryFiles = closure(entryKey);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sum = (files) => [...files].reduce((a, f) => a + gzipOf(f), 0);

const routes = {
  '/signin': ['src/features/auth/routes/signin.tsx'],
  '/signup': ['src/features/auth/routes/signup.tsx'],
  '/onetime-password': ['src/features/auth/routes/onetime-password.tsx'],
  '/registration': ['src/features/registration/routes/registration.tsx'],
  '/toppage': ['src/app/layouts/main-layout.tsx', 'src/features/toppage/routes/toppage.tsx'],
  '/payments/review': ['src/app/layouts/main-layout.tsx', 'src/features/payments/lists/routes/review-list.tsx'],
  '/suppliers': ['src/app/layouts/main-layout.tsx', 'src/features/suppliers/routes/suppliers.tsx'],
  '/suppliers/:id': ['src/app/layouts/main-layout.tsx', 'src/features/suppliers/routes/supplier-detail.tsx'],
  '/suppliers/:id/payment-history': [
    'src/app/layouts/main-layout.tsx',
    'src/features/suppliers/routes/supplier-payment-history.tsx',
  ],
  '/suppliers/:id/payment-history/:pid': [
    'src/app/layouts/main-layout.tsx',
    'src/features/suppliers/routes/supplier-payment-history-detail.tsx',
  ],
  '/suppliers/:id/collection-history/:pid': [
    'src/app/layouts/main-layout.tsx',
    'src/features/suppliers/routes/supplier-collection-history-detail.tsx',
  ],
  '/suppliers/add/company': ['src/app/layouts/main-layout.tsx', 'src/features/suppliers/routes/add-company.tsx'],
  '/suppliers/add/bank': ['src/app/layouts/main-layout.tsx', 'src/features/suppliers/routes/add-bank.tsx'],
  '/suppliers/add/confirm': ['src/app/layouts/main-layout.tsx', 'src/features/suppliers/routes/add-confirm.tsx'],
  '/payments/create': ['src/app/layouts/main-layout.tsx', 'src/features/payments/create/routes/create.tsx'],
  '/payments/add/invoiceinfo': ['src/app/layouts/main-layout.tsx', 'src/features/payments/create/routes/add-invoice-info.tsx'],
  '/payments/add/confirm': ['src/app/layouts/main-layout.tsx', 'src/features/payments/create/routes/add-confirm.tsx'],
  '/payments/complete': ['src/app/layouts/main-layout.tsx', 'src/features/payments/create/routes/complete.tsx'],
  '/payments/draft': ['src/app/layouts/main-layout.tsx', 'src/features/payments/lists/routes/draft-list.tsx'],
  '/payments/reserved': ['src/app/layouts/main-layout.tsx', 'src/features/payments/lists/routes/reserved-list.tsx'],
  '/payments/history': ['src/app/layouts/main-layout.tsx', 'src/features/payments/lists/routes/history-list.tsx'],
  '/payments/waiting': ['src/app/layouts/main-layout.tsx', 'src/features/payments/lists/routes/waiting-list.tsx'],
  '/payments/review/:id': ['src/app/layouts/main-layout.tsx', 'src/features/payments/detail/routes/payment-detail.tsx'],
  '/payments/edit/:id/invoiceinfo': [
    'src/app/layouts/main-layout.tsx',
    'src/features/payments/edit/routes/edit-invoice-info.tsx',
  ],
  '/payments/edit/:id/confirm': ['src/app/layouts/main-layout.tsx', 'src/features/payments/edit/routes/edit-confirm.tsx'],
  '/payments/waiting/:id/creditcard': [
    'src/app/layouts/main-layout.tsx',
    'src/features/payments/requests/routes/waiting-creditcard.tsx',
  ],
  '/notifications': ['src/app/layouts/main-layout.tsx', 'src/features/notifications/routes/notifications.tsx'],
  '/termsofservice': ['src/app/layouts/main-layout.tsx', 'src/features/terms/routes/terms-of-service.tsx'],
  '/notifications/:id': [
    'src/app/layouts/main-layout.tsx',
    'src/features/notifications/routes/notifications.tsx',
    'src/features/notifications/routes/notification-detail.tsx',
  ],
  '/myaccount': ['src/app/layouts/main-layout.tsx', 'src/features/account/routes/myaccount.tsx'],
  '/myaccount/edit-email-address': ['src/app/layouts/main-layout.tsx', 'src/features/account/routes/edit-email-address.tsx'],
  '/myaccount/edit-email-auth': ['src/app/layouts/main-layout.tsx', 'src/features/account/routes/edit-email-auth.tsx'],
  '/myaccount/edit-email-complete': ['src/features/account/routes/edit-email-complete.tsx'],
  '/myaccount/edit-password': ['src/app/layouts/main-layout.tsx', 'src/features/account/routes/edit-password.tsx'],
  '/myaccount/company': ['src/app/layouts/main-layout.tsx', 'src/features/account/routes/company.tsx'],
  '/myaccount/creditcards': ['src/app/layouts/main-layout.tsx', 'src/features/account/routes/creditcards.tsx'],
  '/myaccount/security': ['src/app/layouts/main-layout.tsx', 'src/features/security/routes/security.tsx'],
  '/oauth/payments/selection': ['src/app/layouts/simple-layout.tsx', 'src/features/oauth/routes/payments-selection.tsx'],
  '/error/…': ['src/app/layouts/blank-layout.tsx', 'src/features/errors/routes/error-page.tsx'],
};

const rows = [];
for (const [route, keys] of Object.entries(routes)) {
  const files = new Set(entryFiles);
  for (const k of keys) {
    if (!manifest[k]) throw new Error(`${k} not in manifest`);
    closure(k, files);
  }
  const extra = [...files].filter((f) => !entryFiles.has(f));
  rows.push({ route, total: sum(files), extra: sum(extra), files: [...files] });
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ entry: [...entryFiles], rows }, null, 2));
} else {
  console.log(`entry (${[...entryFiles].length} files): ${kb(sum(entryFiles))} gzip`);
  for (const r of rows)
    console.log(`${r.route.padEnd(40)} total ${kb(r.total).padStart(9)}   beyond entry ${kb(r.extra).padStart(8)}`);
  const signin = rows.find((r) => r.route === '/signin');
  console.log('\n/signin loads:');
  for (const f of signin.files) console.log(`  ${f.padEnd(48)} ${kb(gzipOf(f))}`);
}
