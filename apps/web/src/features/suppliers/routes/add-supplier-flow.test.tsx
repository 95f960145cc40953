import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { workflowStorageKey } from '../../../lib/workflow.ts';
import { json, stubApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { useSupplierRegistration } from '../stores/supplier-registration.ts';
import { bodyOf, callsOf, freshSession, shellStubs } from './test-support.ts';

const CORPORATION = {
  corporate_number: '7123456789012',
  name: '株式会社サンプル商事',
  name_kana: 'かぶしきがいしゃさんぷるしょうじ',
  postal_code: '1000005',
  address_state: '東京都',
  address_city: '千代田区',
  address_street: '丸の内1-2-3',
};

const ACCOUNT = {
  id: 7,
  bank_code: '0001',
  bank_name: 'みずほ',
  branch_code: '123',
  branch_name: '渋谷',
  account_type: '2',
  account_number: '0000123',
  account_holder_name: 'ｶ)ｻﾝﾌﾟﾙｼﾖｳｼﾞ',
  account_holder_name_display: 'カ）サンプルシヨウジ',
  created_at: '2026-11-22T10:00:00Z',
  updated_at: '2026-11-22T10:00:00Z',
};

const SUPPLIER = {
  id: 42,
  business_form: 1,
  name: '株式会社サンプル商事',
  name_kana: 'カブシキガイシャサンプルショウジ',
  corporate_number: '7123456789012',
  postal_code: '1000005',
  address_state: '東京都',
  address_city: '千代田区',
  address_street: '丸の内1-2-3',
  address_building_name: null,
  contact_person_name: null,
  email_address: null,
  phone_number: null,
  memo: null,
  status: 'Unapproved',
  status_reason: null,
  accounts: [] as unknown[],
  last_payment_date: null,
  created_at: '2026-11-22T10:00:00Z',
};

function flowStubs(overrides: Record<string, (url: URL, init?: RequestInit) => Response | Promise<Response>> = {}) {
  return stubApi({
    ...shellStubs(),
    'GET /corporations': (url) =>
      url.searchParams.get('q') === CORPORATION.corporate_number
        ? json(200, { corporations: [CORPORATION] })
        : json(400, { status: 'validation_error', message: '法人番号が正しくありません。番号をご確認ください。' }),
    'GET /banks2': (url) =>
      url.searchParams.get('bank_code') === '0001'
        ? json(200, { banks: [], branches: [{ code: '123', name: '渋谷', kana: 'シブヤ' }] })
        : json(200, { banks: [], branches: [] }),
    'POST /accounts/holder_kana': () =>
      json(200, { account_holder_name: 'ｶ)ｻﾝﾌﾟﾙｼﾖｳｼﾞ', display: 'カ）サンプルシヨウジ', bytes: 12 }),
    'POST /suppliers/corporation': () => json(201, { supplier: SUPPLIER, warnings: [] }),
    'POST /suppliers/42/accounts': () =>
      json(201, {
        account: ACCOUNT,
        warnings: [{ code: 'duplicate_account', message: '同じ口座が別の支払先にも登録されています。' }],
      }),
    'GET /suppliers/42': () => json(200, { ...SUPPLIER, accounts: [ACCOUNT] }),
    ...overrides,
  });
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const steps = () => screen.getByRole('navigation', { name: '登録の手順' });
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
/** The step's form is a lazy chunk: wait for its submit button. */
const formReady = () => screen.findByRole('button', { name: '次へ' });

/** Company step by 法人番号 検索, then the bank step; ends on the confirm step. */
async function fillCompanyAndBank() {
  await h1('事業者情報');
  await formReady();
  type('法人番号', '7123456789012');
  fireEvent.click(screen.getByRole('button', { name: '検索' }));
  await waitFor(() => expect(input('法人名').value).toBe('株式会社サンプル商事'));
  expect(input('支払先名（カナ）').value).toBe('カブシキガイシャサンプルショウジ');
  expect(input('郵便番号').value).toBe('100-0005');
  expect(input('都道府県').value).toBe('東京都');
  expect(input('番地').value).toBe('丸の内1-2-3');
  fireEvent.click(screen.getByRole('button', { name: '次へ' }));

  await h1('振込先口座');
  await formReady();
  fireEvent.click(within(screen.getByRole('group', { name: '金融機関' })).getByRole('button', { name: 'みずほ' }));
  const branch = screen.getByRole('combobox', { name: '支店名・支店コードで検索' });
  fireEvent.focus(branch);
  fireEvent.change(branch, { target: { value: 'シブ' } });
  fireEvent.click(await screen.findByRole('option', { name: /渋谷/ }));
  expect(screen.getByText(/選択中の支店/).textContent).toContain('渋谷');
  fireEvent.change(screen.getByLabelText('預金種目'), { target: { value: '2' } });
  type('口座番号', '１２３');
  fireEvent.blur(screen.getByLabelText('口座番号'));
  await waitFor(() => expect(input('口座番号').value).toBe('0000123'));
  type('口座名義（カナ）', 'カ）サンプルショウジ');
  fireEvent.click(screen.getByRole('button', { name: '次へ' }));
  await h1('登録内容の確認');
}

beforeEach(() => {
  freshSession();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('add supplier: company → bank → confirm', () => {
  it('registers the supplier, then its account, and opens the new supplier', async () => {
    const fetchMock = flowStubs();
    const { router } = renderApp('/suppliers/add/company');
    await h1('事業者情報');
    // Linear stepper: only the current step, the later ones cannot be chosen yet.
    expect(within(steps()).queryAllByRole('link')).toHaveLength(0);

    // Submitting the empty form shows each field's message under it.
    fireEvent.click(await formReady());
    expect(await screen.findByText('法人名を入力してください。')).toBeTruthy();
    expect(screen.getByText('法人番号は13桁の数字で入力してください。').getAttribute('role')).toBe('alert');
    expect(router.state.location.pathname).toBe('/suppliers/add/company');

    await fillCompanyAndBank();
    expect(router.state.location.pathname).toBe('/suppliers/add/confirm');
    expect(
      within(steps())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['手順1 事業者情報（完了）', '手順2 振込先口座（完了）']);
    const main = screen.getByRole('main');
    for (const text of ['〒100-0005', 'みずほ（0001）', '渋谷（123）', '普通', '0000123', '東京都千代田区丸の内1-2-3']) {
      expect(within(main).getByText(text)).toBeTruthy();
    }
    expect(within(main).getByText(/ｶ\)ｻﾝﾌﾟﾙｼﾖｳｼﾞ/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '事業者情報を修正する' }).getAttribute('href')).toBe('/suppliers/add/company');
    expect(screen.getByRole('link', { name: '振込先口座を修正する' }).getAttribute('href')).toBe('/suppliers/add/bank');

    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers/42'));
    await screen.findByRole('heading', { level: 1, name: '株式会社サンプル商事' });

    const calls = callsOf(fetchMock);
    expect(calls.filter((c) => c.startsWith('POST /suppliers'))).toEqual([
      'POST /suppliers/corporation',
      'POST /suppliers/42/accounts',
    ]);
    expect(bodyOf(fetchMock, 'POST /suppliers/corporation')).toEqual({
      name: '株式会社サンプル商事',
      corporate_number: '7123456789012',
      name_kana: 'カブシキガイシャサンプルショウジ',
      postal_code: '1000005',
      address_state: '東京都',
      address_city: '千代田区',
      address_street: '丸の内1-2-3',
    });
    expect(bodyOf(fetchMock, 'POST /suppliers/42/accounts')).toEqual({
      bank_code: '0001',
      branch_code: '123',
      account_type: '2',
      account_number: '0000123',
      account_holder_name: 'カ）サンプルショウジ',
    });
    // The duplicate-account warning is information, not an error.
    await waitFor(() => expect(screen.getByText('同じ口座が別の支払先にも登録されています。')).toBeTruthy());
    expect(screen.getByText('支払先を登録しました。')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // The workflow is over: its draft is gone.
    await waitFor(() => expect(sessionStorage.getItem(workflowStorageKey('supplierRegistration'))).toBeNull());
    expect(useSupplierRegistration.getState().company).toBeNull();
  });

  it('after a failed account call, the retry posts only the account', async () => {
    let accountCalls = 0;
    const fetchMock = flowStubs({
      'POST /suppliers/42/accounts': () => {
        accountCalls++;
        return accountCalls === 1
          ? json(500, { status: 'internal_error', message: 'システムエラーが発生しました。時間をおいて再度お試しください。' })
          : json(201, { account: ACCOUNT, warnings: [] });
      },
    });
    const { router } = renderApp('/suppliers/add/company');
    await fillCompanyAndBank();
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    const alert = await screen.findByText(/支払先は登録されましたが、振込先口座を登録できませんでした。/);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(useSupplierRegistration.getState().supplierId).toBe(42);
    // The company section is registered now: no 修正する for it.
    expect(screen.queryByRole('link', { name: '事業者情報を修正する' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers/42'));
    expect(callsOf(fetchMock).filter((c) => c.startsWith('POST /suppliers'))).toEqual([
      'POST /suppliers/corporation',
      'POST /suppliers/42/accounts',
      'POST /suppliers/42/accounts',
    ]);
  });

  it('a direct URL to a later step goes to the first incomplete step', async () => {
    flowStubs();
    const first = renderApp('/suppliers/add/confirm');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/suppliers/add/company'));
    first.unmount();

    const second = renderApp('/suppliers/add/bank');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/suppliers/add/company'));
    await h1('事業者情報');
    await formReady();
    fireEvent.click(screen.getByRole('radio', { name: '個人事業主' }));
    expect(screen.queryByLabelText('法人番号')).toBeNull();
    type('屋号または氏名', 'サンプル商店');
    type('支払先名（カナ）', 'さんぷるしょうてん');
    fireEvent.blur(screen.getByLabelText('支払先名（カナ）'));
    expect(input('支払先名（カナ）').value).toBe('サンプルショウテン');
    type('郵便番号', '1500001');
    fireEvent.change(screen.getByLabelText('都道府県'), { target: { value: '東京都' } });
    type('市区町村', '渋谷区');
    type('番地', '神宮前1-1-1');
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    await h1('振込先口座');

    // Company done, bank not: the confirm step is still out of reach.
    await second.router.navigate('/suppliers/add/confirm');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/suppliers/add/bank'));
    expect(useSupplierRegistration.getState().businessForm).toBe(2);

    // Leaving the flow clears it: back to step 1 with an empty form.
    await second.router.navigate('/suppliers?status=enable');
    await screen.findByRole('heading', { level: 1, name: '登録済み支払先' });
    expect(useSupplierRegistration.getState().company).toBeNull();
    await second.router.navigate('/suppliers/add/bank');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/suppliers/add/company'));
  });

  it('法人名で検索: picking a result fills the company fields', async () => {
    const fetchMock = flowStubs({
      'GET /corporations': (url) =>
        url.searchParams.get('q') === 'サンプル'
          ? json(200, {
              corporations: [CORPORATION, { ...CORPORATION, corporate_number: '1234567890123', name: '株式会社サンプル' }],
            })
          : json(200, { corporations: [] }),
    });
    renderApp('/suppliers/add/company');
    await formReady();
    type('法人名で検索', 'サンプル');
    fireEvent.click(screen.getByRole('button', { name: '候補を表示' }));
    const results = await screen.findByRole('list', { name: '法人の検索結果' });
    fireEvent.click(within(results).getByRole('button', { name: /株式会社サンプル商事/ }));
    expect(input('法人番号').value).toBe('7123456789012');
    expect(input('法人名').value).toBe('株式会社サンプル商事');
    expect(input('市区町村').value).toBe('千代田区');
    expect(callsOf(fetchMock)).toContain('GET /corporations');
    expect(screen.queryByRole('list', { name: '法人の検索結果' })).toBeNull();
  });
});
