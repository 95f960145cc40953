import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FieldValues } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppForm } from '../../lib/use-app-form.ts';
import { json, logIn, resetSession, stubApi } from '../../testing/fixtures.ts';
import { BusinessFields } from './business-fields.tsx';
import { CORPORATION_BUSINESS_SECTIONS, SOLE_PROPRIETOR_BUSINESS_SECTIONS } from './field-specs.ts';
import type { FieldSection } from './field-specs.ts';

const CHIYODA = { postal_code: '1000001', prefecture: '東京都', prefecture_id: 13, city: '千代田区', town: '千代田' };

function Form({ sections }: { sections: readonly FieldSection[] }) {
  const form = useAppForm<FieldValues, unknown, FieldValues>({ defaultValues: {} });
  return <BusinessFields form={form} sections={sections} />;
}

// No QueryClientProvider: the registration page has none (TanStack Query stays out of its bundle).
const renderFields = (sections: readonly FieldSection[] = CORPORATION_BUSINESS_SECTIONS) => render(<Form sections={sections} />);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const status = () =>
  screen
    .getAllByRole('status')
    .map((s) => s.textContent ?? '')
    .join('');

let fetchMock: ReturnType<typeof stubApi>;
beforeEach(() => {
  resetSession();
  logIn();
  fetchMock = stubApi({
    'GET /postal_codes/1000001': () => json(200, { addresses: [CHIYODA] }),
    'GET /postal_codes/9999999': () => json(404, { status: 'not_found', message: '該当する住所が見つかりません。' }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('郵便番号 → address (registration and 登録情報)', () => {
  it('fills 都道府県, 市区町村 and the town once 7 digits are typed; focus stays in the postal code', async () => {
    renderFields();
    input('郵便番号').focus();
    type('郵便番号', '100');
    type('郵便番号', '１００－０００１');
    await waitFor(() => expect(input('都道府県').value).toBe('東京都'));
    expect(input('市区町村').value).toBe('千代田区');
    expect(input('番地').value).toBe('千代田');
    expect(status()).toContain('「東京都千代田区千代田」を入力しました');
    expect(document.activeElement).toBe(input('郵便番号'));
    // Sent without the session's tokens: a lookup never refreshes or ends a session.
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toBe('/api/v1/postal_codes/1000001');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });

  it('never overwrites what was typed, and offers 「住所を入力」 instead', async () => {
    renderFields();
    type('市区町村', '港区');
    type('番地', '芝公園4-2-8');
    type('郵便番号', '100-0001');
    await waitFor(() => expect(input('都道府県').value).toBe('東京都'));
    expect(input('市区町村').value).toBe('港区');
    expect(input('番地').value).toBe('芝公園4-2-8');
    expect(status()).toContain('この郵便番号の住所は「東京都千代田区千代田」です');

    fireEvent.click(screen.getByRole('button', { name: '住所を入力' }));
    expect(input('市区町村').value).toBe('千代田区');
    expect(input('番地').value).toBe('千代田');
    expect(screen.queryByRole('button', { name: '住所を入力' })).toBeNull();
    expect(document.activeElement).toBe(input('郵便番号'));
  });

  it('an unknown code is a polite hint, not an error; another digit clears it', async () => {
    renderFields();
    type('郵便番号', '9999999');
    await waitFor(() => expect(status()).toContain('該当する住所が見つかりません'));
    expect(input('郵便番号').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input('都道府県').value).toBe('');
    type('郵便番号', '999999');
    expect(status()).toBe('');
  });

  it('fills the sole proprietor’s home address from the home postal code', async () => {
    renderFields(SOLE_PROPRIETOR_BUSINESS_SECTIONS);
    type('自宅の郵便番号', '1000001');
    await waitFor(() => expect(input('自宅の市区町村').value).toBe('千代田区'));
    expect(input('自宅の都道府県').value).toBe('東京都');
    expect(input('事業所の市区町村').value).toBe('');
  });
});
