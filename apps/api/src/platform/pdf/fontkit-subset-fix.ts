import fontkit from '@pdf-lib/fontkit';

interface TrueTypeSubset {
  loca: { version?: number; offsets: number[] };
  _addGlyph(gid: number): number;
}

let applied = false;

/**
 * @pdf-lib/fontkit 1.1 (a stale fork of fontkit 1.7) writes a TrueType subset's `loca` table in
 * the short format, halving offsets without padding odd-length glyph records: every glyph after
 * the first odd one is read from the wrong place, so most kana and kanji of a subset Japanese
 * font render blank while text extraction still works (Hopding/pdf-lib#1232). Upstream fontkit
 * fixed it by keeping the long format (foliojs/fontkit#191); this applies the same fix to the
 * fork's subset class, once. The long format costs two bytes per embedded glyph.
 */
export function keepLongLocaInSubsets(fontBytes: Uint8Array): void {
  if (applied) return;
  const proto = Object.getPrototypeOf(fontkit.create(fontBytes).createSubset()) as Partial<TrueTypeSubset>;
  const addGlyph = proto._addGlyph;
  // CFF (OpenType) subsets have no loca table and nothing to fix.
  if (typeof addGlyph !== 'function') return;
  proto._addGlyph = function (this: TrueTypeSubset, gid: number) {
    // preEncode leaves a loca whose version is already set as it is.
    this.loca.version ??= 1;
    return addGlyph.call(this, gid);
  };
  applied = true;
}
