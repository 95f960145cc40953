import { PARTNER_SCOPE_TEXT } from '@icp/contract';
import type { PartnerScope, SecuritySettings } from '@icp/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../lib/ui-store.ts';
import { callsOf, shellStubs } from '../../../testing/api-calls.ts';
import { json, stubApi } from '../../../testing/fixtures.ts';
import { LOAD, renderApp } from '../../../testing/render-app.tsx';
import { freshSession } from '../../../testing/session.ts';

const settings: SecuritySettings = {
  two_factor_method: 'email',
  totp_enabled_at: null,
  recovery_codes_remaining: 0,
  login_alert_enabled: false,
  sessions: [
    {
      id: 's-here',
      device: 'Chrome（Windows）',
      ip_address: '203.0.113.5',
      current: true,
      created_at: '2026-11-20T01:00:00Z',
      last_used_at: '2026-11-20T01:00:00Z',
    },
  ],
};

const scopes = (names: PartnerScope[]) => names.map((scope) => ({ scope, ...PARTNER_SCOPE_TEXT[scope] }));
const LOGO = 'data:image/png;base64,iVBORw0KGgo=';
const accounting = {
  client_id: 'demo-accounting',
  name: 'デモ会計クラウド',
  logo_data_uri: LOGO,
  scopes: scopes(['payments:write', 'payments:read']),
  // 01:30 on the 21st in Japan: the JST date, not the UTC one.
  connected_at: '2026-11-20T16:30:00Z',
};
const invoicing = {
  client_id: 'misc-invoicing',
  name: 'invoice maker',
  logo_data_uri: null,
  scopes: scopes(['suppliers:read']),
  connected_at: '2026-10-01T03:00:00Z',
};

beforeEach(() => {
  freshSession();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openConnections() {
  const view = renderApp('/myaccount/security');
  const section = await screen.findByRole('region', { name: '連携中のアプリ' }, LOAD);
  return { ...view, section };
}

describe('/myaccount/security: 連携中のアプリ', { timeout: 30_000 }, () => {
  it('lists the connected apps with logo or initial, what they may do and the JST date, then disconnects one', async () => {
    let connections = [accounting, invoicing];
    const fetchMock = stubApi({
      ...shellStubs(),
      'GET /users/security_settings': () => json(200, settings),
      'GET /oauth/connections': () => json(200, { connections }),
      'DELETE /oauth/connections/demo-accounting': () => {
        connections = [invoicing];
        return new Response(null, { status: 204 });
      },
    });
    const { section } = await openConnections();
    const list = await within(section).findByRole('list', { name: '連携中のアプリの一覧' });
    const rows = within(list).getAllByTestId('oauth-connection-row');
    expect(rows).toHaveLength(2);

    const first = within(rows[0]!);
    expect(first.getByText('デモ会計クラウド')).toBeTruthy();
    expect(rows[0]!.querySelector('img')?.getAttribute('src')).toBe(LOGO);
    expect(first.getByText('請求書の送信')).toBeTruthy();
    expect(first.getByText('支払状況の確認')).toBeTruthy();
    expect(first.getByText('2026/11/21').getAttribute('datetime')).toBe('2026-11-20T16:30:00Z');
    const second = within(rows[1]!);
    expect(rows[1]!.querySelector('img')).toBeNull();
    expect(second.getByText('I')).toBeTruthy();
    expect(second.getByText('支払先の参照')).toBeTruthy();
    expect(second.getByText('2026/10/01')).toBeTruthy();

    const results = await axe.run(section, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // Cancelling changes nothing.
    fireEvent.click(first.getByRole('button', { name: 'デモ会計クラウドの連携を解除' }));
    const dialog = await screen.findByRole('alertdialog', {}, LOAD);
    expect(within(dialog).getByText('「デモ会計クラウド」との連携を解除しますか？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsOf(fetchMock)).not.toContain('DELETE /oauth/connections/demo-accounting');

    fireEvent.click(first.getByRole('button', { name: 'デモ会計クラウドの連携を解除' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '連携を解除する' }));

    await waitFor(() => expect(within(section).getAllByTestId('oauth-connection-row')).toHaveLength(1));
    expect(within(section).queryByText('デモ会計クラウド')).toBeNull();
    expect(callsOf(fetchMock).filter((c) => c === 'DELETE /oauth/connections/demo-accounting')).toHaveLength(1);
    expect(useUiStore.getState().snackbar?.text).toBe('「デモ会計クラウド」との連携を解除しました。');
    await waitFor(() => expect(document.activeElement).toBe(within(section).getByRole('heading', { name: '連携中のアプリ' })));
  });

  it('says so when no app is connected', async () => {
    stubApi({
      ...shellStubs(),
      'GET /users/security_settings': () => json(200, settings),
      'GET /oauth/connections': () => json(200, { connections: [] }),
    });
    const { section } = await openConnections();
    expect(await within(section).findByText('連携中のアプリはありません。')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /連携を解除/ })).toBeNull();
  });

  it('keeps the app listed and says why when disconnecting fails', async () => {
    stubApi({
      ...shellStubs(),
      'GET /users/security_settings': () => json(200, settings),
      'GET /oauth/connections': () => json(200, { connections: [accounting] }),
      'DELETE /oauth/connections/demo-accounting': () =>
        json(503, {
          status: 'service_unavailable',
          message: 'ただいまサービスを利用できません。時間をおいて再度お試しください。',
        }),
    });
    const { section } = await openConnections();
    fireEvent.click(await within(section).findByRole('button', { name: 'デモ会計クラウドの連携を解除' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', {}, LOAD)).getByRole('button', { name: '連携を解除する' }));
    await waitFor(() => expect(useUiStore.getState().snackbar?.title).toBe('連携を解除できませんでした'));
    expect(within(section).getByText('デモ会計クラウド')).toBeTruthy();
  });
});
