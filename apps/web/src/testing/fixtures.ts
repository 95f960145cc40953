import type { UserInformation } from '@icp/contract';
import { vi } from 'vitest';
import { useAuthStore } from '../lib/session/auth-store.ts';
import { useStatsStore } from '../lib/session/stats-store.ts';
import { useUserStore } from '../lib/session/user-store.ts';

export const registeredUser: UserInformation = {
  email_address: 'taro@example.com',
  user_last_name: '山田',
  user_first_name: '太郎',
  buyer_id: 7,
  business_form: 1,
  corporation: {
    corporate_name: '株式会社サンプル',
    corporate_name_kana: 'カブシキガイシャサンプル',
    corporate_number: '7123456789012',
    representative_name: '山田 太郎',
    representative_name_kana: 'ヤマダ タロウ',
    postal_code: '1000005',
    address_state: '東京都',
    address_city: '千代田区',
    address_street: '丸の内1-2-3',
    address_building_name: null,
    representative_birthday: '1980-04-01',
    transfer_person_name: 'カ）サンプル',
  },
  sole_proprietor: null,
  phone_number: '0312345678',
  external_integration_client_ids: [],
  accepted_terms_version: '2',
  current_terms_version: '2',
  collection_enabled: false,
};

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function logIn() {
  useAuthStore.getState().setTokens({ idToken: 'id', accessToken: 'access', refreshToken: 'refresh' });
}

export function resetSession() {
  useAuthStore.getState().clearTokens();
  useUserStore.getState().clearUser();
  useStatsStore.getState().clearStats();
  sessionStorage.clear();
  localStorage.clear();
}

/** Stubs fetch with a router of "METHOD /path" → handler; unknown calls answer 404. */
export function stubApi(routes: Record<string, (url: URL, init?: RequestInit) => Response | Promise<Response>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '')}`;
    const handler = routes[key];
    return handler ? handler(url, init) : json(404, { status: 'not_found', message: '指定されたデータが見つかりません。' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
