import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { companyNameOf, toUserInfo } from '../../lib/api/get-user-information.ts';
import { EMPTY_STATS, useStatsStore } from '../../lib/session/stats-store.ts';
import { useUserStore } from '../../lib/session/user-store.ts';
import { registeredUser, resetSession } from '../../testing/fixtures.ts';
import { AppHeader } from './app-header.tsx';

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', Component: AppHeader }], { initialEntries: ['/toppage'] });
  return render(<RouterProvider router={router} />);
}

const navLink = (name: string) => {
  const nav = screen.getByRole('navigation', { name: 'メインメニュー' });
  return Array.from(nav.querySelectorAll('a')).find((a) => a.textContent?.startsWith(name));
};

beforeEach(() => {
  resetSession();
  useUserStore.getState().setUser(toUserInfo(registeredUser));
});
afterEach(cleanup);

describe('header wiring', () => {
  it('points 請求書カード払い at the landing path of the current stats', () => {
    useStatsStore.getState().mergeStats({ ...EMPTY_STATS, paymentsReservedCount: 2, paymentsDraftCount: 1 });
    renderHeader();
    expect(navLink('請求書カード払い')?.getAttribute('href')).toBe('/payments/reserved');
    expect(navLink('登録済み支払先')?.getAttribute('href')).toBe('/suppliers?status=enable');
  });

  it('marks the payment item with a red dot when action is required, and the bell when unread', () => {
    useStatsStore.getState().mergeStats({ ...EMPTY_STATS, paymentsActionRequiredCount: 1, notificationUnreadCount: 3 });
    renderHeader();
    expect(navLink('請求書カード払い')?.getAttribute('href')).toBe('/payments/review');
    expect(screen.getByRole('img', { name: '対応が必要な支払があります' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'お知らせ（未読3件）' }).getAttribute('href')).toBe('/notifications');
  });

  it('shows no dots and no カード払い依頼 item while collection is disabled', () => {
    useStatsStore.getState().mergeStats(EMPTY_STATS);
    renderHeader();
    expect(navLink('請求書カード払い')?.getAttribute('href')).toBe('/payments/create');
    expect(screen.queryByRole('img', { name: '対応が必要な支払があります' })).toBeNull();
    expect(screen.getByRole('link', { name: 'お知らせ' })).toBeTruthy();
    expect(navLink('カード払い依頼')).toBeUndefined();
  });

  it('names the account menu button starting with the company name it shows (WCAG 2.5.3 label in name)', () => {
    renderHeader();
    const company = companyNameOf(toUserInfo(registeredUser))!;
    const button = screen.getByRole('button', { name: (name) => name.startsWith(company) });
    expect(button.textContent).toBe(company);
    expect(button.getAttribute('aria-label')).toBe(`${company}のアカウントメニュー`);
  });

  it('shows カード払い依頼 when the user has collection enabled', () => {
    useUserStore.getState().setUser({ ...toUserInfo(registeredUser), collectionEnabled: true });
    renderHeader();
    expect(navLink('カード払い依頼')).toBeDefined();
  });
});
