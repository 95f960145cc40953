import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TransferCalendar } from './transfer-calendar.tsx';

afterEach(cleanup);

function renderCalendar(firstMonth: string, lastMonth: string) {
  render(
    <TransferCalendar
      value=""
      onSelect={() => undefined}
      firstMonth={firstMonth}
      lastMonth={lastMonth}
      unavailable={() => null}
      closedReason={() => null}
    />,
  );
}

const press = (name: string) => {
  const button = screen.getByRole('button', { name });
  button.focus();
  fireEvent.click(button);
  return button;
};

describe('TransferCalendar month buttons keep focus on the page', () => {
  it('次の月 that disables itself hands focus to 前の月', () => {
    renderCalendar('2026-11', '2026-12');
    const next = press('次の月');
    expect(next).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '前の月' }));
  });

  it('前の月 that disables itself hands focus to 次の月', () => {
    renderCalendar('2026-11', '2026-12');
    press('次の月');
    const prev = press('前の月');
    expect(prev).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '次の月' }));
  });

  it('a month button that stays enabled keeps focus', () => {
    renderCalendar('2026-11', '2027-02');
    const next = press('次の月');
    expect(next).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(next);
    expect(document.activeElement).not.toBe(document.body);
  });
});
