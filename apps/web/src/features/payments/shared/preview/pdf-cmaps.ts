/**
 * The Japanese (Adobe-Japan1) CMaps pdf.js needs to draw text in fonts a PDF names without
 * embedding them (90ms-RKSJ-H, UniJIS-UCS2-H, ...): common in invoices written by older tools.
 * Emitted as build assets of our own origin and fetched only when a PDF asks for one; only the
 * URLs live in the PDF preview's lazy chunk. Chinese and Korean CMaps are left out.
 */
const urls = import.meta.glob<string>(
  '../../../../../../../node_modules/pdfjs-dist/cmaps/{*RKSJ*,*JIS*,Adobe-Japan1-*,H,V,EUC-H,EUC-V,78-*,Add-*,Ext-*,NWP-*,Hankaku,Hiragana,Katakana,Roman,WP-Symbol}.bcmap',
  { query: '?url', import: 'default', eager: true },
);

/** File name (`UniJIS-UCS2-H.bcmap`) → its URL. */
export const CMAP_URLS: ReadonlyMap<string, string> = new Map(
  Object.entries(urls).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]),
);
