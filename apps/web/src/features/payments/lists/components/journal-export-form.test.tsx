import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, logIn, resetSession, stubApi } from '../../../../testing/fixtures.ts';
import { JournalExportForm, lastMonthOf } from './journal-export-form.tsx';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const download = () => fireEvent.click(screen.getByRole('button', { name: 'CSVをダウンロード' }));

beforeEach(() => {
  resetSession();
  logIn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('lastMonthOf', () => {
  it('is the whole previous calendar month, across a year end too', () => {
    expect(lastMonthOf('2026-12-15')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(lastMonthOf('2027-01-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(lastMonthOf('2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

describe('会計ソフト用CSV', () => {
  it('defaults to last month and freee, and downloads the chosen format with the tokens, saved under the server name', async () => {
    const fetchMock = stubApi({
      'GET /invoices/journal_export': () =>
        new Response('日付,伝票番号\r\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=Shift_JIS',
            'Content-Disposition': `attachment; filename="____.csv"; filename*=UTF-8''${encodeURIComponent('仕訳_弥生_20261101-20261130.csv')}`,
          },
        }),
    });
    const save = vi.fn();
    render(<JournalExportForm today="2026-12-15" save={save} />);
    expect(screen.getByRole('heading', { name: '会計ソフト用CSV' })).toBeTruthy();
    expect(input('開始日').value).toBe('2026-11-01');
    expect(input('終了日').value).toBe('2026-11-30');
    const select = screen.getByLabelText('形式') as HTMLSelectElement;
    expect(select.value).toBe('freee');
    expect([...select.options].map((o) => o.text)).toEqual(['freee会計', 'マネーフォワード クラウド会計', '弥生会計', '汎用CSV']);
    fireEvent.change(select, { target: { value: 'yayoi' } });
    download();
    await screen.findByText('仕訳_弥生_20261101-20261130.csv をダウンロードしました。');
    const [url, init] = fetchMock.mock.calls[0]!;
    const u = new URL(String(url), 'http://app.test');
    expect(u.pathname).toBe('/api/v1/invoices/journal_export');
    expect(Object.fromEntries(u.searchParams)).toEqual({ format: 'yayoi', from: '2026-11-01', to: '2026-11-30' });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer id');
    expect((init?.headers as Record<string, string>)['x-access-token']).toBe('access');
    expect(save).toHaveBeenCalledOnce();
    expect(save.mock.calls[0]![1]).toBe('仕訳_弥生_20261101-20261130.csv');
    expect(await (save.mock.calls[0]![0] as Blob).text()).toBe('日付,伝票番号\r\n');
  });

  it('checks the period before asking, in Japanese, with focus on the first error', async () => {
    const fetchMock = stubApi({});
    render(<JournalExportForm today="2026-12-15" save={vi.fn()} />);
    type('開始日', '');
    download();
    await screen.findByText('開始日を入力してください。');
    await waitFor(() => expect(document.activeElement).toBe(input('開始日')));
    expect(input('開始日').getAttribute('aria-invalid')).toBe('true');

    type('開始日', '2026-12-01');
    type('終了日', '2026-11-01');
    download();
    await screen.findByText('終了日は開始日以降の日付を指定してください。');
    await waitFor(() => expect(document.activeElement).toBe(input('終了日')));

    type('開始日', '2025-01-01');
    type('終了日', '2026-01-01');
    download();
    await screen.findByText('期間は1年以内で指定してください。');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when the download is refused", async () => {
    stubApi({
      'GET /invoices/journal_export': () =>
        json(503, { status: 'service_unavailable', message: 'ただいま混み合っています。時間をおいて再度お試しください。' }),
    });
    const save = vi.fn();
    render(<JournalExportForm today="2026-12-15" save={save} />);
    download();
    expect((await screen.findByRole('alert')).textContent).toContain('ただいま混み合っています。');
    expect(save).not.toHaveBeenCalled();
  });
});
