import { describe, expect, it } from 'vitest';
import { invertDarkBands } from './dark-bands.mjs';

// A 600 × 400 white page; fill paints a rectangle at a grey level.
function page() {
  const width = 600;
  const height = 400;
  const data = new Uint8Array(width * height).fill(255);
  const fill = (x0: number, y0: number, x1: number, y1: number, v: number) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * width + x] = v;
  };
  return { img: { width, height, data }, fill };
}
const at = (img: { width: number; data: Uint8Array }, x: number, y: number) => img.data[y * img.width + x];

describe('invertDarkBands', () => {
  it('turns a header band printed white on dark into dark on white, to its edges', () => {
    const { img, fill } = page();
    fill(53, 101, 547, 141, 60); // the band, not on the block grid
    fill(100, 112, 104, 130, 255); // a white label's strokes
    fill(96, 119, 120, 122, 255);
    const { image, bands } = invertDarkBands(img, { block: 8 });
    expect(bands).toEqual([{ x: 53, y: 101, width: 494, height: 40 }]);
    expect(at(image, 102, 120)).toBe(0); // the stroke, now dark
    expect(at(image, 300, 105)).toBe(195); // the ground, now light
    expect(at(image, 53, 101)).toBe(195);
    expect(at(image, 52, 100)).toBe(255); // the paper around it untouched
    expect(at(image, 547, 141)).toBe(255);
  });

  it('leaves alone bold glyphs, a thick rule, a tall dark area and the dark around a sheet', () => {
    const { img, fill } = page();
    fill(100, 50, 110, 90, 0); // a bold glyph's strokes: tall and narrow
    fill(120, 50, 160, 60, 0);
    fill(50, 200, 550, 206, 0); // a thick rule, less than two blocks
    fill(300, 250, 360, 330, 30); // a logo: not wider than tall
    fill(0, 0, 600, 24, 20); // a desk above the sheet: touches the edge
    const { image, bands } = invertDarkBands(img, { block: 8 });
    expect(bands).toEqual([]);
    expect(image).toBe(img);
  });

  it('leaves alone a grey band with dark text on it: inverting it would print white on black', () => {
    const { img, fill } = page();
    fill(53, 101, 547, 141, 110); // a light grey header a shadow made darker
    fill(100, 112, 104, 130, 0); // its label, darker still
    fill(96, 119, 120, 122, 0);
    expect(invertDarkBands(img, { block: 8 }).bands).toEqual([]);
  });

  it('leaves alone a cluster of text that is not a filled rectangle', () => {
    const { img, fill } = page();
    // A row of bold characters: ink blocks with gaps between them.
    for (let x = 60; x < 540; x += 40) fill(x, 100, x + 24, 140, 0);
    expect(invertDarkBands(img, { block: 8 }).bands).toEqual([]);
  });
});
