import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstInvalidField } from './form-focus.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusFirstInvalidField', () => {
  it('focuses the first invalid field in document order', () => {
    document.body.innerHTML = `
      <form>
        <input id="a" />
        <input id="b" aria-invalid="true" />
        <select id="c" aria-invalid="true"><option>x</option></select>
      </form>`;
    const focused = focusFirstInvalidField(document.querySelector('form'));
    expect(focused?.id).toBe('b');
    expect(document.activeElement?.id).toBe('b');
  });

  it('focuses inside an invalid group (PIN boxes, radios) and skips what cannot take focus', () => {
    document.body.innerHTML = `
      <form>
        <input id="off" aria-invalid="true" disabled />
        <div aria-invalid="true"><span>no control here</span></div>
        <div aria-invalid="true"><input id="pin1" /><input id="pin2" /></div>
      </form>`;
    focusFirstInvalidField(document.querySelector('form'));
    expect(document.activeElement?.id).toBe('pin1');
  });

  it('does nothing when every field is valid', () => {
    document.body.innerHTML = '<form><input id="a" /></form>';
    expect(focusFirstInvalidField(document.querySelector('form'))).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});
