// Half-width katakana read glyph by glyph, by comparing each against the glyphs of a few fonts.
// A bank prints an account holder in half-width katakana (ｶ)ﾎｸﾄﾃｸﾉﾛｼﾞｰ); tesseract's jpn model,
// trained on full-width text, reads them poorly even held to a bank's characters (ADR 0025: the
// field page images lost most). These glyphs are few (73 with the marks, punctuation and digits),
// each in a cell of its own, with a fixed place against the line (a small ｮ sits low, a ﾞ high):
// the line is cut into its glyphs and each compared with every template on the same grid, the
// cuts chosen so that the whole line matches best. Plain JavaScript: it runs in the OCR worker.
// The templates are data (kana-templates.json.gz, made by scripts/generate-kana-templates.mjs
// from fonts a server does not have).

import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { median } from './word-measures.mjs';

/** The grid a glyph is compared on: the line's band (a full-size kana's top to bottom) is BAND_ROWS. */
const GRID_W = 16;
const GRID_H = 26;
const BAND_TOP = 5;
const BAND_ROWS = 16;

/** Grey below this is ink when the line is cut into glyphs. */
const INK = 150;

/**
 * The ink of img ({ width, height, data: 8-bit grey }) on the comparison grid: the band [top,
 * bottom) maps to BAND_ROWS rows, x to the same scale around cx (xScale times wider), only
 * columns [x0, x1) counted (so a neighbour's ink is not); each cell the mean ink (0–1) of four
 * samples, then smoothed, so that a stroke a pixel off still meets its template.
 */
export function inkGrid(img, { top, bottom, x0, x1, cx, xScale = 1 }) {
  const unit = (bottom - top) / BAND_ROWS;
  const unitX = unit / xScale;
  const raw = new Float32Array(GRID_W * GRID_H);
  for (let gy = 0; gy < GRID_H; gy++) {
    for (let gx = 0; gx < GRID_W; gx++) {
      let sum = 0;
      for (const [sx, sy] of SUBSAMPLES) {
        const x = cx + (gx - GRID_W / 2 + sx) * unitX;
        const y = top + (gy - BAND_TOP + sy) * unit;
        sum += x < x0 || x >= x1 ? 0 : inkAt(img, x, y);
      }
      raw[gy * GRID_W + gx] = sum / SUBSAMPLES.length;
    }
  }
  return smooth(raw);
}

const SUBSAMPLES = [
  [0.25, 0.25],
  [0.75, 0.25],
  [0.25, 0.75],
  [0.75, 0.75],
];

function inkAt(img, fx, fy) {
  const x = Math.floor(fx);
  const y = Math.floor(fy);
  if (x < 0 || y < 0 || x >= img.width || y >= img.height) return 0;
  return (255 - img.data[y * img.width + x]) / 255;
}

/** A neighbour's weight in the blur: [1 2 1] (on fonts held out of the templates, 0.25 and 0.75 read worse). */
const BLUR_SIDE = 0.5;
/** A 3×3 [1 2 1] blur, then scaled to unit length (the comparison is a cosine). */
function smooth(raw) {
  const out = new Float32Array(raw.length);
  let norm = 0;
  for (let gy = 0; gy < GRID_H; gy++) {
    for (let gx = 0; gx < GRID_W; gx++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const y = gy + dy;
          const x = gx + dx;
          if (x < 0 || y < 0 || x >= GRID_W || y >= GRID_H) continue;
          sum += raw[y * GRID_W + x] * BLUR_SIDE ** Math.abs(dx) * BLUR_SIDE ** Math.abs(dy);
        }
      }
      out[gy * GRID_W + gx] = sum;
      norm += sum * sum;
    }
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < out.length; i++) out[i] /= norm;
  return out;
}

/** Cosine of two unit grids as they lie. */
function dot(a, b) {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i];
  return sum;
}

/** Cosine of two unit grids, the second moved by (dx, dy) cells. */
function similarity(a, b, dx, dy) {
  let sum = 0;
  for (let gy = Math.max(0, dy); gy < GRID_H + Math.min(0, dy); gy++) {
    const rowA = gy * GRID_W;
    const rowB = (gy - dy) * GRID_W - dx;
    for (let gx = Math.max(0, dx); gx < GRID_W + Math.min(0, dx); gx++) sum += a[rowA + gx] * b[rowB + gx];
  }
  return sum;
}

/** How many of a font's closest characters are compared again, shifted a cell either way. */
const REFINED = 6;

/**
 * Each font's characters' best similarity to `grid`: Map font → Map char → score. Every template
 * is compared as it lies, then each font's closest few again within a cell's shift either way
 * (comparing every template shifted would take nine times as long for the same answer).
 */
function glyphScores(grid, templates) {
  const byFont = new Map();
  for (const t of templates) {
    const scores = byFont.get(t.font) ?? byFont.set(t.font, new Map()).get(t.font);
    scores.set(t.char, Math.max(scores.get(t.char) ?? -1, dot(grid, t.grid)));
  }
  for (const [font, scores] of byFont) {
    const closest = new Set(
      ranked(scores)
        .slice(0, REFINED)
        .map(([c]) => c),
    );
    for (const t of templates) {
      if (t.font !== font || !closest.has(t.char)) continue;
      let best = scores.get(t.char);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) if (dx || dy) best = Math.max(best, similarity(grid, t.grid, dx, dy));
      }
      scores.set(t.char, best);
    }
  }
  return byFont;
}

/** A glyph's characters, likeliest first: [[char, score], …]. */
const ranked = (scores) => [...scores].sort((a, b) => b[1] - a[1]);

const VOICEABLE = /[ｳｶ-ﾄﾊ-ﾎ]/;
const SEMI_VOICEABLE = /[ﾊ-ﾎ]/;
const KANA = /[ｦ-ﾟ]/;
/**
 * The kana a small one may follow in Japanese, by the kana it modifies ('' for a mark's kana, see
 * mayFollow): ｬ ｭ ｮ an い-column kana's (ｷｮ, ｼﾞｭ), ﾃﾞｭ and ﾌｭ; ｧ … ｫ the few borrowed sounds
 * (ﾌｧ, ﾃｨ, ﾄｩ, ｼｪ, ｳｫ). ｯ and ｰ follow any kana.
 */
const SMALL_AFTER = {
  ｬ: /[ｷｼﾁﾆﾋﾐﾘﾃﾌ]/,
  ｭ: /[ｷｼﾁﾆﾋﾐﾘﾃﾌ]/,
  ｮ: /[ｷｼﾁﾆﾋﾐﾘﾃﾌ]/,
  ｧ: /[ﾌﾂｸｳ]/,
  ｨ: /[ﾃﾌﾂｳｽｸ]/,
  ｩ: /[ﾄｳ]/,
  ｪ: /[ｼﾁﾌﾂｳｲﾃ]/,
  ｫ: /[ﾌｳﾂｸ]/,
};

/**
 * Whether `char` may follow `prev` ('' at a word's start) in a holder, `base` being the kana
 * `prev` marks when it is a ﾞ or ﾟ: a ﾞ only on a kana that takes it, a ﾟ only on the ﾊ row, a
 * small kana or ｰ only after a kana, and a small vowel or ﾔ ﾕ ﾖ only after one it can modify (a
 * blurred ｳ read as ｩ: 'ｺｩｮｩ' is no Japanese).
 */
export function mayFollow(prev, char, base = prev) {
  if (char === 'ﾞ') return VOICEABLE.test(prev);
  if (char === 'ﾟ') return SEMI_VOICEABLE.test(prev);
  if (char in SMALL_AFTER) return KANA.test(prev) && SMALL_AFTER[char].test(base);
  if (/[ｧ-ｰ]/.test(char)) return KANA.test(prev);
  return true;
}

/**
 * The legal forms a 全銀 holder abbreviates, before a ')' or after a '(' (株式会社 ｶ, 有限会社 ﾕ,
 * 合同会社 ﾄﾞ, 医療法人 ｲ, 社団法人 ｼﾔ, 特定非営利活動法人 ﾄｸﾋ, …), as printed: a glyph each.
 */
const LEGAL_FORMS = [
  ...['ｶ', 'ﾕ', 'ﾒ', 'ｼ', 'ﾄﾞ', 'ｿ', 'ｲ', 'ｻﾞｲ', 'ｼﾔ', 'ｼｬ', 'ｼﾕｳ', 'ｼｭｳ', 'ｶﾞｸ', 'ﾌｸ', 'ﾎｺﾞ', 'ﾄｸﾋ', 'ﾄﾞｸ'],
  ...['ﾍﾞﾝ', 'ｾﾞｲ', 'ｼﾎｳ', 'ｷﾞﾖｾｲ', 'ﾀﾞｲ', 'ﾉｳ', 'ｶﾝﾘ', 'ﾛｳﾑ', 'ｶﾝｻ', 'ﾄﾂｷﾖ', 'ｺｳｼﾔ', 'ｺｳｼｬ', 'ｺｳｻﾞｲ', 'ｷﾖｳ'],
].map((form) => [...form]);
/** How much likeness a legal form may give up against the glyphs' own best spelling, per glyph. */
const FORM_SLACK = 0.08;

/**
 * The glyphs [from, to) spelled as the legal form that fits them best, when one fits nearly as
 * well as their own best spelling (a ｺ read for the ﾕ of ﾕ), ｺ) being no form).
 */
function asLegalForm(glyphs, from, to) {
  const own = glyphs.slice(from, to);
  const fitOf = (chars) => chars.reduce((sum, c, k) => sum + (own[k].scores.get(c) ?? 0), 0);
  const ownFit = own.reduce((sum, g) => sum + g.score, 0);
  if (LEGAL_FORMS.some((form) => form.join('') === own.map((g) => g.char).join(''))) return;
  const best = LEGAL_FORMS.filter((form) => form.length === own.length)
    .map((form) => ({ form, fit: fitOf(form) }))
    .sort((a, b) => b.fit - a.fit)[0];
  if (!best || best.fit < ownFit - FORM_SLACK * own.length) return;
  best.form.forEach((c, k) => Object.assign(own[k], { char: c, score: own[k].scores.get(c) }));
}

/** The glyphs spelled, their legal form (if any) one of those a holder abbreviates. */
export function spellGlyphs(glyphs) {
  const spelled = spellEach(glyphs);
  const close = spelled.findIndex((g) => g.char === ')');
  if (close > 0 && close <= 5) asLegalForm(spelled, 0, close);
  const open = spelled.findLastIndex((g) => g.char === '(');
  const end = spelled.at(-1)?.char === ')' ? spelled.length - 1 : spelled.length;
  if (open >= 0 && end - open - 1 >= 1 && end - open - 1 <= 5) asLegalForm(spelled, open + 1, end);
  return spelled;
}

/** The best character for each glyph, in order, that may follow the one chosen before it. */
function spellEach(glyphs) {
  let prev = '';
  // The kana a mark after it voices ('ｼ' of 'ｼﾞ'), which a small kana after the mark modifies.
  let base = '';
  return glyphs.map((g) => {
    if (g.spaceBefore) prev = base = '';
    const likeliest = ranked(g.scores);
    const [char, score] = likeliest.find(([c]) => mayFollow(prev, c, base)) ?? likeliest[0];
    // A dash after a kana is its long vowel.
    if (char === '-' && KANA.test(prev)) return { ...g, char: (prev = base = 'ｰ'), score };
    if (char !== 'ﾞ' && char !== 'ﾟ') base = char;
    prev = char;
    return { ...g, char, score };
  });
}

/**
 * Rows of `crop` that hold the line: the run of inked rows (a blank row allowed) nearest its
 * middle, counted between columns x0 and x1.
 */
function lineRows(crop, x0, x1) {
  const inked = [];
  for (let y = 0; y < crop.height; y++) {
    let n = 0;
    for (let x = x0; x < x1; x++) if (crop.data[y * crop.width + x] < INK) n++;
    inked.push(n > 0);
  }
  const runs = [];
  for (let y = 0; y < crop.height; y++) {
    if (!inked[y]) continue;
    const last = runs.at(-1);
    if (last && y - last.y1 <= 2) last.y1 = y + 1;
    else runs.push({ y0: y, y1: y + 1 });
  }
  const middle = crop.height / 2;
  const distance = (r) => (middle < r.y0 ? r.y0 - middle : middle > r.y1 ? middle - r.y1 : 0);
  return runs.sort((a, b) => distance(a) - distance(b) || b.y1 - b.y0 - (a.y1 - a.y0))[0] ?? null;
}

/** The runs of inked columns between rows y0 and y1, each with its ink's top and bottom. */
function columnRuns(crop, y0, y1) {
  const count = (x) => {
    let n = 0;
    for (let y = y0; y < y1; y++) if (crop.data[y * crop.width + x] < INK) n++;
    return n;
  };
  const counts = Array.from({ length: crop.width }, (_, x) => count(x));
  const runs = [];
  for (let x = 0; x < crop.width; x++) {
    if (!counts[x]) continue;
    const last = runs.at(-1);
    if (last && last.x1 === x) last.x1 = x + 1;
    else runs.push({ x0: x, x1: x + 1 });
  }
  for (const run of runs) {
    run.top = y1;
    run.bottom = y0;
    for (let y = y0; y < y1; y++) {
      for (let x = run.x0; x < run.x1; x++) {
        if (crop.data[y * crop.width + x] >= INK) continue;
        run.top = Math.min(run.top, y);
        run.bottom = Math.max(run.bottom, y + 1);
      }
    }
  }
  return { runs, counts };
}

/**
 * Runs wider than a half-width glyph are glyphs that touch (blur, a tight font): cut at the
 * column with the least ink, away from the run's ends, until none is.
 */
function cutWide(runs, counts, band) {
  const out = [];
  const cut = (run) => {
    const margin = Math.round(0.25 * band);
    if (run.x1 - run.x0 <= 0.8 * band || run.x1 - run.x0 <= 2 * margin + 1) return void out.push(run);
    let at = run.x0 + margin;
    for (let x = at; x < run.x1 - margin; x++) if (counts[x] < counts[at]) at = x;
    cut({ ...run, x1: at });
    cut({ ...run, x0: at });
  };
  runs.forEach(cut);
  return out;
}

/** How far past OCR's box a holder is followed, against the band: two half-width glyphs. */
const REACH = 1.4;

/**
 * The runs of the line from the core's (where OCR saw the holder) out to either side, through
 * gaps narrower than a space and over runs that may be a half-width glyph, at most REACH: OCR's
 * box often misses a holder's first or last kana or two. A kanji (wider: runs are taken before a
 * wide one is cut), a rule (taller) or a space ends it; a voicing mark's wider gap is allowed.
 */
function wordAround(runs, core, { top, bottom }) {
  const band = bottom - top;
  const inside = runs.map((r, k) => (r.x1 > core.x0 && r.x0 < core.x1 ? k : -1)).filter((k) => k >= 0);
  if (!inside.length) return [];
  const glyphLike = (r) => r.x1 - r.x0 <= 0.8 * band && r.top >= top - 0.6 * band && r.bottom <= bottom + 0.5 * band;
  const markLike = (r) => r.bottom <= top + 0.45 * band;
  const joins = (left, right) =>
    right.x0 - left.x1 < (markLike(left) ? SPACE + MARK_GAP : SPACE) * band && glyphLike(left) && glyphLike(right);
  let first = inside[0];
  let last = inside.at(-1);
  const from = runs[first].x0;
  const to = runs[last].x1;
  while (first > 0 && joins(runs[first - 1], runs[first]) && from - runs[first - 1].x0 <= REACH * band) first--;
  while (last < runs.length - 1 && joins(runs[last], runs[last + 1]) && runs[last + 1].x1 - to <= REACH * band) last++;
  return runs.slice(first, last + 1);
}

/**
 * A line of img around `bbox` (a holder OCR found), `margin` line heights wider either side: {
 * crop, core } with core the box's columns in the crop, for readHalfWidthLine.
 */
export function cropAround(img, bbox, margin = 3) {
  const height = bbox.y1 - bbox.y0;
  const pad = Math.round(height * 0.35);
  const x0 = Math.max(0, Math.round(bbox.x0 - margin * height));
  const x1 = Math.min(img.width, Math.round(bbox.x1 + margin * height));
  const y0 = Math.max(0, Math.round(bbox.y0) - pad);
  const y1 = Math.min(img.height, Math.round(bbox.y1) + pad);
  const data = new Uint8Array((x1 - x0) * (y1 - y0));
  for (let y = y0; y < y1; y++) data.set(img.data.subarray(y * img.width + x0, y * img.width + x1), (y - y0) * (x1 - x0));
  return {
    crop: { width: x1 - x0, height: y1 - y0, data },
    core: { x0: Math.round(bbox.x0) - x0, x1: Math.round(bbox.x1) - x0 },
  };
}

/** What a glyph costs on top of its mismatch: joining pieces into one glyph is preferred to reading each. */
const GLYPH_COST = 0.08;
/** A gap wider than this share of the band ends a word (a half-width kana's cell is about 0.66). */
const SPACE = 0.38;
/** …and after a voicing mark, set left in its cell, this much more. */
const MARK_GAP = 0.15;
/** The widest a glyph of a half-width line may be, against the band ('ｰ', a wide 'M'). */
const WIDEST = 1.05;

/** The cheapest cutting of `atoms` into glyphs, each glyph's scores given by `scoresOf(i, j)`. */
function cutIntoGlyphs(atoms, band, scoresOf) {
  const best = [{ cost: 0, glyphs: [] }];
  for (let j = 1; j <= atoms.length; j++) {
    best[j] = { cost: Infinity, glyphs: [] };
    for (let i = j - 1; i >= 0 && j - i <= 4; i--) {
      const x0 = atoms[i].x0;
      const x1 = atoms[j - 1].x1;
      if (x1 - x0 > WIDEST * band) break;
      const scores = scoresOf(i, j);
      const cost = best[i].cost + 1 - Math.max(...scores.values()) + GLYPH_COST;
      if (cost < best[j].cost) best[j] = { cost, glyphs: [...best[i].glyphs, { x0, x1, scores }] };
    }
  }
  return best[atoms.length];
}

/** How much further apart than their pitch two glyphs' centres are across a space, against the band. */
const SPACE_BEYOND_PITCH = 0.15;

/**
 * Whether a space stands before glyphs[k]: its centre further from the last glyph's than a cell
 * (the pitch) by more than SPACE_BEYOND_PITCH. A voicing mark is set at the start of a cell of
 * its own, so after one the distance is taken from the mark's left edge, a cell and a half when
 * no space follows. A raw gap cannot tell (measured on Noto Sans and Serif at 17–22 px): a word's
 * gaps run to 0.31 of the band (0.53 after a mark), a space's from 0.36. No space stands beside
 * a parenthesis.
 */
function spaceBefore(glyphs, k, pitch, band) {
  const prev = glyphs[k - 1];
  if (!prev || /[()]/.test(prev.char + glyphs[k].char)) return false;
  const centre = (glyphs[k].x0 + glyphs[k].x1) / 2;
  if (/[ﾞﾟ]/.test(prev.char)) return (centre - prev.x0) / band > 1.5 * pitch + SPACE_BEYOND_PITCH;
  return (centre - (prev.x0 + prev.x1) / 2) / band > pitch + SPACE_BEYOND_PITCH;
}

/**
 * The glyphs without those reached past OCR's box (wordAround) that a space sets apart from it:
 * the last digit of an account number before the holder ('2090557 ｷﾑﾗ' read 'ﾌ ｷﾑﾗ').
 */
function withinWord(glyphs, core) {
  let first = 0;
  let end = glyphs.length;
  glyphs.forEach((g, k) => {
    if (g.spaceBefore && g.x0 <= core.x0 + 1) first = k;
    if (g.spaceBefore && g.x0 >= core.x1 - 1 && end === glyphs.length) end = k;
  });
  const kept = glyphs.slice(first, end);
  return kept.map((g, k) => (k === 0 ? { ...g, spaceBefore: false } : g));
}

/**
 * The font whose templates fit the line best, and its cutting of `atoms` into glyphs: each
 * stretch of atoms is compared once with every font's templates, the line then cut for each font.
 */
function bestCutting(crop, atoms, { top, bottom }, templates, xScale) {
  const band = bottom - top;
  const compared = new Map();
  const scoresOf = (i, j) => {
    const key = i * 1000 + j;
    if (!compared.has(key)) {
      const x0 = atoms[i].x0;
      const x1 = atoms[j - 1].x1;
      compared.set(key, glyphScores(inkGrid(crop, { top, bottom, x0, x1, cx: (x0 + x1) / 2, xScale }), templates));
    }
    return compared.get(key);
  };
  let best = null;
  for (const font of new Set(templates.map((t) => t.font))) {
    const cut = cutIntoGlyphs(atoms, band, (i, j) => scoresOf(i, j).get(font));
    if (!best || cut.cost < best.cost) best = { ...cut, font };
  }
  return best;
}

/**
 * The distance between neighbouring glyphs' centres, against the band (median), over the kana
 * that follow one another without a space; null with too few to tell.
 */
function linePitch(glyphs, band) {
  const distances = [];
  glyphs.forEach((g, k) => {
    const prev = glyphs[k - 1];
    if (!prev || g.x0 - prev.x1 > SPACE * band) return;
    const kana = (x) => /[ｱ-ﾝ]/.test(ranked(x.scores)[0][0]);
    if (kana(g) && kana(prev)) distances.push((g.x0 + g.x1 - prev.x0 - prev.x1) / 2 / band);
  });
  return distances.length >= 3 ? median(distances) : null;
}

/**
 * Reads a line of half-width glyphs in `crop` (an 8-bit grey image holding one line on white)
 * with the templates of the font that fits it best: { text (NFKC: full-width katakana, marks
 * composed), score (the glyphs' least similarity), font, glyphs } or null when the line is not
 * half-width (a full-width kana is about as wide as the band) or holds nothing.
 */
export function readHalfWidthLine(source, templates, core = { x0: 0, x1: source.width }, { blurred = false } = {}) {
  const crop = blurred ? sharpened(source) : source;
  const rows = lineRows(crop, core.x0, core.x1);
  if (!rows) return null;
  const { runs, counts } = columnRuns(crop, rows.y0, rows.y1);
  const inCore = (r) => r.x1 > core.x0 && r.x0 < core.x1;
  const tallest = Math.max(0, ...runs.filter(inCore).map((r) => r.bottom - r.top));
  const tall = runs.filter((r) => inCore(r) && r.bottom - r.top >= 0.6 * tallest);
  if (tall.length < 3) return null;
  const top = median(tall.map((r) => r.top));
  const bottom = median(tall.map((r) => r.bottom));
  const band = bottom - top;
  if (band < 6) return null;
  // Full-width characters (kanji, kana) are about as wide as the band, half-width ones about half.
  if (median(tall.map((r) => r.x1 - r.x0)) > 0.75 * band) return null;
  const atoms = cutWide(wordAround(runs, core, { top, bottom }), counts, band);
  if (!atoms.length) return null;

  let best = bestCutting(crop, atoms, { top, bottom }, templates, 1);
  // A line set condensed or stretched (a narrow font, a form's fitted cell) is read again at the
  // width that puts its glyphs one template cell apart, and the better reading kept.
  const pitch = linePitch(best?.glyphs ?? [], band);
  const fontPitch = templates.find((t) => t.font === best?.font)?.pitch;
  const xScale = pitch && fontPitch ? fontPitch / pitch : 1;
  if (Math.abs(xScale - 1) > 0.08 && xScale > 0.75 && xScale < 1.4) {
    const again = bestCutting(crop, atoms, { top, bottom }, templates, xScale);
    if (again && again.cost < best.cost) best = again;
  }
  if (!best?.glyphs.length) return null;
  // Spaces first (a word's first kana is never small), then each glyph's character.
  const firstChoice = best.glyphs.map((g) => ({ ...g, char: ranked(g.scores)[0][0] }));
  const cell = linePitch(best.glyphs, band) ?? templates.find((t) => t.font === best.font)?.pitch ?? 0.66;
  const spaced = best.glyphs.map((g, k) => ({ ...g, spaceBefore: spaceBefore(firstChoice, k, cell, band) }));
  const glyphs = withinWord(spaced, core);
  if (!glyphs.length) return null;
  const spelled = spellGlyphs(glyphs);
  const text = spelled.map((g) => (g.spaceBefore ? ' ' : '') + g.char).join('');
  const scores = spelled.map((g) => g.score);
  return { text: text.normalize('NFKC'), score: Math.min(...scores), font: best.font, glyphs: spelled };
}

/**
 * The ink levels (0 paper, 1 the line's darkest) a blurred glyph is cut back to: below SHARPEN.lo
 * is the blur's halo, above SHARPEN.hi the stroke. A photo's blur spreads every stroke, so that a
 * glyph compares best with a heavier one of like shape (ﾃ read ﾁ, ﾜ read ｳ, ﾊﾞ read ﾊﾟ); the
 * templates are crisp. On every fourth dev photo's holder segments (ADR 0025, twenty-eighth
 * round), glyph readings at 0.8 or more went from 17 right and 22 wrong to 25 and 14 at 0.2–0.7
 * (0.1–0.8: 17 and 21; 0.3–0.6: 22 and 16); page images read a little worse so, and are not.
 */
const SHARPEN = { lo: 0.2, hi: 0.7 };

/** `img` with its grey levels stretched between its paper and its darkest ink and cut back to SHARPEN. */
function sharpened(img) {
  const sorted = Uint8Array.from(img.data).sort();
  const paper = sorted[Math.floor(sorted.length * 0.9)];
  const ink = sorted[Math.floor(sorted.length * 0.01)];
  const span = Math.max(1, paper - ink);
  const data = new Uint8Array(img.data.length);
  for (let i = 0; i < data.length; i++) {
    const level = Math.min(1, Math.max(0, (paper - img.data[i]) / span));
    const stroke = Math.min(1, Math.max(0, (level - SHARPEN.lo) / (SHARPEN.hi - SHARPEN.lo)));
    data[i] = Math.round(255 * (1 - stroke));
  }
  return { ...img, data };
}

let loaded = null;
/** The templates kana-templates.json.gz holds, each grid scaled back to unit length; read once. */
export function holderTemplates() {
  if (loaded) return loaded;
  const file = new URL('./kana-templates.json.gz', import.meta.url);
  const { templates, pitches } = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8'));
  loaded = templates.map(({ char, font, grid }) => {
    const cells = Float32Array.from(Buffer.from(grid, 'base64'));
    const norm = Math.sqrt(cells.reduce((sum, v) => sum + v * v, 0)) || 1;
    return { char, font, pitch: pitches[font], grid: cells.map((v) => v / norm) };
  });
  return loaded;
}
