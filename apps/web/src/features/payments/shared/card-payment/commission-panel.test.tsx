import type { Commission } from '@icp/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CommissionPanel } from './commission-panel.tsx';

const commission: Commission = {
  amount: 100_000,
  commission_rate_basis_points: 300,
  minimum_commission: 500,
  commission: 3_000,
  discount: 1_500,
  commission_after_discount: 1_500,
  consumption_tax: 136,
  total: 101_500,
  promotion: null,
};

afterEach(cleanup);

describe('CommissionPanel', () => {
  it('keeps the fee block a valid definition list: only div > dt + dd groups, so each label stays paired with its figure', () => {
    render(<CommissionPanel commission={commission} loading={false} failed={false} onRetry={() => undefined} />);
    const dl = screen.getByRole('heading', { name: 'お支払い金額' }).parentElement!.querySelector('dl')!;
    const groups = Array.from(dl.children);
    expect(groups.map((g) => g.tagName)).toEqual(Array(groups.length).fill('DIV'));
    for (const group of groups) expect(Array.from(group.children).map((c) => c.tagName)).toEqual(['DT', 'DD']);
    expect(groups.map((g) => g.textContent)).toEqual([
      '請求金額¥100,000',
      '手数料（税込）¥3,000',
      'プロモーション割引-¥1,500',
      '割引後の手数料（税込）¥1,500',
      'うち消費税¥136',
      'カードへのご請求額（合計）¥101,500',
    ]);
  });
});
