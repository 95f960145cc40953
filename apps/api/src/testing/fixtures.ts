import type { TestApp } from './test-app.ts';

export const STRONG_PASSWORD = 'kumo-no-ue-2026-sora';

export const corporationBody = (overrides: Record<string, unknown> = {}) => ({
  corporate_name: '株式会社テスト商会',
  corporate_name_kana: 'カブシキガイシャテストショウカイ',
  corporate_number: '7123456789012',
  representative_name: '試験 太郎',
  representative_name_kana: 'シケン タロウ',
  postal_code: '100-0005',
  address_state: '東京都',
  address_city: '千代田区丸の内',
  address_street: '1-2-3',
  address_building_name: '',
  representative_birthday: '1975-05-05',
  transfer_person_name: 'テストショウカイ',
  user_last_name: '試験',
  user_first_name: '花子',
  phone_number: '03-1234-5678',
  business_category_id: 5,
  ...overrides,
});

export const soleProprietorBody = (overrides: Record<string, unknown> = {}) => ({
  business_name: 'やまだ商店',
  business_name_kana: 'ヤマダショウテン',
  representative_last_name: '山田',
  representative_first_name: '一郎',
  representative_last_name_kana: 'ヤマダ',
  representative_first_name_kana: 'イチロウ',
  representative_birthday: '1985-01-31',
  business_postal_code: '5300001',
  business_address_state: '大阪府',
  business_address_city: '大阪市北区梅田',
  business_address_street: '3-1-1',
  home_postal_code: '〒530-0002',
  home_address_state: '大阪府',
  home_address_city: '大阪市北区曽根崎',
  home_address_street: '2-2-2',
  home_address_building_name: 'メゾン梅田101',
  transfer_person_name: 'ヤマダシヨウテン',
  user_last_name: '山田',
  user_first_name: '一郎',
  phone_number: '09012345678',
  business_category_id: 7,
  ...overrides,
});

export interface Session {
  emailAddress: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
  headers: Record<string, string>;
}

export function sessionFrom(
  emailAddress: string,
  tokens: { id_token: string; access_token: string; refresh_token: string },
): Session {
  return {
    emailAddress,
    idToken: tokens.id_token,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    headers: { authorization: `Bearer ${tokens.id_token}`, 'x-access-token': tokens.access_token },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}-${Date.now().toString(36)}@example.co.jp`;
}

/** Sign-up through the real endpoints: POST /users → mailed code → POST /users/certification. */
export async function signUp(t: TestApp, emailAddress = uniqueEmail(), password = STRONG_PASSWORD): Promise<Session> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users',
    payload: { email_address: emailAddress, password },
  });
  if (created.statusCode !== 200) throw new Error(`sign-up failed: ${created.body}`);
  const code = await t.lastCodeTo(emailAddress);
  const certified = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/certification',
    payload: { email_address: emailAddress, code },
  });
  if (certified.statusCode !== 200) throw new Error(`certification failed: ${certified.body}`);
  return sessionFrom(emailAddress, certified.json());
}

/** A signed-up user with a registered corporation: the state every buyer-scoped endpoint needs. */
export async function registeredBuyer(t: TestApp, emailAddress = uniqueEmail('buyer')): Promise<Session & { buyerId: number }> {
  const session = await signUp(t, emailAddress);
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/corporation',
    headers: session.headers,
    payload: corporationBody(),
  });
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  return { ...session, buyerId: registered.json().buyer_id };
}

/** Password login + e-mailed code, as the web app does it. */
export async function logIn(t: TestApp, emailAddress: string, password = STRONG_PASSWORD): Promise<Session> {
  const login = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email_address: emailAddress, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const code = await t.lastCodeTo(emailAddress);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login_2auth',
    payload: { login_token: login.json().login_token, code },
  });
  if (verified.statusCode !== 200) throw new Error(`2FA failed: ${verified.body}`);
  return sessionFrom(emailAddress, verified.json());
}

export const supplierCorporationBody = (overrides: Record<string, unknown> = {}) => ({
  name: '株式会社サンプル印刷',
  name_kana: 'カブシキガイシャサンプルインサツ',
  corporate_number: '6012345678901',
  postal_code: '163-0001',
  address_state: '東京都',
  address_city: '新宿区',
  address_street: '西新宿2-8-1',
  contact_person_name: '印刷 次郎',
  email_address: 'billing@sample-print.example.jp',
  phone_number: '03-0000-1111',
  memo: '毎月末締め',
  ...overrides,
});

export const mizuhoAccountBody = (overrides: Record<string, unknown> = {}) => ({
  bank_code: '0001',
  branch_code: '100',
  account_type: '2',
  account_number: '1234567',
  account_holder_name: 'カブシキガイシャサンプルインサツ',
  ...overrides,
});
