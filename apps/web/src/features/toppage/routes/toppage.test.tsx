import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shellStubs } from '../../../testing/api-calls.ts';
import { json, logIn, resetSession, stubApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeEach(() => {
  resetSession();
  logIn();
});
afterEach(cleanup);

describe('/toppage counts', () => {
  it('審査中 counts what the 審査中 tab shows, including the payment that needs action', async () => {
    // One payment under review, and it needs action: only the action-required probe finds it.
    stubApi({
      ...shellStubs(),
      'GET /invoices': (url) =>
        json(200, {
          total_count: url.searchParams.get('is_action_required') === 'true' ? 1 : 0,
          total_count_is_action_required: 0,
          invoices: [],
        }),
    });
    const { router } = renderApp('/toppage');
    const review = await screen.findByRole('link', { name: /^審査中 .* 1件$/ });
    expect(review.getAttribute('href')).toBe('/payments/review');
    expect(screen.getByRole('link', { name: /^要対応 .* 1件$/ })).toBeTruthy();

    await router.navigate('/payments/review');
    const tabs = await screen.findByRole('navigation', { name: '支払の一覧' });
    expect(within(tabs).getByRole('link', { name: /審査中/ }).textContent).toContain('1');
  });
});
