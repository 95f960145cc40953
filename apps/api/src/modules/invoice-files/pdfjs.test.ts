import { describe, expect, it } from 'vitest';
import { inspectPdf } from './pdf-inspect.ts';
import { loadPdfjs } from './pdfjs.mjs';
import { samplePdf } from '../../testing/payment-fixtures.ts';

/*
 * pdf.js's legacy build brings core-js, which swaps some of Node 20's built-ins for slow
 * JavaScript versions on import. They are process-wide: the API's every response would be
 * serialised by a character loop once the first PDF had been checked.
 */
describe('loading pdf.js', () => {
  it("leaves the runtime's JSON, Array.prototype.push and Function.prototype.toString as they were", async () => {
    const before = [JSON.stringify, JSON.parse, Array.prototype.push, Function.prototype.toString];
    await loadPdfjs();
    expect(await inspectPdf(await samplePdf(2))).toEqual({ ok: true, pageCount: 2 });
    expect([JSON.stringify, JSON.parse, Array.prototype.push, Function.prototype.toString]).toEqual(before);
  });

  it('keeps what core-js adds and pdf.js uses (Promise.withResolvers)', async () => {
    await loadPdfjs();
    expect(typeof (Promise as { withResolvers?: unknown }).withResolvers).toBe('function');
  });
});
