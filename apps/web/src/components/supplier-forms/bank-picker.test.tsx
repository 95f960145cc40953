import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, logIn, resetSession, stubApi } from '../../testing/fixtures.ts';
import { renderWithQueryClient } from '../../testing/render-with-query.tsx';
import { BankPicker } from './bank-picker.tsx';
import type { ChosenBank } from './bank-picker.tsx';

const BANKS = [
  { code: '0001', name: 'みずほ', kana: 'ミズホ', is_main: true },
  { code: '0005', name: '三菱ＵＦＪ', kana: 'ミツビシユーエフジェイ', is_main: true },
  { code: '0009', name: '三井住友', kana: 'ミツイスミトモ', is_main: true },
];

function Harness({ onChange }: { onChange: (bank: ChosenBank) => void }) {
  const [value, setValue] = useState<ChosenBank | null>(null);
  return (
    <BankPicker
      value={value}
      onChange={(bank) => {
        setValue(bank);
        onChange(bank);
      }}
    />
  );
}

function renderPicker() {
  const onChange = vi.fn();
  renderWithQueryClient(<Harness onChange={onChange} />);
  return onChange;
}

beforeEach(() => {
  resetSession();
  logIn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BankPicker', () => {
  it('offers the eight main banks as buttons whose pick sets the exact code', () => {
    stubApi({});
    const onChange = renderPicker();
    const group = screen.getByRole('group', { name: '金融機関' });
    const names = within(group)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['みずほ', '三菱ＵＦＪ', '三井住友', 'りそな', '楽天', '住信ＳＢＩネット', '三井住友信託', 'ゆうちょ']);
    fireEvent.click(within(group).getByRole('button', { name: '住信ＳＢＩネット' }));
    expect(onChange).toHaveBeenLastCalledWith({ code: '0038', name: '住信ＳＢＩネット' });
    expect(within(group).getByRole('button', { name: '住信ＳＢＩネット' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(group).getByRole('button', { name: 'ゆうちょ' }));
    expect(onChange).toHaveBeenLastCalledWith({ code: '9900', name: 'ゆうちょ' });
    expect(screen.getByText(/選択中の金融機関/).textContent).toContain('9900');
  });

  it('searches on every keystroke and picks a result with the keyboard', async () => {
    const fetchMock = stubApi({
      'GET /banks2': (url) => {
        const q = url.searchParams.get('q') ?? '';
        return json(200, { banks: q === '' ? BANKS : BANKS.filter((b) => b.kana.startsWith(q) || b.code === q), branches: [] });
      },
    });
    const onChange = renderPicker();
    const box = screen.getByRole('combobox', { name: '金融機関名・コードで検索' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'ミ' } });
    fireEvent.change(box, { target: { value: 'ミツ' } });
    expect(box.getAttribute('aria-expanded')).toBe('true');

    const listbox = await screen.findByRole('listbox', { name: '金融機関名・コードで検索の候補' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['三菱ＵＦＪ0005', '三井住友0009']);
    // Results follow each keystroke (no debounce: the server answers in milliseconds), and the
    // list shows the answer for the latest text.
    const queries = fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x').searchParams.get('q'));
    expect(queries).toContain('ミツ');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = box.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toBe('三井住友0009');
    expect(within(listbox).getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ code: '0009', name: '三井住友' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText(/選択中の金融機関/).textContent).toContain('三井住友');
  });

  it('says so when nothing matches, and Escape closes the list', async () => {
    stubApi({ 'GET /banks2': () => json(200, { banks: [], branches: [] }) });
    renderPicker();
    const box = screen.getByRole('combobox', { name: '金融機関名・コードで検索' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByText('該当する金融機関が見つかりません。', { selector: '[aria-live]' })).toBeTruthy());
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});
