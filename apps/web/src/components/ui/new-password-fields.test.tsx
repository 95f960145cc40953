import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@icp/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NEW_PASSWORD_HINT, NewPasswordFields } from './new-password-fields.tsx';

afterEach(cleanup);

describe('NewPasswordFields', () => {
  it('states both limits of the contract in its one hint', () => {
    expect(NEW_PASSWORD_HINT.startsWith(`${PASSWORD_MIN_LENGTH}〜${PASSWORD_MAX_LENGTH}文字。`)).toBe(true);
  });

  it('asks for the new password twice, the hint under the first field only', () => {
    render(
      <NewPasswordFields
        password={{ name: 'password' }}
        confirmation={{ name: 'password_confirmation', error: '一致しません' }}
      />,
    );
    const first = screen.getByLabelText(/^新しいパスワード/, { selector: '[name="password"]' });
    const second = screen.getByLabelText(/^新しいパスワード（確認）/);
    expect(first.getAttribute('autocomplete')).toBe('new-password');
    expect(second.getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getAllByText(NEW_PASSWORD_HINT)).toHaveLength(1);
    expect(second.getAttribute('aria-invalid')).toBe('true');
  });

  it('is a single field under its own label on sign-up', () => {
    render(<NewPasswordFields label="パスワード" password={{ name: 'password' }} />);
    expect(screen.getByLabelText(/^パスワード/, { selector: 'input' }).getAttribute('name')).toBe('password');
    expect(screen.queryByLabelText(/（確認）/)).toBeNull();
    expect(screen.getByText(NEW_PASSWORD_HINT)).toBeTruthy();
  });
});
