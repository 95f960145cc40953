import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { shellStubs } from '../../../testing/api-calls.ts';
import { json, logIn, resetSession, stubApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeEach(() => {
  queryClient.clear();
  resetSession();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/toppage status cards', { timeout: 20_000 }, () => {
  it('name each card by everything it shows, in order: label, description and count, exactly as shown', async () => {
    logIn();
    stubApi({ ...shellStubs(), 'GET /suppliers': () => json(200, { count_all: 3, suppliers: [] }) });
    renderApp('/toppage');
    const suppliers = await screen.findByRole('link', { name: '登録済み支払先 利用中の支払先 3件' }, { timeout: 10_000 });
    expect(suppliers.getAttribute('href')).toBe('/suppliers?status=enable');
    // The name is the visible text itself (WCAG 2.5.3 label in name), not a shorter label.
    expect(suppliers.textContent).toBe('登録済み支払先 利用中の支払先 3件');
    expect(screen.getByRole('link', { name: '未読のお知らせ 審査結果やサービスからのご案内 0件' })).toBeTruthy();
  });
});
