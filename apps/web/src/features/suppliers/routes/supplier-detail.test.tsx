import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { callsOf, freshSession, shellStubs } from './test-support.ts';

const ACCOUNT = {
  id: 7,
  bank_code: '0005',
  bank_name: '三菱ＵＦＪ',
  branch_code: '001',
  branch_name: '本店',
  account_type: '1',
  account_number: '7654321',
  account_holder_name: 'ﾔﾏﾀﾞ ﾀﾛｳ',
  account_holder_name_display: 'ヤマダ　タロウ',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

const SUPPLIER = {
  id: 5,
  business_form: 2,
  name: 'やまだ商店',
  name_kana: 'ヤマダショウテン',
  corporate_number: null,
  postal_code: '5300001',
  address_state: '大阪府',
  address_city: '大阪市北区',
  address_street: '梅田1-1-1',
  address_building_name: '梅田ビル3階',
  contact_person_name: '山田 太郎',
  email_address: 'yamada@example.jp',
  phone_number: '0612345678',
  memo: null,
  status: 'Rejected',
  status_reason: '口座名義が事業者名と一致しません。',
  accounts: [ACCOUNT],
  last_payment_date: '2026-10-30',
  created_at: '2026-10-01T00:00:00Z',
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

const openDetail = async (deleteResponse: () => Response) => {
  const fetchMock = stubApi({
    ...shellStubs(),
    'GET /suppliers/5': () => json(200, SUPPLIER),
    'DELETE /suppliers/5': deleteResponse,
  });
  const view = renderApp('/suppliers/5');
  await screen.findByRole('heading', { level: 1, name: 'やまだ商店' });
  return { fetchMock, ...view };
};

describe('/suppliers/{id}', () => {
  it('shows every field, the status with its reason, and the accounts', async () => {
    await openDetail(() => new Response(null, { status: 204 }));
    const main = screen.getByRole('main');
    expect(within(main).getByText('否認')).toBeTruthy();
    expect(within(main).getByText('理由：口座名義が事業者名と一致しません。')).toBeTruthy();
    for (const text of [
      '個人事業主',
      'ヤマダショウテン',
      '〒530-0001',
      '大阪府大阪市北区梅田1-1-1',
      '梅田ビル3階',
      'yamada@example.jp',
      '0612345678',
    ]) {
      expect(within(main).getByText(text)).toBeTruthy();
    }
    expect(within(main).queryByText('法人番号')).toBeNull();
    expect(within(main).getByText('三菱ＵＦＪ（0005）')).toBeTruthy();
    expect(within(main).getByText('当座')).toBeTruthy();
    expect(screen.getByRole('link', { name: '支払履歴' }).getAttribute('href')).toBe('/suppliers/5/payment-history');
  });

  it('削除 asks first; いいえ keeps it, はい deletes and returns to the list', async () => {
    const { fetchMock, router } = await openDetail(() => new Response(null, { status: 204 }));
    fireEvent.click(screen.getByRole('button', { name: '削除' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'この支払先を削除しますか？' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'いいえ' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsOf(fetchMock)).not.toContain('DELETE /suppliers/5');

    fireEvent.click(screen.getByRole('button', { name: '削除' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'はい' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/suppliers?status=enable'));
    expect(callsOf(fetchMock).filter((c) => c === 'DELETE /suppliers/5')).toHaveLength(1);
    expect(await screen.findByText('支払先を削除しました。')).toBeTruthy();
  });

  it('a 409 shows the server’s message and stays', async () => {
    const message = 'この支払先への支払が処理中のため、削除できません。';
    const { router } = await openDetail(() => json(409, { status: 'conflict', message }));
    fireEvent.click(screen.getByRole('button', { name: '削除' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'はい' }));
    const text = await screen.findByText(message);
    expect(text.closest('[role="alert"]')?.textContent).toContain('削除できませんでした');
    expect(router.state.location.pathname).toBe('/suppliers/5');
  });

  it('edits an account with the bank step’s form (PUT) and shows warnings as info', async () => {
    await openDetail(() => new Response(null, { status: 204 }));
    stubApi({
      ...shellStubs(),
      'GET /suppliers/5': () => json(200, SUPPLIER),
      'POST /accounts/holder_kana': () => json(200, { account_holder_name: 'ﾔﾏﾀﾞ ﾀﾛｳ', display: 'ヤマダ　タロウ', bytes: 9 }),
      'PUT /suppliers/5/accounts/7': (_u, init) =>
        json(200, {
          account: { ...ACCOUNT, ...(JSON.parse(String(init?.body)) as object) },
          warnings: [{ code: 'duplicate_account', message: '同じ口座が別の支払先にも登録されています。' }],
        }),
    });
    fireEvent.click(screen.getByRole('button', { name: /の口座を編集$/ }));
    expect(((await screen.findByLabelText('口座番号')) as HTMLInputElement).value).toBe('7654321');
    expect((screen.getByLabelText('預金種目') as HTMLSelectElement).value).toBe('1');
    expect(screen.getByText(/選択中の支店/).textContent).toContain('本店');
    fireEvent.change(screen.getByLabelText('預金種目'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '変更を保存する' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '変更を保存する' })).toBeNull());
    const put = vi
      .mocked(fetch)
      .mock.calls.find(([u, init]) => init?.method === 'PUT' && String(u).endsWith('/suppliers/5/accounts/7'));
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      bank_code: '0005',
      branch_code: '001',
      account_type: '2',
      account_number: '7654321',
      account_holder_name: 'ヤマダ　タロウ',
    });
    expect(await screen.findByText('同じ口座が別の支払先にも登録されています。')).toBeTruthy();
    expect(screen.getByText('振込先口座を変更しました。').closest('[role="status"]')).toBeTruthy();
  });

  it('an unknown or another buyer’s supplier shows a not-found state', async () => {
    stubApi({ ...shellStubs() });
    renderApp('/suppliers/999');
    expect(await screen.findByText('支払先が見つかりません')).toBeTruthy();
    expect(screen.getByRole('link', { name: '支払先一覧へ' }).getAttribute('href')).toBe('/suppliers?status=enable');
  });
});
