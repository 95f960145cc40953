import { test as base, expect, type Page } from '@playwright/test';
import { formatFindings, isBlocking, scanPage, type AxeFinding, type AxeScan } from './axe.ts';

/**
 * Every journey imports `test` and `expect` from here, not from '@playwright/test', so that no
 * journey can forget the accessibility check: axe-core (WCAG 2.1 A/AA) runs after every
 * `page.goto`, at every explicit `a11y.check()`, and on the last screen of the test. A serious or
 * critical violation anywhere fails the test with a readable list once the test body is done, so
 * the journey's own assertions still run and report first.
 */
export interface A11y {
  /** Scans the screen as it is now (after a click, with a dialog open, ...). */
  check(label?: string): Promise<AxeScan>;
  /** Every scan of this test so far, in order. */
  readonly scans: readonly AxeScan[];
}

function createA11y(page: Page): A11y {
  const scans: AxeScan[] = [];
  return {
    scans,
    async check(label) {
      const scan = await base.step(`axe ${label ?? 'after navigation'}`, () => scanPage(page, label), { box: true });
      scans.push(scan);
      return scan;
    },
  };
}

/** The same rule on the same element is one problem, however many checkpoints saw it. */
function blockingFindings(scans: readonly AxeScan[]): AxeFinding[] {
  const seen = new Map<string, AxeFinding>();
  for (const f of scans.flatMap((s) => s.findings).filter(isBlocking)) {
    const key = `${f.rule}|${f.target}`;
    if (!seen.has(key)) seen.set(key, f);
  }
  return [...seen.values()];
}

export const test = base.extend<{ a11y: A11y }>({
  a11y: [
    async ({ page }, use, testInfo) => {
      const a11y = createA11y(page);
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await a11y.check();
        return response;
      };

      await use(a11y);

      if (testInfo.status === testInfo.expectedStatus && !page.isClosed()) await a11y.check('end of test');
      const blocking = blockingFindings(a11y.scans);
      await testInfo.attach('axe-scans.json', {
        body: JSON.stringify(a11y.scans, null, 2),
        contentType: 'application/json',
      });
      if (blocking.length > 0) {
        throw new Error(
          `axe-core: ${blocking.length} serious/critical accessibility violation(s)\n\n${formatFindings(blocking)}`,
        );
      }
    },
    { auto: true },
  ],
});

export { expect };
export type { Page } from '@playwright/test';
