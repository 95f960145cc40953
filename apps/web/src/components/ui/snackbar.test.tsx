import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../lib/ui-store.ts';
import { Snackbar } from './snackbar.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  useUiStore.setState({ snackbar: null });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Snackbar (spec §4)', () => {
  it('appears ~100 ms after an item is set, closes after its duration, clears the item 400 ms later', () => {
    render(<Snackbar />);
    act(() => useUiStore.getState().showSnackbar({ color: 'success', text: '保存しました。', duration: 3000 }));
    expect(screen.queryByText('保存しました。')).toBeNull();
    void act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status').textContent).toContain('保存しました。');
    void act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status').dataset.state).toBe('closing');
    expect(useUiStore.getState().snackbar).not.toBeNull();
    void act(() => vi.advanceTimersByTime(400));
    expect(useUiStore.getState().snackbar).toBeNull();
    expect(screen.queryByText('保存しました。')).toBeNull();
  });

  it('closes on 閉じる, and errors are alerts', () => {
    render(<Snackbar />);
    act(() => useUiStore.getState().showSnackbar({ color: 'error', text: '通信エラー', duration: 0 }));
    void act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('alert').textContent).toContain('通信エラー');
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    void act(() => vi.advanceTimersByTime(400));
    expect(useUiStore.getState().snackbar).toBeNull();
  });
});
