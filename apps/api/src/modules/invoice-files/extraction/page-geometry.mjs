// Where the sheet of paper is in a photo, and the projective warp that makes it an upright page.
// Pure functions over 8-bit grey images ({ width, height, data: Uint8Array }), so that they run
// the same in the worker and in tests, without a native image library.
import { sampleBilinear } from './grey-sampling.mjs';

/** Otsu's threshold: the grey level that best splits the histogram into two classes. */
export function otsuThreshold(data) {
  const hist = new Float64Array(256);
  for (let i = 0; i < data.length; i++) hist[data[i]]++;
  let sum = 0;
  for (let v = 0; v < 256; v++) sum += v * hist[v];
  let sumB = 0;
  let weightB = 0;
  let best = 0;
  let threshold = 128;
  for (let v = 0; v < 256; v++) {
    weightB += hist[v];
    if (weightB === 0) continue;
    const weightF = data.length - weightB;
    if (weightF === 0) break;
    sumB += v * hist[v];
    const between = weightB * weightF * (sumB / weightB - (sum - sumB) / weightF) ** 2;
    if (between > best) {
      best = between;
      threshold = v;
    }
  }
  return threshold;
}

/** The image shrunk by averaging, so that its longer side is at most maxSide. */
export function shrink(img, maxSide) {
  const factor = Math.max(1, Math.ceil(Math.max(img.width, img.height) / maxSide));
  const width = Math.floor(img.width / factor);
  const height = Math.floor(img.height / factor);
  const data = new Uint8Array(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * img.width + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += img.data[row + dx];
      }
      data[y * width + x] = sum / area;
    }
  }
  return { width, height, data, factor };
}

/** A 3 × 3 box blur: JPEG noise and paper texture would otherwise look like edges. */
function blur3(img) {
  const { width, height, data } = img;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const row = Math.min(height - 1, Math.max(0, y + dy)) * width;
        for (let dx = -1; dx <= 1; dx++) sum += data[row + Math.min(width - 1, Math.max(0, x + dx))];
      }
      out[y * width + x] = sum / 9;
    }
  }
  return { width, height, data: out };
}

/**
 * The line u = a·v + b through most of the points ([v, u] pairs), by RANSAC then least squares
 * on its inliers: the first edge met from the border is the sheet's on most rows, but a finger,
 * an object on the desk or the shadow's end gives a few points far off it.
 */
function robustLine(points, tolerance) {
  if (points.length < 10) return null;
  let best = null;
  // A fixed pseudo-random sequence: the same photo always gives the same quad.
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let i = 0; i < 150; i++) {
    const [v1, u1] = points[Math.floor(random() * points.length)];
    const [v2, u2] = points[Math.floor(random() * points.length)];
    if (Math.abs(v2 - v1) < 8) continue;
    const a = (u2 - u1) / (v2 - v1);
    const b = u1 - a * v1;
    let inliers = 0;
    for (const [v, u] of points) if (Math.abs(u - (a * v + b)) <= tolerance) inliers++;
    if (!best || inliers > best.inliers) best = { a, b, inliers };
  }
  if (!best) return null;
  const kept = points.filter(([v, u]) => Math.abs(u - (best.a * v + best.b)) <= tolerance);
  let sv = 0;
  let su = 0;
  let svv = 0;
  let suv = 0;
  for (const [v, u] of kept) {
    sv += v;
    su += u;
    svv += v * v;
    suv += u * v;
  }
  const n = kept.length;
  const det = n * svv - sv * sv;
  if (det === 0) return null;
  const a = (n * suv - sv * su) / det;
  return { a, b: (su - a * sv) / n, support: n / points.length, count: n };
}

/**
 * For each scan line, where the first sharp rise in brightness is met coming from the border
 * (past the outer 1 % and within the outer 45 %): the step from a darker background onto the
 * paper (2 pixels in, where the step ends). A line that first falls from paper-bright (above
 * `bright`) into something short — ink — starts on paper (a page image's margin) and gives no
 * point. A fall into a long dark stretch does not stop the search: the sheet's shadow, or the
 * desk after a white strip along the photo's edge. at(i, t) reads the t-th pixel of scan line i
 * counted from that border.
 */
function firstRises(lines, length, at, minStep, bright) {
  const points = [];
  const from = Math.max(2, Math.round(length * 0.01));
  const to = Math.round(length * 0.45);
  const longDark = Math.max(4, Math.round(length * 0.03));
  const staysDark = (i, t) => {
    for (let u = t; u < Math.min(length, t + longDark); u++) if (at(i, u) > bright) return false;
    return true;
  };
  for (let i = 0; i < lines; i++) {
    // Where the line fell sharply from the desk into something darker still: a sheet's shadow
    // is narrow, but a band printed dark along the sheet's edge (a header) is wide, and then the
    // sheet begins at the fall, not at the band's end.
    let darkFrom = -1;
    for (let t = from; t < to; t++) {
      const step = at(i, t + 2) - at(i, t - 2);
      if (step <= -minStep && at(i, t - 2) > bright) {
        if (!staysDark(i, t + 4)) break;
        t += 2;
      } else if (step <= -minStep) {
        if (darkFrom < 0) darkFrom = t;
        t += 2;
      } else if (step >= minStep) {
        points.push([i, darkFrom >= 0 && t - darkFrom > longDark * 1.5 ? darkFrom - 2 : t + 2]);
        break;
      }
    }
  }
  return points;
}

/**
 * A sheet's edge is met on at least this share of the scan lines from its side, on three sides
 * at least (photos: 0.44 and more, but for one whose top the photo all but cut off, 0.06). A page
 * image's dark header and footer bands, printed to its edges, give rises on their own rows only
 * (0.01–0.09 of them from the left and the right), at their white text: no sheet to cut out.
 */
const MIN_EDGE_SHARE = 0.2;
const MIN_SIDES_ALONG = 3;

/**
 * The four corners of the sheet (top-left, top-right, bottom-right, bottom-left, in img's pixels),
 * or null when there is no clear sheet on a darker background: a scan or a page image fills the
 * frame, and warping it would only lose its margins.
 */
export function findPageQuad(img) {
  const small = shrink(img, 400);
  const { width, height, data } = blur3(small);
  const px = (x, y) => data[y * width + x];
  // The paper is the bright class; a rise of half the way from the threshold to it is an edge
  // (the page's shadow and a dark desk only make it sharper).
  const threshold = otsuThreshold(data);
  let paperSum = 0;
  let paperCount = 0;
  for (const v of data) {
    if (v > threshold) {
      paperSum += v;
      paperCount++;
    }
  }
  const paper = paperSum / Math.max(1, paperCount);
  const minStep = Math.max(10, (paper - threshold) * 0.5);
  // Scan lines from the left, right, top and bottom borders: (lines, length, pixel t of line i).
  const scans = [
    [height, width, (y, t) => px(t, y)],
    [height, width, (y, t) => px(width - 1 - t, y)],
    [width, height, (x, t) => px(x, t)],
    [width, height, (x, t) => px(x, height - 1 - t)],
  ];
  const sides = scans.map(([lines, length, at]) => robustLine(firstRises(lines, length, at, minStep, threshold), 1.5));
  if (sides.some((side) => !side || side.support < 0.4)) return null;
  const sidesAlong = sides.filter((side, k) => side.count >= MIN_EDGE_SHARE * scans[k][0]).length;
  if (sidesAlong < MIN_SIDES_ALONG) return null;
  const [fromLeft, fromRight, fromTop, fromBottom] = sides;
  // Back to image coordinates: x = a·y + b for left and right, y = a·x + b for top and bottom.
  const l = fromLeft;
  const r = { a: -fromRight.a, b: width - 1 - fromRight.b };
  const t = fromTop;
  const b = { a: -fromBottom.a, b: height - 1 - fromBottom.b };
  const corner = (vertical, horizontal) => {
    const x = (vertical.a * horizontal.b + vertical.b) / (1 - vertical.a * horizontal.a);
    return [x, horizontal.a * x + horizontal.b];
  };
  const quad = [corner(l, t), corner(r, t), corner(r, b), corner(l, b)];
  if (!plausibleQuad(quad, width, height) || !darkerOutside({ width, height, data }, quad)) return null;
  // Shrink's pixel centres: small pixel x covers image pixels x·f … x·f + f − 1.
  return quad.map(([x, y]) => [(x + 0.5) * small.factor, (y + 0.5) * small.factor]);
}

/**
 * Whether, along each side, the pixels just outside are clearly darker than those just inside:
 * a table's frame on a white page image lines up as well as a sheet's edge does, but has white
 * paper on both sides.
 */
function darkerOutside(img, quad) {
  const centre = quad.reduce(([sx, sy], [x, y]) => [sx + x / 4, sy + y / 4], [0, 0]);
  const sample = (x, y) => {
    const ix = Math.round(x);
    const iy = Math.round(y);
    return ix < 0 || iy < 0 || ix >= img.width || iy >= img.height ? null : img.data[iy * img.width + ix];
  };
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = quad[i];
    const [bx, by] = quad[(i + 1) % 4];
    let inside = 0;
    let outside = 0;
    let n = 0;
    for (let k = 1; k < 10; k++) {
      const x = ax + ((bx - ax) * k) / 10;
      const y = ay + ((by - ay) * k) / 10;
      const dx = centre[0] - x;
      const dy = centre[1] - y;
      const len = Math.hypot(dx, dy);
      const inV = sample(x + (dx / len) * 4, y + (dy / len) * 4);
      const outV = sample(x - (dx / len) * 4, y - (dy / len) * 4);
      // Off the frame counts as dark: a sheet may run a little past the photo's edge.
      if (inV === null) continue;
      inside += inV;
      outside += outV ?? 0;
      n++;
    }
    if (n === 0 || Math.abs(inside / n - outside / n) < 10) return false;
  }
  return true;
}

/** A convex quadrilateral inside the frame (give or take), covering a fair part of it. */
function plausibleQuad(quad, width, height) {
  const slack = 0.05;
  for (const [x, y] of quad) {
    if (!Number.isFinite(x) || !Number.isFinite(y)) return false;
    if (x < -width * slack || x > width * (1 + slack) || y < -height * slack || y > height * (1 + slack)) return false;
  }
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = quad[i];
    const [bx, by] = quad[(i + 1) % 4];
    const [cx, cy] = quad[(i + 2) % 4];
    const cross = (bx - ax) * (cy - by) - (by - ay) * (cx - bx);
    if (cross === 0 || (sign !== 0 && Math.sign(cross) !== sign)) return false;
    sign = Math.sign(cross);
  }
  let area = 0;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = quad[i];
    const [bx, by] = quad[(i + 1) % 4];
    area += ax * by - bx * ay;
  }
  return Math.abs(area) / 2 > width * height * 0.2;
}

/** The size of the upright page the quad maps to: its sides' mean lengths. */
export function quadSize(quad) {
  const dist = ([ax, ay], [bx, by]) => Math.hypot(bx - ax, by - ay);
  const width = (dist(quad[0], quad[1]) + dist(quad[3], quad[2])) / 2;
  const height = (dist(quad[0], quad[3]) + dist(quad[1], quad[2])) / 2;
  return { width, height };
}

/**
 * The homography taking the unit square's corners (0,0) (1,0) (1,1) (0,1) to the quad's corners,
 * as the 8 coefficients of x = (h0·u + h1·v + h2) / (h6·u + h7·v + 1), y = (h3·u + h4·v + h5) / (…).
 * The closed form for a square source (Heckbert, "Fundamentals of Texture Mapping", 1989).
 */
export function squareToQuad(quad) {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = quad;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  if (Math.abs(sx) < 1e-9 && Math.abs(sy) < 1e-9) {
    return [x1 - x0, x2 - x1, x0, y1 - y0, y2 - y1, y0, 0, 0];
  }
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const det = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / det;
  const h = (dx1 * sy - sx * dy1) / det;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h];
}

/** The quad of src mapped onto an upright width × height image, sampled bilinearly (white outside). */
export function warpQuad(src, quad, width, height) {
  const [h0, h1, h2, h3, h4, h5, h6, h7] = squareToQuad(quad);
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const v = (y + 0.5) / height;
    for (let x = 0; x < width; x++) {
      const u = (x + 0.5) / width;
      const w = h6 * u + h7 * v + 1;
      out[y * width + x] = sampleBilinear(src, (h0 * u + h1 * v + h2) / w - 0.5, (h3 * u + h4 * v + h5) / w - 0.5);
    }
  }
  return { width, height, data: out };
}
