import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, logIn, resetSession, stubApi } from '../../testing/fixtures.ts';
import { callsOf } from '../../testing/api-calls.ts';
import { CompanyForm } from './company-form.tsx';
import { EMPTY_COMPANY } from './company-values.ts';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

const renderForm = () => render(<CompanyForm initialBusinessForm={1} defaultValues={EMPTY_COMPANY} onSubmit={() => undefined} />);

let fetchMock: ReturnType<typeof stubApi>;
beforeEach(() => {
  resetSession();
  logIn();
  fetchMock = stubApi({
    'GET /postal_codes/1000005': () =>
      json(200, {
        addresses: [{ postal_code: '1000005', prefecture: '東京都', prefecture_id: 13, city: '千代田区', town: '丸の内' }],
      }),
    'GET /corporations': () =>
      json(200, {
        corporations: [
          {
            corporate_number: '7123456789012',
            name: '株式会社サンプル商事',
            name_kana: 'カブシキガイシャサンプルショウジ',
            postal_code: '1000005',
            address_state: '東京都',
            address_city: '千代田区',
            address_street: '丸の内1-2-3',
          },
        ],
      }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('supplier company form: 郵便番号 → address', () => {
  it('fills the empty address inputs and keeps what was typed', async () => {
    renderForm();
    type('番地', '1-2-3');
    type('郵便番号', '1000005');
    await waitFor(() => expect(input('市区町村').value).toBe('千代田区'));
    expect(input('都道府県').value).toBe('東京都');
    expect(input('番地').value).toBe('1-2-3');
    expect(screen.getByRole('button', { name: '住所を入力' })).toBeTruthy();
  });

  it('a postal code set by the 法人番号 search is not looked up again', async () => {
    renderForm();
    type('法人番号', '7123456789012');
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(input('郵便番号').value).toBe('100-0005'));
    expect(input('番地').value).toBe('丸の内1-2-3');
    expect(callsOf(fetchMock).filter((c) => c.includes('/postal_codes'))).toEqual([]);
  });
});
