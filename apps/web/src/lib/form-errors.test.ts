import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client.ts';
import { applyApiError } from './form-errors.ts';
import { useUiStore } from './ui-store.ts';

afterEach(() => {
  useUiStore.setState({ snackbar: null });
  vi.restoreAllMocks();
});

const validation = new ApiError(400, {
  status: 'validation_error',
  message: '入力内容に誤りがあります。',
  errors: [
    { field: 'corporation.postal_code', message: '郵便番号は7桁の数字で入力してください。' },
    { field: 'corporation.unknown', message: '不明な項目です。' },
  ],
});

describe('applyApiError', () => {
  it('puts field errors under matching fields and the rest in the snackbar', () => {
    const setError = vi.fn();
    const matched = applyApiError(validation, setError, ['postal_code'], {
      mapField: (f) => f.replace(/^corporation\./, ''),
    });
    expect(matched).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'postal_code',
      { type: 'server', message: '郵便番号は7桁の数字で入力してください。' },
      { shouldFocus: true },
    );
    expect(useUiStore.getState().snackbar).toMatchObject({ color: 'error', text: '不明な項目です。' });
  });

  it('shows the message in the snackbar when no field matches', () => {
    const setError = vi.fn();
    expect(applyApiError(new ApiError(409, { status: 'conflict', message: '処理状況が変わりました。' }), setError, ['x'])).toBe(
      false,
    );
    expect(setError).not.toHaveBeenCalled();
    expect(useUiStore.getState().snackbar).toMatchObject({ color: 'error', text: '処理状況が変わりました。' });
  });

  it('treats unknown failures as a network error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onUnmatched = vi.fn();
    applyApiError(new Error('boom'), vi.fn(), [], { onUnmatched });
    expect(onUnmatched).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE);
  });
});
