import { describe, it, expect } from 'vitest';
import { paymentsLandingPath } from './landing.ts';
import type { PaymentsTabCounts } from './landing.ts';

const none: PaymentsTabCounts = { actionRequired: 0, review: 0, waiting: 0, reserved: 0, history: 0, draft: 0 };

describe('paymentsLandingPath', () => {
  it.each<[Partial<PaymentsTabCounts>, string]>([
    [{}, '/payments/create'],
    [{ actionRequired: 1 }, '/payments/review'],
    [{ review: 1 }, '/payments/review'],
    [{ actionRequired: 1, waiting: 5, reserved: 5, history: 5, draft: 5 }, '/payments/review'],
    [{ waiting: 1 }, '/payments/waiting'],
    [{ waiting: 1, reserved: 3, history: 3, draft: 3 }, '/payments/waiting'],
    [{ reserved: 1 }, '/payments/reserved'],
    [{ reserved: 1, history: 9, draft: 9 }, '/payments/reserved'],
    [{ history: 1 }, '/payments/history'],
    [{ history: 1, draft: 2 }, '/payments/history'],
    [{ draft: 1 }, '/payments/draft'],
  ])('%j → %s', (counts, expected) => {
    expect(paymentsLandingPath({ ...none, ...counts })).toBe(expected);
  });
});
