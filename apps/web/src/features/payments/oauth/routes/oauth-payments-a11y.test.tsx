import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../../testing/fixtures.ts';
import { LOAD, renderApp } from '../../../../testing/render-app.tsx';
import { resetFlowHeadingFocus } from '../components/oauth-flow-frame.tsx';
import { DETAIL, freshSession, oauthStubs, PRE, PRE_ID } from '../test-support.ts';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** The WCAG 2.1 A/AA rules the e2e scan runs (e2e/support/axe.ts), minus what jsdom cannot measure. */
async function blockingViolations() {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: {
      // jsdom has no layout or colours.
      'color-contrast': { enabled: false },
      'label-content-name-mismatch': { enabled: true },
      'p-as-heading': { enabled: true },
    },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, LOAD);

beforeEach(() => {
  freshSession();
  resetFlowHeadingFocus();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // axe measures icon ligatures on a canvas, which jsdom does not have.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OAuth payment screens: no serious axe violations', () => {
  it('selection, invoice info (with an error), confirm and complete', async () => {
    stubApi(oauthStubs({ 'GET /invoices/1': () => json(200, { invoice: { ...DETAIL, status: 'InProgress' } }) }));
    const { router } = renderApp('/oauth/payments/selection');
    await screen.findByRole('list', { name: '届いている請求書' }, LOAD);
    expect(await blockingViolations()).toEqual([]);

    await router.navigate(`/oauth/payments/${PRE_ID}/add/invoiceinfo`);
    await h1('支払情報の確認');
    await screen.findByRole('button', { name: /^12月24日（木）/ });
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    await screen.findByText('振込希望日を選択してください。');
    expect(await blockingViolations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /^12月24日（木）/ }));
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    await h1('内容の確認');
    await waitFor(() => expect(screen.getByTestId('charge-total').textContent).toBe('¥113,278'));
    expect(await blockingViolations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'カードで支払う' }));
    await h1('支払の申請が完了しました');
    await screen.findByRole('link', { name: `${PRE.client.name} に戻る` });
    expect(await blockingViolations()).toEqual([]);
  });

  it('the empty selection and a paid pre-payment', async () => {
    stubApi(oauthStubs({}, { list: [], pre: { ...PRE, status: 'paid', invoice_id: 1 } }));
    const { router } = renderApp('/oauth/payments/selection');
    await screen.findByText('お支払い待ちの請求書はありません', undefined, LOAD);
    expect(await blockingViolations()).toEqual([]);
    await router.navigate(`/oauth/payments/${PRE_ID}/add/invoiceinfo`);
    await screen.findByText('この請求書はお支払い済みです', undefined, LOAD);
    expect(await blockingViolations()).toEqual([]);
  });
});
