// A second look at the account holder. Banks print a holder in half-width katakana
// (ｶ)ﾎｸﾄﾃｸﾉﾛｼﾞｰ), and invoices copy it so: glyphs half as wide as they are tall, which
// tesseract's jpn model reads as noise ('がビロメ -' for ｶ)ﾎｸﾄﾃｸﾉﾛｼﾞｰ, '私ラッョタタ' for ｷﾑﾗ ｼｮｳﾀ).
// Stretched to twice their width they are full-width katakana in shape, and tesseract reads
// them (measured in ADR 0025). So after the page is read, the words right of a 名義 label, below
// a 名義 column heading or after an account number are read again as one line (PSM 7), as they
// are and stretched, and the reading tesseract is surest of replaces them in the page's text when
// it is katakana. A half-width line is then read glyph by glyph against the glyphs of a few fonts
// (kana-glyphs.mjs), and that reading, where every glyph is clearly one of them, stands.
// Plain JavaScript: it runs in the OCR worker (extraction-worker.mjs).
import { sampleBilinear } from './grey-sampling.mjs';
import { cropAround, holderTemplates, readHalfWidthLine } from './kana-glyphs.mjs';
import { toPgm } from './ocr-image.mjs';
import { median, medianHeight } from './word-measures.mjs';

const HOLDER_LABEL = /(?:口座)?名義人?(?:[(（]カナ[)）])?|口座名|受取人/;
const ACCOUNT_TYPE = /普通|当座|貯蓄/;
const ACCOUNT_NUMBER = /^\d{6,8}$/;
const PUNCTUATION_ONLY = /^[:：|｜\-ー・.「」『』【】]+$/;
/** Words further apart than this many line heights belong to different columns. */
const COLUMN_GAP = 2.5;
const KATAKANA = /[ァ-ヶーｦ-ﾟ]/g;

const lineHeight = (line) => line.bbox.y1 - line.bbox.y0;
const union = (boxes) => ({
  x0: Math.min(...boxes.map((b) => b.x0)),
  y0: Math.min(...boxes.map((b) => b.y0)),
  x1: Math.max(...boxes.map((b) => b.x1)),
  y1: Math.max(...boxes.map((b) => b.y1)),
});

/** The words from `start` on that form one cell: up to a column gap, a rule (|) or the line's end. */
function cellFrom(words, start, height) {
  let i = start;
  while (i < words.length && PUNCTUATION_ONLY.test(words[i].text.trim())) i++;
  const from = i;
  while (i < words.length && !/[|｜]/.test(words[i].text)) {
    if (i > from && words[i].bbox.x0 - words[i - 1].bbox.x1 > COLUMN_GAP * height) break;
    i++;
  }
  return { from, to: i };
}

/** The index of the word a label match ends in, over the line's words joined without spaces. */
function wordEndingMatch(words, pattern) {
  const joined = words.map((w) => w.text.replace(/\s+/g, '')).join('');
  const m = pattern.exec(joined);
  if (!m) return -1;
  const end = m.index + m[0].length;
  let length = 0;
  for (let k = 0; k < words.length; k++) {
    length += words[k].text.replace(/\s+/g, '').length;
    if (length >= end) return k;
  }
  return -1;
}

/**
 * The cell of the line just below lines[li] (within three line heights; columns may be separate
 * blocks, so any line) that starts at or right of `left`: { line, from, to } or null.
 */
function cellBelow(lines, li, left) {
  const above = lines[li];
  const height = lineHeight(above);
  let best = -1;
  lines.forEach((line, k) => {
    const gap = line.bbox.y0 - above.bbox.y1;
    if (k === li || gap < -height / 2 || gap > 3 * height || line.bbox.x1 < left) return;
    if (best < 0 || line.bbox.y0 < lines[best].bbox.y0) best = k;
  });
  if (best < 0) return null;
  const first = lines[best].words.findIndex((w) => w.bbox.x1 > left && !PUNCTUATION_ONLY.test(w.text.trim()));
  if (first < 0) return null;
  const cell = cellFrom(lines[best].words, first, lineHeight(lines[best]));
  return cell.to > cell.from ? { line: best, ...cell } : null;
}

// After an account number, a cell with digits is something else (a phone, a date) unless it
// also holds kana and a digit or two at most: OCR reads the ﾕ of (ﾕ as 1.
const mayBeHolder = (words) => {
  const digits =
    words
      .map((w) => w.text)
      .join('')
      .match(/\d/g)?.length ?? 0;
  return digits === 0 || (digits <= 2 && words.some((w) => /[ァ-ヶｦ-ﾟ]/.test(w.text)));
};

/** A word cut in two at character `at`, each part boxed by its own symbols. */
function splitWord(word, at) {
  const chars = [...word.text];
  const symbols = word.symbols ?? [];
  if (symbols.length !== chars.length || at <= 0 || at >= chars.length) return [word];
  const part = (from, to) => ({
    ...word,
    text: chars.slice(from, to).join(''),
    symbols: symbols.slice(from, to),
    bbox: union(symbols.slice(from, to).map((s) => s.bbox)),
  });
  return [part(0, at), part(at, chars.length)];
}

/**
 * tesseract makes one word of characters set close together ('口座名義ｶ)ﾎｸﾄ', '1234567ｶ)ﾎｸﾄ'):
 * such a word is cut where the label or the account number ends, so that the holder is words
 * of its own.
 */
function splitAtBoundaries(line) {
  const words = line.words.flatMap((word) => {
    const label = HOLDER_LABEL.exec(word.text);
    const digits = /^\d{6,8}(?=\D)/.exec(word.text);
    const at = label ? [...word.text.slice(0, label.index + label[0].length)].length : digits ? digits[0].length : 0;
    return splitWord(word, at);
  });
  return words.length === line.words.length ? line : { ...line, words };
}

/**
 * Where an account holder may be, on tesseract's lines ({ text, bbox, words: [{ text, bbox }] }):
 * right of a 名義 label or below it (a column heading); after a 普通/当座 account number or below
 * it (bank details stacked line by line). Each as { line, from, to, bbox, words, lineWords }:
 * words [from, to) of the line's words, lineWords (tesseract's, a few cut in two at a label or an
 * account number). Pure, for tests.
 */
export function findHolderSegments(tesseractLines) {
  const lines = tesseractLines.map(splitAtBoundaries);
  const segments = [];
  const add = (cell) => {
    if (!cell || cell.to <= cell.from) return;
    const words = lines[cell.line].words.slice(cell.from, cell.to);
    if (segments.some((s) => s.line === cell.line && s.from < cell.to && cell.from < s.to)) return;
    segments.push({ ...cell, bbox: union(words.map((w) => w.bbox)), words, lineWords: lines[cell.line].words });
  };
  // A holder that runs to the line's end may wrap onto the next line ('名義 ｶ)ﾌﾀ' over 'ﾊﾞｼｮｸﾋﾝ'):
  // that line's first cell is read again too, and the parser joins it when it is katakana.
  const addWithWrap = (cell) => {
    add(cell);
    const line = cell && lines[cell.line];
    const next = line && lines[cell.line + 1];
    if (!next || cell.to !== line.words.length || next.bbox.y0 - line.bbox.y1 > lineHeight(line)) return;
    add({ line: cell.line + 1, ...cellFrom(next.words, 0, lineHeight(next)) });
  };
  // Labels first: a 名義 cell beats the cell an account number above it points at.
  lines.forEach((line, li) => {
    const label = wordEndingMatch(line.words, HOLDER_LABEL);
    if (label < 0) return;
    const right = cellFrom(line.words, label + 1, lineHeight(line));
    addWithWrap(
      right.to > right.from ? { line: li, ...right } : cellBelow(lines, li, line.words[label].bbox.x0 - lineHeight(line)),
    );
  });
  lines.forEach((line, li) => {
    const { words } = line;
    const type = words.findIndex((w) => ACCOUNT_TYPE.test(w.text));
    const number = words.findIndex((w, k) => k >= type && ACCOUNT_NUMBER.test(w.text.trim()));
    if (type < 0 || number < 0) return;
    const right = cellFrom(words, number + 1, lineHeight(line));
    const cell = right.to > right.from ? { line: li, ...right } : cellBelow(lines, li, words[type].bbox.x0 - lineHeight(line));
    if (cell && !HOLDER_LABEL.test(lines[cell.line].text) && mayBeHolder(lines[cell.line].words.slice(cell.from, cell.to)))
      addWithWrap(cell);
  });
  return segments;
}

/**
 * From column x, the first column in direction `step` that ends a white run of `gap` columns
 * (no ink between y0 and y1), within `reach` columns; where the search stopped otherwise.
 * tesseract's word boxes are loose at this size (a 義 box reaching over the ｶ beside it), so a
 * crop's edges are put in the white between characters instead.
 */
function whiteEdge(img, x, y0, y1, step, gap, reach) {
  let white = 0;
  let at = x;
  for (let k = 0; k < reach; k++, at += step) {
    if (at < 0 || at >= img.width) return Math.min(Math.max(at - step, 0), img.width - 1);
    let ink = false;
    for (let y = y0; y < y1 && !ink; y++) ink = img.data[y * img.width + at] < 128;
    white = ink ? 0 : white + 1;
    if (white >= gap) return at - step * Math.floor(gap / 2);
  }
  return at;
}

/**
 * The box of `img` cut out from the white before its first character to the white after its last
 * (so that neither a digit of the account number beside it nor half a kana is in), `stretch` times
 * wider, on a white border: one line, ready for PSM 7.
 */
export function cropLine(img, bbox, stretch, charHeight = bbox.y1 - bbox.y0) {
  const height = bbox.y1 - bbox.y0;
  const padY = Math.round(height * 0.35);
  const y0 = Math.max(0, bbox.y0 - padY);
  const y1 = Math.min(img.height, bbox.y1 + padY);
  // Wider than the gaps between a name's characters (a tenth of their height), narrower than a space.
  const gap = Math.max(3, Math.round(charHeight * 0.15));
  const x0 = whiteEdge(img, Math.max(0, Math.round(bbox.x0)), bbox.y0, bbox.y1, -1, gap, height);
  const x1 = whiteEdge(img, Math.min(img.width - 1, Math.round(bbox.x1) - 1), bbox.y0, bbox.y1, 1, gap, height) + 1;
  const border = 12;
  const width = Math.round((x1 - x0) * stretch) + 2 * border;
  const out = { width, height: y1 - y0 + 2 * border, data: new Uint8Array(width * (y1 - y0 + 2 * border)).fill(255) };
  for (let y = 0; y < y1 - y0; y++) {
    for (let x = 0; x < width - 2 * border; x++) {
      out.data[(y + border) * width + x + border] = sampleBilinear(img, x0 + x / stretch, y0 + y);
    }
  }
  return out;
}

const VOICED = {
  '゛': '\u3099',
  ﾞ: '\u3099',
  '"': '\u3099',
  '”': '\u3099',
  '~': '\u3099',
  '〃': '\u3099',
  '`': '\u3099',
  "'": '\u3099',
  '、': '\u3099',
  '“': '\u3099',
  '*': '\u3099',
};
const LONG_VOWEL = /^[-一—―~～]$/;
const SMALL_KANA = /^[ァィゥェォッャュョ]$/;
const isMarkLike = (ch) => ch in VOICED || ch in SEMI_VOICED || LONG_VOWEL.test(ch);
const SEMI_VOICED = { '゜': '\u309a', ﾟ: '\u309a', '°': '\u309a', o: '\u309a', '。': '\u309a' };

/**
 * A PSM 7 reading's symbols as one string: a space only where the gap is a real space (never
 * beside a parenthesis), a voicing mark read on its own joined to its kana (シ + ゛ → ジ), a dash
 * after katakana the long vowel ー, brackets and rules (a cell's edge) left out.
 */
export function lineTextFromSymbols(symbols) {
  const kept = symbols.filter((s) => !/^[《》〈〉「」『』|｜_]$/.test(s.text));
  // Measured against the reading's own characters (marks aside), in either stretch: a space is
  // wider than 0.6 of a character and than 1.8 times the usual gap between a name's characters
  // (tuned on the dev layouts: full-width names with a narrow space, half-width ones stretched).
  const base = kept.filter((s) => !isMarkLike(s.text));
  const pitch = median(base.map((s) => s.bbox.x1 - s.bbox.x0)) ?? 0;
  const usualGap = median(base.slice(1).map((s, i) => s.bbox.x0 - base[i].bbox.x1)) ?? 0;
  const space = Math.max(pitch * 0.6, usualGap * 1.8);
  let out = '';
  let lastBase = null;
  for (const s of kept) {
    const ch = s.text;
    const prev = out.slice(-1);
    const kanaBefore = /[ァ-ヶ]/.test(prev);
    const voicing = kanaBefore && (VOICED[ch] ?? (/[ハ-ホ]/.test(prev) ? SEMI_VOICED[ch] : undefined));
    if (voicing) {
      // A mark that composes with nothing (a second one read for the same kana) is dropped.
      out = (out.slice(0, -1) + (prev + voicing).normalize('NFC')).replace(/[\u3099\u309a]$/, '');
      // The mark belongs to its kana: the next gap is measured from the mark's right edge.
      if (lastBase) lastBase = { ...lastBase, bbox: { ...lastBase.bbox, x1: Math.max(lastBase.bbox.x1, s.bbox.x1) } };
      continue;
    }
    if (kanaBefore && LONG_VOWEL.test(ch)) {
      out += 'ー';
      continue;
    }
    // (No word starts with a small kana: a gap before one is a voicing mark's, 'ギ ョウ' for ｷﾞｮｳ.)
    const mayBeSpace = lastBase && !/[()（）]/.test(ch + lastBase.text) && !SMALL_KANA.test(ch);
    if (mayBeSpace && s.bbox.x0 - lastBase.bbox.x1 > space) out += ' ';
    out += ch;
    lastBase = s;
  }
  return out.trim();
}

const katakanaShare = (s) => {
  const chars = s.replace(/[\s()（）]/g, '');
  return chars.length ? (chars.match(KATAKANA)?.length ?? 0) / chars.length : 0;
};

/** Good enough to stand for a holder: mostly katakana, a few of them, no digits, no hiragana. */
export function isKatakanaReading(s) {
  return katakanaShare(s) >= 0.8 && (s.match(KATAKANA)?.length ?? 0) >= 3 && !/[\d\p{Script=Hiragana}]/u.test(s);
}

/**
 * The page's text with each segment's words replaced by `replacements` (by segment index). Lines
 * are found in order in tesseract's text, the words in order in their line.
 */
export function spliceSegments(text, lines, segments, replacements) {
  const byLine = new Map();
  segments.forEach((s, i) => {
    if (replacements[i] != null) byLine.set(s.line, [...(byLine.get(s.line) ?? []), { ...s, text: replacements[i] }]);
  });
  let out = '';
  let cursor = 0;
  lines.forEach((line, li) => {
    const lineText = line.text.replace(/\n$/, '');
    const at = text.indexOf(lineText, cursor);
    if (at < 0) return;
    out += text.slice(cursor, at);
    cursor = at + lineText.length;
    const edits = byLine.get(li);
    if (!edits) {
      out += lineText;
      return;
    }
    // Each word's span in the line, found left to right.
    const spans = [];
    let pos = 0;
    for (const w of edits[0].lineWords) {
      const start = lineText.indexOf(w.text.trim(), pos);
      spans.push(start < 0 ? null : [start, start + w.text.trim().length]);
      if (start >= 0) pos = start + w.text.trim().length;
    }
    let rebuilt = '';
    let from = 0;
    for (const e of edits.sort((a, b) => a.from - b.from)) {
      const first = spans[e.from];
      const last = spans[e.to - 1];
      if (!first || !last || first[0] < from) continue;
      const replaced = typeof e.text === 'function' ? e.text(lineText.slice(first[0], last[1])) : e.text;
      rebuilt += lineText.slice(from, first[0]) + replaced;
      from = last[1];
    }
    out += rebuilt + lineText.slice(from);
  });
  return out + text.slice(cursor);
}

/** The first and last rows with ink between y0 and y1 in columns x0–x1 of `img` (null for none). */
function inkRows(img, x0, x1, y0, y1) {
  let top = -1;
  let bottom = -1;
  for (let y = Math.max(0, y0); y < Math.min(img.height, y1); y++) {
    for (let x = Math.max(0, x0); x < Math.min(img.width, x1); x++) {
      if (img.data[y * img.width + x] >= 128) continue;
      if (top < 0) top = y;
      bottom = y;
      break;
    }
  }
  return top < 0 ? null : { top, bottom };
}

const SMALL_TO_LARGE = { ァ: 'ア', ィ: 'イ', ゥ: 'ウ', ェ: 'エ', ォ: 'オ', ッ: 'ツ', ャ: 'ヤ', ュ: 'ユ', ョ: 'ヨ' };
/**
 * How far below the line's kana (in their height) a small kana's ink starts: it is set low in its
 * cell. Measured on Noto Sans and Serif at 17–27 px: ョ starts 0.27–0.4 of a kana's height below
 * the others' tops, ヨ 0.08–0.13. (Their heights differ less: ョ is 0.85 of ヨ in Noto Sans.)
 */
const SMALL_KANA_DROP = 0.2;

/**
 * Which of a segment's small kana, as tesseract read them, are printed large ('チョダ' for a printed
 * チヨダ): its language model favours the small form after シ or チ, and its own boxes are too loose
 * to tell the sizes apart, so each one's ink is measured against the line's other kana. A bank's
 * holder has no small kana, but an invoice may print one (シホウショシ): the ink decides. One flag
 * per small kana of the words' text, in order (true: large).
 */
export function smallKanaPrintedLarge(page, words) {
  const symbols = words.flatMap((w) => w.symbols ?? []);
  const small = symbols.filter((s) => s.text in SMALL_TO_LARGE);
  const others = symbols.filter((s) => /^[ア-ヶ]$/.test(s.text) && !(s.text in SMALL_TO_LARGE) && s.text !== 'ー');
  if (!small.length || others.length < 2 || words.some((w) => (w.symbols ?? []).length !== [...w.text].length)) return [];
  const lineHeight = medianHeight(words);
  const pad = Math.round(lineHeight * 0.3);
  const y0 = Math.min(...words.map((w) => w.bbox.y0)) - pad;
  const y1 = Math.max(...words.map((w) => w.bbox.y1)) + pad;
  // Each symbol measured on its own run of inked columns, taken in order: tesseract's boxes are
  // loose and shifted (a ョ's box half over the ウ after it). Only where the runs are as many as
  // the symbols: a kana drawn in two strokes side by side (ハ, バ, ル) or two glyphs touching
  // leave the line unmeasured.
  const runs = inkRuns(page, Math.min(...words.map((w) => w.bbox.x0)), Math.max(...words.map((w) => w.bbox.x1)), y0, y1);
  if (runs.length !== symbols.length) return [];
  const inkOf = (s) => {
    const [a, b] = runs[symbols.indexOf(s)];
    return inkRows(page, a, b + 1, y0, y1);
  };
  const kana = others.map(inkOf).filter(Boolean);
  if (kana.length < 2) return [];
  const top = median(kana.map((k) => k.top));
  const height = median(kana.map((k) => k.bottom - k.top + 1));
  // A line in a ruled box (the box's edges inked above and below) or glyphs run together: no measure.
  if (height > 1.5 * lineHeight) return [];
  return small.map((s) => {
    const ink = inkOf(s);
    return ink !== null && (ink.top - top) / height < SMALL_KANA_DROP;
  });
}

/** The runs of columns x0–x1 of `img` with ink between y0 and y1, as [first, last] column pairs. */
function inkRuns(img, x0, x1, y0, y1) {
  const runs = [];
  let start = -1;
  for (let x = Math.max(0, Math.round(x0)); x <= Math.min(img.width, Math.round(x1)); x++) {
    let ink = false;
    for (let y = Math.max(0, y0); y < Math.min(img.height, y1) && !ink && x < img.width; y++)
      ink = img.data[y * img.width + x] < 128;
    if (ink && start < 0) start = x;
    if (!ink && start >= 0) {
      runs.push([start, x - 1]);
      start = -1;
    }
  }
  if (start >= 0) runs.push([start, Math.min(img.width, Math.round(x1)) - 1]);
  return runs;
}

/** `text` with its small kana put large where `flags` (smallKanaPrintedLarge, in order) say so. */
export function withKanaLarge(text, flags) {
  let k = 0;
  return [...text].map((c) => (c in SMALL_TO_LARGE && flags[k++] ? SMALL_TO_LARGE[c] : c)).join('');
}

/** How much surer (tesseract's 0–100) a second reading must be to replace a katakana first one. */
const CLEARLY_SURER = 10;
const kanaCount = (s) => s.match(KATAKANA)?.length ?? 0;
/** The katakana and parentheses of a reading, without its spaces and stray marks ('、サトウ ハナコ'). */
const kanaOf = (s) => (s.match(/[ァ-ヶーｦ-ﾟ()（）]/g) ?? []).join('');
const meanConfidence = (words) => words.reduce((sum, w) => sum + w.confidence, 0) / Math.max(1, words.length);

/**
 * The characters a bank prints in an account holder (half-width katakana, A–Z, 0–9, ( ) . - / and
 * the space, as a 全銀 transfer carries them) and their full-width forms, with what tesseract
 * reads a voicing mark as (lineTextFromSymbols joins it to its kana). A reading held to them
 * cannot come out as the kanji a katakana looks like (カ as 力, ロ as 口, タ as 夕), and gets the
 * shapes right where a free one wanders ('ダゲラフィッ2(カ' held: 'チヨダグラフィック(カ').
 */
const HOLDER_CHARACTERS = [
  'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロワヲンヴー',
  'ｦｧｨｩｪｫｬｭｮｯｰｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜﾝﾞﾟ',
  // A voicing mark read on its own: without these, a held reading drops it (ミドリ as ミトリ).
  '゛゜"”“\'`~〃、*°o。',
  '()（）.-/ ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
].join('');
/**
 * How much a held reading's certainty (tesseract's 0–100) counts over a free one's: held, tesseract
 * is less sure of the same shapes (56 held for 'チヨダグラフィック(カ' against 73 free for a wrong
 * one). Tuned on the dev page images: at 0 it fixed 1 holder and broke 3; at 12, 5 and 2, and none
 * once a free reading that differs only in its voicing marks is kept (below). ADR 0025.
 */
const HELD_TRUST = 12;
/** A reading without its voicing marks and spaces: the shapes of its kana. */
const unvoiced = (s) => s.normalize('NFKD').replace(/[\u3099\u309a\s]/g, '');
/** Only characters a holder can have (a free reading may hold a stray '^' where a mark was). */
const isClean = (s) => [...s.normalize('NFKC')].every((c) => HOLDER_CHARACTERS.includes(c) || /[ァ-ヶ]/.test(c));

/**
 * How like its template (cosine, 0–1) every glyph of a half-width reading must be for the reading
 * to stand for the holder. Tuned on the dev page images (ADR 0025, twenty-seventh round): at 0.8,
 * holders right 72 → 129 of 168, 1 broken; below 0.75 a line of other text cut into glyphs gets in.
 */
const GLYPH_LIKENESS = 0.8;

/** One PSM 7 reading of a segment's crop, `stretch` times wider: its text and certainty. */
async function readSegment(worker, page, segment, stretch) {
  const crop = cropLine(page, segment.bbox, stretch, medianHeight(segment.words));
  const { data } = await worker.recognize(toPgm(crop), {}, { blocks: true, text: true });
  const symbols = (data.blocks ?? []).flatMap((b) =>
    b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words.flatMap((w) => w.symbols))),
  );
  return { text: lineTextFromSymbols(symbols), confidence: data.confidence };
}

/**
 * What a segment's readings are weighed against: the page's own words, and the best reading so
 * far (none yet). A first reading that is already katakana (a full-width holder, read well) is
 * replaced only by a clearly surer one that keeps every kana: tesseract can be surer of a crop that
 * lost the ド of ド) (on the fixtures).
 */
function firstChoice(segment) {
  const original = segment.words.map((w) => w.text).join('');
  const kept = isKatakanaReading(original);
  return { original, kept, best: { text: null, confidence: kept ? meanConfidence(segment.words) + CLEARLY_SURER : -1 } };
}

/** The reading becomes the choice's best when it is katakana, keeps the kana and is surer. */
function weigh(choice, { text, confidence }) {
  // …and one that only spaces it differently (or drops a stray mark) is no better: the page's
  // reading keeps its spaces.
  const same = kanaOf(text) === kanaOf(choice.original);
  const keepsKana = !choice.kept || (kanaCount(text) >= kanaCount(choice.original) && !same);
  if (isKatakanaReading(text) && keepsKana && confidence > choice.best.confidence) choice.best = { text, confidence };
}

/**
 * Reads the holder segments of a recognised page again and returns the page's text with the
 * better readings in. `worker` is the tesseract worker (page segmentation `psm` on entry and on
 * return, no character list), `page` the grey image it read, `data` its result with blocks. Each
 * segment is read free, as it is and stretched to twice its width, then, with `held`, held to the
 * characters of a holder, stretched; unless its glyphs, compared first with fonts' half-width
 * katakana, are clearly those.
 */
export async function rereadHolders(worker, page, data, { psm = '3', held = true, blurred = false } = {}) {
  const lines = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  const segments = findHolderSegments(lines);
  if (!segments.length) return data.text;
  // First each segment's glyphs compared with the fonts' half-width katakana (./kana-glyphs.mjs):
  // where every glyph is clearly one of them, that reading stands, and tesseract need not read
  // the segment again.
  const glyphReadings = segments.map((segment) => {
    const { crop, core } = cropAround(page, segment.bbox);
    const reading = readHalfWidthLine(crop, holderTemplates(), core, { blurred });
    return reading && reading.score >= GLYPH_LIKENESS && isKatakanaReading(reading.text) ? reading.text : null;
  });
  const choices = segments.map(firstChoice);
  const toRead = [...segments.entries()].filter(([k]) => glyphReadings[k] == null);
  await worker.setParameters({ tessedit_pageseg_mode: '7' });
  try {
    for (const [k, segment] of toRead) {
      for (const stretch of [1, 2]) weigh(choices[k], await readSegment(worker, page, segment, stretch));
    }
    if (held) await worker.setParameters({ tessedit_char_whitelist: HOLDER_CHARACTERS });
    for (const [k, segment] of held ? toRead : []) {
      const reading = await readSegment(worker, page, segment, 2);
      // (A holder never starts with a dash: a rule's end, or the label's colon.)
      const text = reading.text.replace(/^[-ー./ ]+/, '');
      // Where the free reading has the same kana and nothing foreign, it saw the voicing marks
      // with every shape to choose from: the held one puts a mark where a speck is ('ジョウタ').
      const free = choices[k].best.text;
      if (free && isClean(free) && unvoiced(free) === unvoiced(text)) continue;
      weigh(choices[k], { text, confidence: reading.confidence + HELD_TRUST });
    }
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: psm, tessedit_char_whitelist: '' });
  }
  // A katakana holder the page read well and nothing replaced: only its small kana checked.
  const asRead = (k) => {
    const flags = choices[k].kept ? smallKanaPrintedLarge(page, segments[k].words) : [];
    return flags.some(Boolean) ? (original) => withKanaLarge(original, flags) : null;
  };
  return spliceSegments(
    data.text,
    lines,
    segments,
    choices.map((c, k) => glyphReadings[k] ?? c.best.text ?? asRead(k)),
  );
}
