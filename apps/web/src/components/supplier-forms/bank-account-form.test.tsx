import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, logIn, resetSession, stubApi } from '../../testing/fixtures.ts';
import { renderWithQueryClient } from '../../testing/render-with-query.tsx';
import { BankAccountForm } from './bank-account-form.tsx';
import type { BankAccountSubmit } from './bank-account-form.tsx';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderForm() {
  const onSubmit = vi.fn<(s: BankAccountSubmit) => void>();
  renderWithQueryClient(<BankAccountForm submitLabel="次へ" onSubmit={onSubmit} />);
  return onSubmit;
}

beforeEach(() => {
  resetSession();
  logIn();
  stubApi({
    'GET /banks2': () => json(200, { banks: [], branches: [] }),
    'POST /accounts/holder_kana': () => json(200, { account_holder_name: 'ﾔﾏﾀﾞ ﾀﾛｳ', display: 'ヤマダ　タロウ', bytes: 9 }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BankAccountForm', () => {
  it('shows every missing field under it on submit, with 預金種目 defaulting to 選択してください', async () => {
    const onSubmit = renderForm();
    const accountType = screen.getByLabelText('預金種目') as HTMLSelectElement;
    expect(accountType.value).toBe('0');
    expect(accountType.selectedOptions[0]?.textContent).toBe('選択してください');
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        '金融機関を選択してください。',
        '支店を選択してください。',
        '預金種目を選択してください。',
        '口座番号を入力してください。',
        '口座名義を入力してください。',
      ]),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an empty submit puts focus on the first field of the page (the bank search), not the first one registered', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('金融機関名・コードで検索')));
  });

  it('ゆうちょ: 記号・番号 instead of branch and number, with the transfer form previewed', async () => {
    const onSubmit = renderForm();
    fireEvent.click(within(screen.getByRole('group', { name: '金融機関' })).getByRole('button', { name: 'ゆうちょ' }));
    expect(screen.getByRole('radio', { name: '記号・番号で入力' })).toHaveProperty('checked', true);
    expect(screen.queryByLabelText('口座番号')).toBeNull();
    type('記号', '12345');
    type('番号', '12345670');
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    expect(await screen.findByText('通常貯金の番号の末尾は1です。番号をご確認ください。')).toBeTruthy();
    type('番号', '12345671');
    expect(screen.getByTestId('yucho-preview').textContent).toContain('二三八店（238）');
    expect(screen.getByTestId('yucho-preview').textContent).toContain('1234567');
    type('口座名義（カナ）', 'やまだ たろう');
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].body).toEqual({
      bank_code: '9900',
      yucho_symbol: '12345',
      yucho_number: '12345671',
      account_holder_name: 'やまだ たろう',
    });
    expect(onSubmit.mock.calls[0]?.[0].holder.account_holder_name).toBe('ﾔﾏﾀﾞ ﾀﾛｳ');

    // The toggle: ゆうちょ's 店名・口座番号 are entered like any other bank's.
    fireEvent.click(screen.getByRole('radio', { name: '店名・口座番号で入力' }));
    expect(screen.getByLabelText('口座番号')).toBeTruthy();
    expect(screen.queryByLabelText('記号')).toBeNull();
  });
});
