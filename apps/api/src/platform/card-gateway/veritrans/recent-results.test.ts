import { describe, expect, it } from 'vitest';
import { RecentResults } from './recent-results.ts';

describe('RecentResults', () => {
  it('keeps at most its capacity, forgetting the oldest key first', () => {
    const recent = new RecentResults<number>(3);
    for (let i = 1; i <= 5; i++) recent.set(`order-${i}`, i);
    expect(recent.size).toBe(3);
    expect(recent.get('order-1')).toBeUndefined();
    expect(recent.get('order-2')).toBeUndefined();
    expect(recent.get('order-5')).toBe(5);
  });

  it('counts a key set again as the newest', () => {
    const recent = new RecentResults<string>(2);
    recent.set('a', 'first');
    recent.set('b', 'second');
    recent.set('a', 'again');
    recent.set('c', 'third');
    expect(recent.get('a')).toBe('again');
    expect(recent.get('b')).toBeUndefined();
  });

  it('refuses a capacity that could not hold anything', () => {
    expect(() => new RecentResults(0)).toThrow(RangeError);
  });
});
