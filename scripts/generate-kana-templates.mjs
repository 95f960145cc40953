// Renders the glyph templates kana-glyphs.mjs compares half-width account holders against, from
// the fonts given, and writes them to apps/api/src/modules/invoice-files/extraction/
// kana-templates.json.gz: each glyph of each font at three sizes (anti-aliasing at 20 and 28 px is
// what a 150–200 dpi page shows; 96 px is the outline), on kana-glyphs.mjs's grid.
//
//   node scripts/generate-kana-templates.mjs --font=FILE|FAMILY ...   ([KANA_SIZES=20,28,96])
//
// The committed file was made from nine fonts, none of them needed at run time (ADR 0025, the
// twenty-seventh round): Noto Sans CJK JP and Noto Serif CJK JP (Debian's fonts-noto-cjk, by
// family name); IPAGothic, IPAMincho, VL Gothic, Ume Gothic and Motoya L Cedar, from Debian's
// fonts-ipafont-gothic, fonts-ipafont-mincho, fonts-vlgothic, fonts-horai-umefont and
// fonts-motoya-l-cedar (`apt-get download` each, `dpkg-deb -x` it, --font= the .ttf, so that
// they never become the machine's fallback fonts and change what the corpus renders); BIZ
// UDPGothic and Zen Kaku Gothic New, from the npm packages @expo-google-fonts/biz-udpgothic and
// @expo-google-fonts/zen-kaku-gothic-new (0.4.x) installed outside the repository.
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { inkGrid } from '../apps/api/src/modules/invoice-files/extraction/kana-glyphs.mjs';
import { median } from '../apps/api/src/modules/invoice-files/extraction/word-measures.mjs';

/**
 * What a 全銀 holder carries, in half-width form, and the digits: a line of them (a date, an
 * amount, an account number OCR took for a holder) must read as digits, not as the kana nearest
 * them, so that it is left alone. Letters are left out (rare, and they look like kana), and so
 * is ｦ: a particle, in no name, and at this size it is the ﾗ of one.
 */
export const HOLDER_GLYPHS = [...'ｧｨｩｪｫｬｭｮｯｰｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜﾝﾞﾟ()./-0123456789,'];
const FULL_SIZE = [...'ｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾃﾄﾅﾆﾇﾈﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾗﾘﾙﾚﾛﾜﾝ'];
const SIZES = (process.env.KANA_SIZES ?? '20,28,96').split(',').map(Number);

function render(family, char, EM) {
  const canvas = createCanvas(2 * EM, 2 * EM);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 2 * EM, 2 * EM);
  ctx.fillStyle = '#000';
  ctx.font = `${EM}px "${family}"`;
  ctx.fillText(char, EM / 2, 1.4 * EM);
  const rgba = ctx.getImageData(0, 0, 2 * EM, 2 * EM).data;
  const data = new Uint8Array(4 * EM * EM);
  for (let i = 0; i < data.length; i++) data[i] = rgba[4 * i];
  const img = { width: 2 * EM, height: 2 * EM, data };
  let box = null;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      if (data[y * img.width + x] >= 128) continue;
      box = box ?? { x0: x, y0: y, x1: x + 1, y1: y + 1 };
      box.x0 = Math.min(box.x0, x);
      box.x1 = Math.max(box.x1, x + 1);
      box.y0 = Math.min(box.y0, y);
      box.y1 = Math.max(box.y1, y + 1);
    }
  }
  return { img, box };
}

/**
 * A half-width glyph's advance (half an em) against the band of one font's full-size kana: how
 * far apart its glyphs stand in a line, which kana-glyphs.mjs evens a condensed line to.
 */
export function pitchOf(family) {
  const { top, bottom } = bandOf(family, 96);
  return (0.5 * 96) / (bottom - top);
}

/** The rows a full-size kana of the font fills at `em` px (the median top and bottom of its ink). */
function bandOf(family, em) {
  const full = FULL_SIZE.map((c) => render(family, c, em).box);
  return { top: median(full.map((b) => b.y0)), bottom: median(full.map((b) => b.y1)) };
}

/** The templates of one font family: [{ char, font, grid }]. */
export function renderTemplates(family) {
  return SIZES.flatMap((em) => {
    const { top, bottom } = bandOf(family, em);
    return HOLDER_GLYPHS.flatMap((char) => {
      const { img, box } = render(family, char, em);
      if (!box) return [];
      const grid = inkGrid(img, { top, bottom, x0: box.x0, x1: box.x1, cx: (box.x0 + box.x1) / 2 });
      return [{ char, font: family, grid }];
    });
  });
}

export function registerFont(path) {
  const before = new Set(GlobalFonts.families.map((f) => f.family));
  GlobalFonts.registerFromPath(path);
  return GlobalFonts.families.map((f) => f.family).find((f) => !before.has(f));
}

/** A grid as bytes (each cell against the grid's largest), base64: kana-glyphs.mjs scales it back. */
const pack = (grid) => {
  const max = Math.max(...grid) || 1;
  return Buffer.from(Uint8Array.from(grid, (v) => Math.round((v / max) * 255))).toString('base64');
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { writeFileSync } = await import('node:fs');
  const { gzipSync } = await import('node:zlib');
  const fonts = process.argv
    .slice(2)
    .filter((a) => a.startsWith('--font='))
    .map((a) => a.slice(7));
  const families = (fonts.length ? fonts : ['Noto Sans CJK JP', 'Noto Serif CJK JP']).map((f) =>
    f.includes('/') ? registerFont(f) : f,
  );
  const templates = families.flatMap((family) => renderTemplates(family));
  const out = new URL('../apps/api/src/modules/invoice-files/extraction/kana-templates.json.gz', import.meta.url);
  const json = JSON.stringify({
    sizes: SIZES,
    fonts: families,
    pitches: Object.fromEntries(families.map((f) => [f, Math.round(pitchOf(f) * 1000) / 1000])),
    templates: templates.map((t) => ({ char: t.char, font: t.font, grid: pack(t.grid) })),
  });
  writeFileSync(out, gzipSync(json, { level: 9 }));
  console.log(
    `${templates.length} templates of ${families.length} fonts: ${json.length} bytes, ${gzipSync(json).length} gzipped`,
  );
}
