import { formatCounts } from '../../support/axe.ts';
import { logIn } from '../../support/journeys.ts';
import { createPayment } from '../../support/payments.ts';
import { expect, test, type A11y, type Page } from '../../support/test.ts';

/**
 * axe-core (WCAG 2.1 A/AA) over the main screens, at desktop and phone width. Every page.goto is
 * scanned by the shared fixture; this journey prints one line per screen (violations by impact)
 * so the result can be quoted, and fails through the fixture on any serious or critical one.
 */

const SIGNED_OUT = ['/signin', '/signup', '/password/sendemail'];
const SIGNED_IN = [
  '/toppage',
  '/payments/review',
  '/payments/history',
  '/payments/draft',
  '/payments/create',
  '/suppliers?status=enable',
  '/suppliers/add/company',
  '/notifications',
  '/myaccount',
  '/myaccount/company',
  '/myaccount/creditcards',
  '/myaccount/security',
  '/termsofservice',
];

function report(a11y: A11y, viewport: string): void {
  const lines = a11y.scans.map((scan) => `  ${formatCounts(scan)}`);
  console.log(`axe-core at ${viewport}:\n${lines.join('\n')}`);
}

/** page.goto is scanned by the fixture once the screen has settled. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main').first()).toBeVisible();
}

for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 800 }],
  ['390 px', { width: 390, height: 844 }],
] as const) {
  test.describe(`accessibility at ${label}`, () => {
    test.use({ viewport });

    test('the main screens have no serious or critical axe-core violation', async ({ page, a11y }) => {
      test.setTimeout(150_000);
      try {
        await visitAll(page, a11y, viewport.width);
      } finally {
        report(a11y, label);
      }
    });
  });
}

async function visitAll(page: Page, a11y: A11y, width: number): Promise<void> {
  for (const path of SIGNED_OUT) await visit(page, path);

  await page.goto('/signin');
  await logIn(page, 'demo@example.com', 'demo-kaisha-2026');
  await expect(page).toHaveURL(/\/toppage/);
  for (const path of SIGNED_IN) await visit(page, path);

  if (width >= 1024) {
    await page.getByRole('button', { name: /株式会社デモ商事/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await a11y.check('account menu open');
    await page.keyboard.press('Escape');
  } else {
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await a11y.check('navigation drawer open');
    await page.keyboard.press('Escape');
  }

  await page.goto('/suppliers?status=enable');
  const supplier = page.getByRole('link', { name: /株式会社|有限会社|合同会社|デザイン|印刷|物流/ }).first();
  const supplierHref = await supplier.getAttribute('href');
  expect(supplierHref).toMatch(/^\/suppliers\/\d+/);
  await visit(page, supplierHref!);

  // Last, a new payment: its steps (invoice info, confirm with the fee block, complete) are scanned
  // on the way, then its detail and the review list with a row in it.
  const paymentId = await createPayment(page, 'sole-01.pdf', a11y);
  await visit(page, '/payments/review');
  await visit(page, `/payments/review/${paymentId}`);
}
