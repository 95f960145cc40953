// The invoice corpus's image kinds: a scanned PDF, a page image and a phone photo made from a page's raster.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';

// ---- image processing ----------------------------------------------------------------------

/** A 2D canvas with the image drawn in. */
async function toCanvas(png) {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  c.getContext('2d').drawImage(img, 0, 0);
  return c;
}

/** The page at 150 dpi: A4 = 1240 × 1754. */
function pageImage(src) {
  const c = createCanvas(1240, 1754);
  const ctx = c.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(src, 0, 0, 1240, 1754);
  return c.encodeSync('png');
}

/** A flatbed scan at 200 dpi (1654 × 2339): slight skew and offset, grey, noise and dust. */
async function scanPage(src, r) {
  const W = 1654;
  const H = 2339;
  const c = createCanvas(W, H);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#f4f4f2';
  ctx.fillRect(0, 0, W, H);
  ctx.save();
  ctx.translate(W / 2 + r.range(-12, 12), H / 2 + r.range(-12, 12));
  ctx.rotate((r.range(0.25, 0.9) * (r.chance(0.5) ? 1 : -1) * Math.PI) / 180);
  ctx.filter = `blur(${r.range(0.3, 0.6).toFixed(2)}px)`;
  ctx.drawImage(src, -W / 2, -H / 2, W, H);
  ctx.restore();
  const img = ctx.getImageData(0, 0, W, H);
  const px = img.data;
  const rnd = r.rng;
  const gain = r.range(0.9, 0.97);
  for (let i = 0; i < px.length; i += 4) {
    const g = 0.299 * px[i] + 0.587 * px[i + 1] + 0.114 * px[i + 2];
    // Scanner tone curve: darker paper, ink not fully black, noise.
    const v = 14 + g * gain + (rnd() - 0.5) * 22;
    px[i] = px[i + 1] = px[i + 2] = v;
  }
  // Dust specks and a faint shadow along the binding edge.
  for (let k = 0, n = r.int(30, 90); k < n; k++) {
    const x = r.int(0, W - 3);
    const y = r.int(0, H - 3);
    for (let dy = 0; dy < 2; dy++)
      for (let dx = 0; dx < 2; dx++)
        px[((y + dy) * W + x + dx) * 4] = px[((y + dy) * W + x + dx) * 4 + 1] = px[((y + dy) * W + x + dx) * 4 + 2] = 60;
  }
  const edge = r.chance(0.5) ? 0 : W - 1;
  for (let y = 0; y < H; y++)
    for (let k = 0; k < 40; k++) {
      const x = edge === 0 ? k : W - 1 - k;
      const i = (y * W + x) * 4;
      const f = 0.55 + (0.45 * k) / 40;
      px[i] *= f;
      px[i + 1] *= f;
      px[i + 2] *= f;
    }
  ctx.putImageData(img, 0, 0);
  return c.encodeSync('jpeg', r.int(75, 88));
}

/** Solves the homography taking the 4 points `from` to the 4 points `to` (h33 = 1). */
function homography(from, to) {
  const A = [];
  const b = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i];
    const [u, v] = to[i];
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  // Gaussian elimination with partial pivoting.
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let rr = c + 1; rr < 8; rr++) if (Math.abs(A[rr][c]) > Math.abs(A[p][c])) p = rr;
    [A[c], A[p]] = [A[p], A[c]];
    [b[c], b[p]] = [b[p], b[c]];
    for (let rr = c + 1; rr < 8; rr++) {
      const f = A[rr][c] / A[c][c];
      for (let k = c; k < 8; k++) A[rr][k] -= f * A[c][k];
      b[rr] -= f * b[c];
    }
  }
  const h = new Array(8);
  for (let c = 7; c >= 0; c--) {
    let s = b[c];
    for (let k = c + 1; k < 8; k++) s -= A[c][k] * h[k];
    h[c] = s / A[c][c];
  }
  return h;
}

/**
 * The printed page photographed with a phone: the page (src, ~240 dpi) lies on a desk, seen at
 * an angle (a projective warp: for every photo pixel, the inverse homography gives the page
 * point, sampled bilinearly), rotated, with uneven light, a soft shadow, blur, sensor noise,
 * then JPEG.
 */
async function phonePhoto(src, r, { width, height, quality, maxAngle }) {
  const sw = src.width;
  const sh = src.height;
  const srcPx = src.getContext('2d').getImageData(0, 0, sw, sh).data;
  const out = createCanvas(width, height);
  const ctx = out.getContext('2d');
  // Desk: a wood or a grey/cloth tone with grain.
  const desks = [
    ['#8a6a4a', '#6e5236'],
    ['#9a9a96', '#72716c'],
    ['#c9c2b5', '#a59d8f'],
    ['#3c4650', '#2a3038'],
  ];
  const [c1, c2] = r.pick(desks);
  const grad = ctx.createLinearGradient(0, 0, width * r.range(0.5, 1), height);
  grad.addColorStop(0, c1);
  grad.addColorStop(1, c2);
  ctx.fillStyle = grad;
  ctx.fillRect(0, 0, width, height);
  ctx.globalAlpha = 0.08;
  for (let k = 0; k < 140; k++) {
    ctx.fillStyle = r.chance(0.5) ? '#000' : '#fff';
    const y = r.range(0, height);
    ctx.fillRect(0, y, width, r.range(2, 14));
  }
  ctx.globalAlpha = 1;
  // Where the page's corners land: centred, 72–88 % of the frame height, rotated, foreshortened.
  const angle = (r.range(-maxAngle, maxAngle) * Math.PI) / 180;
  const pageH = height * r.range(0.74, 0.86);
  const pageW = (pageH * sw) / sh;
  const cx = width / 2 + r.range(-0.04, 0.04) * width;
  const cy = height / 2 + r.range(-0.03, 0.03) * height;
  const tilt = r.range(0.02, 0.09); // top edge narrower: the phone is tilted toward the reader
  const side = r.range(-0.04, 0.04); // and a little to one side
  const base = [
    [(-pageW / 2) * (1 - tilt), (-pageH / 2) * (1 - side)],
    [(pageW / 2) * (1 - tilt), (-pageH / 2) * (1 + side)],
    [pageW / 2, (pageH / 2) * (1 + side)],
    [-pageW / 2, (pageH / 2) * (1 - side)],
  ];
  const quad = base.map(([x, y]) => {
    const jx = x + r.range(-0.012, 0.012) * pageW;
    const jy = y + r.range(-0.012, 0.012) * pageH;
    return [cx + jx * Math.cos(angle) - jy * Math.sin(angle), cy + jx * Math.sin(angle) + jy * Math.cos(angle)];
  });
  // The page's own shadow on the desk.
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.55)';
  ctx.shadowBlur = width * 0.02;
  ctx.shadowOffsetX = width * r.range(0.002, 0.008);
  ctx.shadowOffsetY = width * r.range(0.004, 0.01);
  ctx.fillStyle = '#777';
  ctx.beginPath();
  quad.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.closePath();
  ctx.fill();
  ctx.restore();
  const img = ctx.getImageData(0, 0, width, height);
  const px = img.data;
  // Inverse mapping: photo pixel → page pixel.
  const h = homography(quad, [
    [0, 0],
    [sw - 1, 0],
    [sw - 1, sh - 1],
    [0, sh - 1],
  ]);
  const xs = quad.map((q) => q[0]);
  const ys = quad.map((q) => q[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(...ys)));
  const paperTint = [r.range(0.97, 1), r.range(0.95, 0.99), r.range(0.88, 0.96)];
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const den = h[6] * x + h[7] * y + 1;
      const u = (h[0] * x + h[1] * y + h[2]) / den;
      const v = (h[3] * x + h[4] * y + h[5]) / den;
      if (u < 0 || v < 0 || u >= sw - 1 || v >= sh - 1) continue;
      const ux = u | 0;
      const vy = v | 0;
      const fx = u - ux;
      const fy = v - vy;
      const i00 = (vy * sw + ux) * 4;
      const i01 = i00 + 4;
      const i10 = i00 + sw * 4;
      const i11 = i10 + 4;
      const o = (y * width + x) * 4;
      for (let ch = 0; ch < 3; ch++) {
        const top = srcPx[i00 + ch] + (srcPx[i01 + ch] - srcPx[i00 + ch]) * fx;
        const bot = srcPx[i10 + ch] + (srcPx[i11 + ch] - srcPx[i10 + ch]) * fx;
        px[o + ch] = (top + (bot - top) * fy) * paperTint[ch];
      }
    }
  }
  // Light: brighter toward one corner, darker toward the other, a soft-edged shadow (a hand or
  // the phone) across part of the frame, and sensor noise.
  const lx = r.range(0, width);
  const ly = r.range(0, height * 0.4);
  const diag = Math.hypot(width, height);
  const fall = r.range(0.18, 0.32);
  const sa = r.range(0, Math.PI * 2);
  const snx = Math.cos(sa);
  const sny = Math.sin(sa);
  const sOff = r.range(0.25, 0.45) * diag * 0.5;
  const sSoft = r.range(0.03, 0.08) * diag;
  const sDepth = r.range(0.18, 0.35);
  const ccx = width / 2;
  const ccy = height / 2;
  const rnd = r.rng;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      let l = 1.04 - (fall * Math.hypot(x - lx, y - ly)) / diag;
      // Signed distance to the shadow's edge; shadow on the far side of the centre.
      const dist = (x - ccx) * snx + (y - ccy) * sny - sOff;
      if (dist > -sSoft) l *= 1 - sDepth * Math.min(1, (dist + sSoft) / (2 * sSoft));
      const n = (rnd() - 0.5) * 10;
      px[o] = px[o] * l + n;
      px[o + 1] = px[o + 1] * l + n;
      px[o + 2] = px[o + 2] * l * 0.98 + n;
    }
  }
  ctx.putImageData(img, 0, 0);
  const blurred = createCanvas(width, height);
  const bctx = blurred.getContext('2d');
  bctx.filter = `blur(${r.range(0.7, 1.6).toFixed(2)}px)`;
  bctx.drawImage(out, 0, 0);
  return blurred.encodeSync('jpeg', quality);
}

async function imagePdf(jpegs) {
  const pdf = await PDFDocument.create();
  for (const jpg of jpegs) {
    const image = await pdf.embedJpg(jpg);
    const page = pdf.addPage([595.28, 841.89]);
    page.drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
  }
  return Buffer.from(await pdf.save());
}

export { imagePdf, pageImage, phonePhoto, scanPage, toCanvas };
