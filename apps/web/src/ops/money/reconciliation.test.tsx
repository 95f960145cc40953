import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Reconciliation } from './api.ts';
import { ReconciliationView } from './money-page.tsx';

const base: Reconciliation = {
  batch_id: 1,
  lines_total: 438_200,
  lines_count: 3,
  trailer_total: 438_200,
  trailer_count: 3,
  ledger_transfers_total: 43_200,
  done_total: 43_200,
  agree: true,
  problems: [],
};

afterEach(cleanup);

describe('ReconciliationView', () => {
  it('agreement is said in words, with each total', () => {
    render(<ReconciliationView rec={base} />);
    expect(screen.getByRole('status').textContent).toContain('一致');
    expect(screen.getByText('ファイルのトレーラ合計').parentElement?.textContent).toContain('明細合計と一致');
    expect(screen.getByText('元帳の振込額').parentElement?.textContent).toContain('振込済の明細合計と一致');
  });

  it('a disagreement is marked and names the total that differs, with the server problems', () => {
    render(
      <ReconciliationView
        rec={{
          ...base,
          trailer_total: 400_000,
          agree: false,
          problems: ['トレーラの合計金額 400000 が明細合計 438200 と一致しません。'],
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('不一致があります');
    expect(screen.getByText('ファイルのトレーラ合計').parentElement?.textContent).toContain('明細合計と不一致');
    expect(screen.getByText(/トレーラの合計金額 400000/)).toBeTruthy();
  });

  it('before approval there is no file to compare', () => {
    render(<ReconciliationView rec={{ ...base, trailer_total: null, trailer_count: null }} />);
    expect(screen.getByText('承認前（ファイルなし）')).toBeTruthy();
  });
});
