import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, logIn, resetSession, stubApi } from '../../testing/fixtures.ts';
import { BankAccountForm } from './bank-account-form.tsx';
import { HOLDER_NAME_LABEL, HolderNameField } from './holder-name-field.tsx';

function Field() {
  const [value, setValue] = useState('');
  return <HolderNameField value={value} onChange={(e) => setValue(e.target.value)} confirmed={null} />;
}

const type = (value: string) => fireEvent.change(screen.getByLabelText(HOLDER_NAME_LABEL), { target: { value } });

beforeEach(() => {
  resetSession();
  logIn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('口座名義 preview', () => {
  it('shows the Zengin half-width form while typing', () => {
    render(<Field />);
    expect(screen.queryByTestId('holder-preview')).toBeNull();
    type('株式会社サンプル');
    expect(screen.getByTestId('holder-preview').textContent).toBe('ｶ)ｻﾝﾌﾟﾙ');
    type('やまだ　たろう');
    expect(screen.getByTestId('holder-preview').textContent).toBe('ﾔﾏﾀﾞ ﾀﾛｳ');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the characters a bank cannot take, under the field', () => {
    render(<Field />);
    type('山田タロウ');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('使用できない文字が含まれています：山, 田');
    expect(screen.getByLabelText(HOLDER_NAME_LABEL).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(HOLDER_NAME_LABEL).getAttribute('aria-describedby')).toContain(alert.id);
    expect(screen.queryByTestId('holder-preview')).toBeNull();
  });

  it('confirms with the server on blur, and shows the server’s error', async () => {
    const fetchMock = stubApi({
      'POST /accounts/holder_kana': (_url, init) => {
        const name = (JSON.parse(String(init?.body)) as { account_holder_name: string }).account_holder_name;
        if (name.includes('㈱')) {
          return json(400, {
            status: 'validation_error',
            message: '使用できない文字が含まれています：㈱',
            errors: [{ field: 'account_holder_name', message: '使用できない文字が含まれています：㈱' }],
          });
        }
        return json(200, { account_holder_name: 'ｶ)ｻﾝﾌﾟﾙ', display: 'カ）サンプル', bytes: 7 });
      },
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <BankAccountForm submitLabel="次へ" onSubmit={vi.fn()} />
      </QueryClientProvider>,
    );
    type('カブシキガイシャサンプル');
    fireEvent.blur(screen.getByLabelText(HOLDER_NAME_LABEL));
    await screen.findByText('確認済み');
    expect(screen.getByTestId('holder-preview').textContent).toBe('ｶ)ｻﾝﾌﾟﾙ');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ account_holder_name: 'カブシキガイシャサンプル' });

    // The server is the authority: its 400 shows under the field even if the preview had no objection.
    type('サンプル㈱');
    fireEvent.blur(screen.getByLabelText(HOLDER_NAME_LABEL));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('使用できない文字が含まれています：㈱'));
    expect(screen.queryByText('確認済み')).toBeNull();
  });
});
