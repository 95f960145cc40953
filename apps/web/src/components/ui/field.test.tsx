import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField } from './field.tsx';

afterEach(cleanup);

describe('SelectField', () => {
  it('draws its chevron inside the select box itself, whatever width the select is given', () => {
    const { container } = render(
      <SelectField
        label="預金種目"
        className="max-w-56"
        options={[{ value: 1, label: '普通' }]}
        placeholder="選択してください"
      />,
    );
    const select = screen.getByLabelText('預金種目');
    // The chevron is the select's own background at its right edge (padding keeps the text clear of it)…
    expect(select.style.backgroundImage).toContain('data:image/svg+xml');
    expect(select.style.backgroundRepeat).toBe('no-repeat');
    expect(select.className).toContain('pr-10');
    // …not an icon laid over a full-width wrapper, which ended up outside a narrower select.
    expect(container.querySelector('svg')).toBeNull();
  });

  it('keeps the white box of an input: a select matches :read-only but is not read-only', () => {
    render(<SelectField label="都道府県" options={[{ value: '東京都', label: '東京都' }]} />);
    expect(screen.getByLabelText('都道府県').className).not.toContain('read-only:bg-slate-50');
  });
});
