// The page's tone before OCR: uneven light (a phone's shadow, a vignette, a lamp) divided out, and
// a small tilt straightened. Pure functions over 8-bit grey images ({ width, height, data }).
import { sampleBilinear } from './grey-sampling.mjs';

/** Separable box blur with the given radius, in place on a Float32Array plane. */
function boxBlur(plane, width, height, radius) {
  const tmp = new Float32Array(plane.length);
  const span = radius * 2 + 1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let x = -radius; x <= radius; x++) sum += plane[row + Math.min(width - 1, Math.max(0, x))];
    for (let x = 0; x < width; x++) {
      tmp[row + x] = sum / span;
      sum += plane[row + Math.min(width - 1, x + radius + 1)] - plane[row + Math.max(0, x - radius)];
    }
  }
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let y = -radius; y <= radius; y++) sum += tmp[Math.min(height - 1, Math.max(0, y)) * width + x];
    for (let y = 0; y < height; y++) {
      plane[y * width + x] = sum / span;
      sum += tmp[Math.min(height - 1, y + radius + 1) * width + x] - tmp[Math.max(0, y - radius) * width + x];
    }
  }
}

/**
 * The paper's brightness everywhere, text removed: the brightest pixel of each block (ink is
 * darker than paper), spread over the neighbouring blocks so that a whole character or a thick
 * line is covered, then smoothed. Returned at block resolution.
 */
export function backgroundEstimate(img, block) {
  const bw = Math.ceil(img.width / block);
  const bh = Math.ceil(img.height / block);
  const max = new Float32Array(bw * bh);
  for (let y = 0; y < img.height; y++) {
    const by = ((y / block) | 0) * bw;
    const row = y * img.width;
    for (let x = 0; x < img.width; x++) {
      const v = img.data[row + x];
      const i = by + ((x / block) | 0);
      if (v > max[i]) max[i] = v;
    }
  }
  const spread = new Float32Array(bw * bh);
  for (let y = 0; y < bh; y++) {
    for (let x = 0; x < bw; x++) {
      let m = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = Math.min(bh - 1, Math.max(0, y + dy));
        for (let dx = -1; dx <= 1; dx++) {
          const v = max[yy * bw + Math.min(bw - 1, Math.max(0, x + dx))];
          if (v > m) m = v;
        }
      }
      spread[y * bw + x] = m;
    }
  }
  // A solid dark area (a header band printed white on black, a logo) is not paper in shadow: a
  // shadow takes at most about half the light, so the estimate never goes below 45 % of the
  // page's usual paper level, and such an area stays dark with its white text on it.
  const sorted = Float32Array.from(spread).sort();
  const floor = sorted[Math.floor(sorted.length * 0.9)] * 0.45;
  for (let i = 0; i < spread.length; i++) if (spread[i] < floor) spread[i] = floor;
  boxBlur(spread, bw, bh, 2);
  return { width: bw, height: bh, data: spread, block };
}

/**
 * Each pixel divided by the paper's brightness around it: the paper becomes white everywhere and
 * the ink keeps its contrast, in shadow or not. Then the levels are stretched so that the darkest
 * ink is black (a photo's ink is often only mid-grey).
 */
export function flattenLight(img, block = Math.max(8, Math.round(Math.max(img.width, img.height) / 120))) {
  const bg = backgroundEstimate(img, block);
  const out = new Uint8Array(img.width * img.height);
  const hist = new Uint32Array(256);
  // Bilinear lookup of the block grid (centred on the blocks): the columns' weights once, then
  // one row of the paper's brightness at a time.
  const x0s = new Int32Array(img.width);
  const axs = new Float32Array(img.width);
  for (let x = 0; x < img.width; x++) {
    const fx = Math.min(bg.width - 1, Math.max(0, (x + 0.5) / block - 0.5));
    x0s[x] = Math.floor(fx);
    axs[x] = fx - x0s[x];
  }
  const column = new Float32Array(bg.width);
  for (let y = 0; y < img.height; y++) {
    const fy = Math.min(bg.height - 1, Math.max(0, (y + 0.5) / block - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(bg.height - 1, y0 + 1);
    const ay = fy - y0;
    for (let i = 0; i < bg.width; i++) column[i] = bg.data[y0 * bg.width + i] * (1 - ay) + bg.data[y1 * bg.width + i] * ay;
    const row = y * img.width;
    for (let x = 0; x < img.width; x++) {
      const x0 = x0s[x];
      const x1 = x0 + 1 < bg.width ? x0 + 1 : x0;
      const paper = Math.max(16, column[x0] + (column[x1] - column[x0]) * axs[x]);
      const v = Math.min(255, (img.data[row + x] * 255) / paper) | 0;
      out[row + x] = v;
      hist[v]++;
    }
  }
  // The level below which 0.5 % of the pixels lie becomes black.
  let count = 0;
  let low = 0;
  while (low < 200 && count + hist[low] < out.length * 0.005) count += hist[low++];
  if (low > 0) {
    const scale = 255 / (255 - low);
    for (let i = 0; i < out.length; i++) out[i] = Math.max(0, (out[i] - low) * scale);
  }
  return { width: img.width, height: img.height, data: out };
}

/**
 * The tilt of the text lines in degrees (positive: clockwise), within ±maxDegrees: the angle at
 * which the ink falls into the fewest rows (the projection profile's peak).
 */
export function estimateSkew(img, maxDegrees = 4) {
  const threshold = 160;
  const points = [];
  // Every other pixel of every other row is plenty to see the lines and keeps this at ~10 ms.
  const step = Math.max(1, Math.round(Math.max(img.width, img.height) / 1000));
  for (let y = 0; y < img.height; y += step) {
    for (let x = 0; x < img.width; x += step) if (img.data[y * img.width + x] < threshold) points.push(x, y);
  }
  if (points.length < 200) return 0;
  const score = (degrees) => {
    const t = Math.tan((degrees * Math.PI) / 180);
    const rows = new Float64Array(Math.ceil(img.height / step) + Math.ceil((img.width * Math.abs(t)) / step) + 2);
    const offset = t < 0 ? Math.ceil((img.width * -t) / step) : 0;
    for (let i = 0; i < points.length; i += 2) {
      const r = Math.round((points[i + 1] - points[i] * t) / step) + offset;
      if (r >= 0 && r < rows.length) rows[r]++;
    }
    // The sum of squares grows as the ink gathers into fewer rows. (Not the rows' differences:
    // on a subsampled grid those pick up aliasing stripes at every angle but 0.)
    let s = 0;
    for (let i = 0; i < rows.length; i++) s += rows[i] * rows[i];
    return s;
  };
  let best = 0;
  let bestScore = score(0);
  for (let d = -maxDegrees; d <= maxDegrees; d += 0.5) {
    const s = score(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  const coarse = best;
  for (let d = coarse - 0.4; d <= coarse + 0.4; d += 0.1) {
    const s = score(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  return Math.round(best * 10) / 10;
}

/** img rotated by -degrees about its centre (undoing a tilt of degrees), bilinear, white corners. */
export function rotate(img, degrees) {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const { width, height } = img;
  const cx = width / 2;
  const cy = height / 2;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // The source of output pixel (x, y): rotate it forward by the tilt.
      const dx = x - cx;
      const dy = y - cy;
      out[y * width + x] = sampleBilinear(img, cx + dx * cos - dy * sin, cy + dx * sin + dy * cos);
    }
  }
  return { width, height, data: out };
}
