import { describe, expect, it } from 'vitest';
import { removeRules } from './ruling.mjs';

// A 400 × 200 white page with a ruled cell and, inside it, a "character": short strokes.
function page() {
  const width = 400;
  const height = 200;
  const data = new Uint8Array(width * height).fill(255);
  const fill = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * width + x] = 0;
  };
  fill(20, 40, 380, 42); // a horizontal rule, 2 px thick
  fill(20, 160, 380, 162);
  fill(20, 40, 22, 162); // vertical rules
  fill(378, 40, 380, 162);
  fill(100, 90, 120, 93); // a character's strokes: short, or thick
  fill(108, 80, 111, 110);
  fill(200, 80, 300, 110); // a dark band 30 px high: not a rule
  return { width, height, data };
}
const at = (img: { width: number; data: Uint8Array }, x: number, y: number) => img.data[y * img.width + x];

describe('removeRules', () => {
  it('whitens the rules of a ruled cell, crossings included', () => {
    const { image } = removeRules(page(), { charHeight: 20 });
    for (const [x, y] of [
      [200, 41],
      [21, 100],
      [379, 100],
      [21, 41],
      [379, 161],
    ] as const)
      expect(at(image, x, y)).toBe(255);
  });

  it('keeps a character’s strokes and a dark band', () => {
    const { image } = removeRules(page(), { charHeight: 20 });
    expect(at(image, 110, 91)).toBe(0);
    expect(at(image, 109, 100)).toBe(0);
    expect(at(image, 250, 95)).toBe(0);
  });

  it('leaves a page without rules as it is', () => {
    const img = { width: 50, height: 50, data: new Uint8Array(2500).fill(255) };
    img.data[25 * 50 + 25] = 0;
    expect(removeRules(img, { charHeight: 10 }).whitened).toBe(0);
  });

  it('leaves a page with a few rules alone when asked for a ruled form only', () => {
    const result = removeRules(page(), { charHeight: 20, minVertical: 2.5 });
    expect(result.whitened).toBe(0);
    expect(at(result.image, 200, 41)).toBe(0);
    expect(result.vertical).toBeGreaterThan(0);
  });
});
