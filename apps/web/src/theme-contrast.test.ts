import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * WCAG 1.4.3: body-size text needs 4.5:1. Secondary text is slate-500 on the canvas and on white,
 * so the theme's tokens must keep that ratio (Tailwind's own slate-500 gives 4.4:1 on the canvas).
 */
const css = readFileSync(resolve(import.meta.dirname, 'index.css'), 'utf8');
const token = (name: string) => css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i'))?.[1];

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('theme colour tokens', () => {
  it('secondary text (slate-500) reaches 4.5:1 on the canvas and on white', () => {
    const text = token('slate-500');
    const canvas = token('canvas');
    expect(text, '--color-slate-500 is defined in the theme').toBeDefined();
    expect(canvas).toBeDefined();
    expect(contrast(text!, canvas!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
