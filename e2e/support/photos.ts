import type { Page, TestInfo } from '@playwright/test';

/**
 * Photographs the screen as it is at 1280 px and at 390 px (a phone), full page, into the test's
 * output folder (test-results/…), then puts the viewport back: what a reviewer opens to see that
 * Japanese text renders and nothing overflows on either width.
 */
export async function photograph(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const before = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
