import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PinInput, toPinDigits } from './pin-input.tsx';

afterEach(cleanup);

function Harness() {
  const [value, setValue] = useState('');
  return <PinInput label="認証コード" value={value} onChange={setValue} />;
}

describe('PinInput', () => {
  it.each([
    ['123456', '123456'],
    ['12a3-4 5', '12345'],
    ['１２３４５６', '123456'],
    ['1234567890', '123456'],
    ['abc', ''],
  ])('toPinDigits(%j) → %j', (raw, expected) => {
    expect(toPinDigits(raw)).toBe(expected);
  });

  it('strips non-digits as typed and is a numeric one-time-code field', () => {
    render(<Harness />);
    const input = screen.getByLabelText(/認証コード/) as HTMLInputElement;
    expect(input.inputMode).toBe('numeric');
    expect(input.autocomplete).toBe('one-time-code');
    fireEvent.change(input, { target: { value: '1a2b３' } });
    expect(input.value).toBe('123');
    fireEvent.change(input, { target: { value: '123 456 789' } });
    expect(input.value).toBe('123456');
  });
});
