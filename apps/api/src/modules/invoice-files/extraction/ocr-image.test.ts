import { readFileSync } from 'node:fs';
import { createCanvas, loadImage, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { apiPath } from '../../../api-root.ts';
import {
  estimateSkew,
  findPageQuad,
  flattenLight,
  greyFromPgm,
  prepareImage,
  squareToQuad,
  warpQuad,
  type GreyImage,
  type Quad,
} from './ocr-image.mjs';

// Small generated scenes: a white "page" with rows of dark bars standing in for text.
const PAGE = { width: 420, height: 594 };

/** Draws the page's content in page coordinates (0…PAGE.width, 0…PAGE.height). */
function drawPage(ctx: SKRSContext2D) {
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, PAGE.width, PAGE.height);
  ctx.fillStyle = '#111';
  for (let y = 60; y < 540; y += 24) for (let x = 40; x < 380; x += 50) ctx.fillRect(x, y, 38, 12);
}

function grey(canvas: Canvas): GreyImage {
  const rgba = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const data = new Uint8Array(canvas.width * canvas.height);
  for (let i = 0; i < data.length; i++) data[i] = rgba[i * 4]!;
  return { width: canvas.width, height: canvas.height, data };
}

/** A photo-like scene: the page turned by `degrees` on a dark desk, lit unevenly from the left. */
function photo(degrees: number) {
  const canvas = createCanvas(700, 800);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#3a3a3a';
  ctx.fillRect(0, 0, 700, 800);
  ctx.save();
  ctx.translate(350, 400);
  ctx.rotate((degrees * Math.PI) / 180);
  ctx.translate(-PAGE.width / 2, -PAGE.height / 2);
  drawPage(ctx);
  ctx.restore();
  const shade = ctx.createLinearGradient(0, 0, 700, 0);
  shade.addColorStop(0, 'rgba(0,0,0,0.45)');
  shade.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = shade;
  ctx.fillRect(0, 0, 700, 800);
  const a = (degrees * Math.PI) / 180;
  const corners: Quad = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([sx, sy]) => {
    const x = (sx! * PAGE.width) / 2;
    const y = (sy! * PAGE.height) / 2;
    return [350 + x * Math.cos(a) - y * Math.sin(a), 400 + x * Math.sin(a) + y * Math.cos(a)];
  });
  return { canvas, corners };
}

describe('findPageQuad', () => {
  it('finds the corners of a turned sheet on a darker background', () => {
    const { canvas, corners } = photo(7);
    const quad = findPageQuad(grey(canvas));
    expect(quad).not.toBeNull();
    quad!.forEach(([x, y], i) => {
      expect(Math.hypot(x - corners[i]![0], y - corners[i]![1])).toBeLessThan(8);
    });
  });

  it('finds none on a page image that fills the frame (nothing to cut away)', () => {
    const canvas = createCanvas(PAGE.width, PAGE.height);
    drawPage(canvas.getContext('2d'));
    expect(findPageQuad(grey(canvas))).toBeNull();
  });

  it('finds none on a page image whose dark header and footer bands run to its edges', async () => {
    // A road-service bill's page image (L222, seed 2) at the 400-pixel size the sheet is looked
    // for on: its white text on the bands lined up as a sheet's sides, and the page was warped
    // as a photo, losing its right column and its footer's 振込先.
    const thumb = await loadImage(readFileSync(apiPath('fixtures/page-geometry/banded-page-thumb.png')));
    const canvas = createCanvas(thumb.width, thumb.height);
    canvas.getContext('2d').drawImage(thumb, 0, 0);
    expect(findPageQuad(grey(canvas))).toBeNull();
  });
});

describe('squareToQuad and warpQuad', () => {
  const quad: Quad = [
    [30, 20],
    [300, 50],
    [280, 380],
    [10, 300],
  ];
  const at = (h: number[], u: number, v: number) => {
    const w = h[6]! * u + h[7]! * v + 1;
    return [(h[0]! * u + h[1]! * v + h[2]!) / w, (h[3]! * u + h[4]! * v + h[5]!) / w];
  };

  it('maps the unit square onto the quad, corners and centre (where the diagonals cross)', () => {
    const h = squareToQuad(quad);
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ].forEach(([u, v], i) => {
      const [x, y] = at(h, u!, v!);
      expect(x).toBeCloseTo(quad[i]![0], 6);
      expect(y).toBeCloseTo(quad[i]![1], 6);
    });
    // A projective map keeps straight lines straight: the square's centre goes to the diagonals' crossing.
    const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = quad as [
      [number, number],
      [number, number],
      [number, number],
      [number, number],
    ];
    const t = ((x3 - x0) * (y3 - y1) - (y3 - y0) * (x3 - x1)) / ((x2 - x0) * (y3 - y1) - (y2 - y0) * (x3 - x1));
    const [cx, cy] = at(h, 0.5, 0.5);
    expect(cx).toBeCloseTo(x0 + t * (x2 - x0), 6);
    expect(cy).toBeCloseTo(y0 + t * (y2 - y0), 6);
  });

  it('makes a sheet upright again', () => {
    const { canvas, corners } = photo(-5);
    const upright = warpQuad(grey(canvas), corners, PAGE.width, PAGE.height);
    const page = createCanvas(PAGE.width, PAGE.height);
    drawPage(page.getContext('2d'));
    const want = grey(page);
    // Compared away from the bars' edges, where the two resamplings differ by a pixel.
    let differ = 0;
    for (let i = 0; i < want.data.length; i++) if (Math.abs(want.data[i]! - upright.data[i]!) > 128) differ++;
    expect(differ / want.data.length).toBeLessThan(0.03);
  });
});

describe('flattenLight', () => {
  it('makes shaded paper white and keeps the ink dark', () => {
    const canvas = createCanvas(PAGE.width, PAGE.height);
    const ctx = canvas.getContext('2d');
    drawPage(ctx);
    const shade = ctx.createLinearGradient(0, 0, PAGE.width, PAGE.height);
    shade.addColorStop(0, 'rgba(0,0,0,0.5)');
    shade.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = shade;
    ctx.fillRect(0, 0, PAGE.width, PAGE.height);
    const before = grey(canvas);
    const after = flattenLight(before);
    // The margin (paper) in the shadow, and a bar (ink).
    const paper = (img: GreyImage) => img.data[20 * img.width + 20]!;
    const ink = (img: GreyImage) => img.data[66 * img.width + 60]!;
    expect(paper(before)).toBeLessThan(160);
    expect(paper(after)).toBeGreaterThan(235);
    expect(ink(after)).toBeLessThan(60);
  });
});

describe('estimateSkew', () => {
  it.each([2, -1.5, 0])('measures text lines tilted by %s°', (degrees) => {
    const canvas = createCanvas(PAGE.width, PAGE.height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, PAGE.width, PAGE.height);
    ctx.translate(PAGE.width / 2, PAGE.height / 2);
    ctx.rotate((degrees * Math.PI) / 180);
    ctx.translate(-PAGE.width / 2, -PAGE.height / 2);
    ctx.fillStyle = '#111';
    for (let y = 60; y < 540; y += 24) for (let x = 40; x < 380; x += 50) ctx.fillRect(x, y, 38, 12);
    expect(estimateSkew(grey(canvas))).toBeCloseTo(degrees, 0);
  });
});

describe('prepareImage', () => {
  it('turns a JPEG photo into an upright grey page of the requested width, as a PGM', async () => {
    const { canvas } = photo(6);
    const jpeg = canvas.toBuffer('image/jpeg', 80);
    const prepared = await prepareImage(jpeg, { pageWidth: 600 });
    expect(prepared.quad).not.toBeNull();
    expect(prepared.size.width).toBe(600);
    // The sheet's own proportions (A4: √2), within a few per cent.
    expect(prepared.size.height / prepared.size.width).toBeCloseTo(Math.SQRT2, 1);
    const header = `P5\n${prepared.size.width} ${prepared.size.height}\n255\n`;
    expect(prepared.image.subarray(0, header.length).toString('ascii')).toBe(header);
    expect(prepared.image.length).toBe(header.length + prepared.size.width * prepared.size.height);
  });

  it('leaves no line of the desk framing a photographed sheet', async () => {
    // tesseract's automatic layout took such a frame for a box round the page and read noise.
    const { canvas } = photo(6);
    const prepared = await prepareImage(canvas.toBuffer('image/jpeg', 80), { pageWidth: 600 });
    const page = greyFromPgm(prepared.image)!;
    const darkest = (xs: number[], ys: number[]) => Math.min(...ys.flatMap((y) => xs.map((x) => page.data[y * page.width + x]!)));
    const across = Array.from({ length: page.width - 40 }, (_, i) => i + 20);
    const down = Array.from({ length: page.height - 40 }, (_, i) => i + 20);
    // The outermost two pixels all round are paper, as light as the page's blank margin.
    expect(darkest(across, [0, 1, page.height - 2, page.height - 1])).toBeGreaterThan(180);
    expect(darkest([0, 1, page.width - 2, page.width - 1], down)).toBeGreaterThan(180);
  });

  it('keeps a page image whole and within maxPixels', async () => {
    const canvas = createCanvas(1000, 1414);
    const ctx = canvas.getContext('2d');
    ctx.scale(1000 / PAGE.width, 1414 / PAGE.height);
    drawPage(ctx);
    const prepared = await prepareImage(canvas.toBuffer('image/png'), { maxPixels: 500_000 });
    expect(prepared.quad).toBeNull();
    expect(prepared.size.width * prepared.size.height).toBeLessThanOrEqual(500_000);
    expect(prepared.size.width / prepared.size.height).toBeCloseTo(1000 / 1414, 2);
  });
});
