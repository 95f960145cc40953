/**
 * The grey level at a fractional position of an 8-bit image ({ width, height, data }), by
 * bilinear interpolation; white outside it, so a warped or rotated page gets a white margin
 * rather than a dark one that OCR would read as a rule. Shared by the perspective warp
 * (page-geometry.mjs) and the tilt correction (page-tone.mjs).
 */
export function sampleBilinear(img, fx, fy) {
  const { width, data } = img;
  const ix = Math.floor(fx);
  const iy = Math.floor(fy);
  if (ix < 0 || iy < 0 || ix >= width - 1 || iy >= img.height - 1) return 255;
  const ax = fx - ix;
  const ay = fy - iy;
  const p = iy * width + ix;
  const top = data[p] + (data[p + 1] - data[p]) * ax;
  const bottom = data[p + width] + (data[p + width + 1] - data[p + width]) * ax;
  return top + (bottom - top) * ay;
}
