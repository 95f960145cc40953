import { expect, test } from '../../support/test.ts';
import { logIn } from '../../support/journeys.ts';

test.describe('mobile (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the terms scroll with the page, not inside a box that looks like their end', async ({ page }) => {
    await page.goto('/signin');
    await logIn(page, 'demo@example.com', 'demo-kaisha-2026');
    await expect(page).toHaveURL(/\/toppage/);
    await page.goto('/termsofservice');
    const body = page.getByRole('article', { name: '利用規約本文' });
    await expect(body).toBeVisible();
    // The whole text is laid out: the article is as tall as its content, and taller than the screen.
    const { scrollHeight, clientHeight, overflowY } = await body.evaluate((el) => ({
      scrollHeight: el.scrollHeight,
      clientHeight: el.clientHeight,
      overflowY: getComputedStyle(el).overflowY,
    }));
    expect(overflowY).toBe('visible');
    expect(scrollHeight).toBeLessThanOrEqual(clientHeight + 1);
    expect(clientHeight).toBeGreaterThan(844);
    // Scrolling the page reaches the last line of the terms.
    const lastLine = (await body.innerText()).trim().split('\n').at(-1) ?? '';
    await page.mouse.wheel(0, 100_000);
    await expect(page.getByText(lastLine, { exact: false }).last()).toBeInViewport();
  });
});
