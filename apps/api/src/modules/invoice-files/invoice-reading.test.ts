import { and, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceFileUploads } from '../../db/schema.ts';
import { registeredBuyer, type Session } from '../../testing/fixtures.ts';
import { api, samplePdf, samplePng } from '../../testing/payment-fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';
import type { ExtractionOutcome, InvoiceExtractor } from './extractor-port.ts';
import { emptyExtraction } from './invoice-reading.ts';

const noFields = () => emptyExtraction().fields;

/** Key of an OCR'd document: an image's width (test images differ by width), 0 for a scanned PDF. */
const ocrKey = (bytes: Uint8Array) =>
  Buffer.from(bytes).subarray(0, 5).toString() === '%PDF-' ? 0 : Buffer.from(bytes).readUInt32BE(16);

/**
 * A reader whose text layer answers at once (or says "a scan" while pdfsAreScans is set) and
 * whose OCR takes as long as the test says, like tesseract on a big scan: each document waits
 * until finish(key).
 */
function slowOcrExtractor() {
  const ocrStarted: number[] = [];
  const gates = new Map<number, () => void>();
  const extractor: InvoiceExtractor & { textReads: number; pdfsAreScans: boolean } = {
    textReads: 0,
    pdfsAreScans: false,
    async readPdfText(): Promise<ExtractionOutcome | null> {
      extractor.textReads++;
      return extractor.pdfsAreScans ? null : { method: 'pdf_text', durationMs: 1, fields: noFields() };
    },
    readWithOcr(bytes): Promise<ExtractionOutcome> {
      const key = ocrKey(bytes);
      ocrStarted.push(key);
      return new Promise((resolve) => gates.set(key, () => resolve({ method: 'ocr', durationMs: 1, fields: noFields() })));
    },
    async warmUp() {},
    async close() {},
  };
  const until = async (condition: () => boolean) => {
    for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(condition()).toBe(true);
  };
  return {
    extractor,
    ocrStarted,
    /** Lets the OCR of this document finish, once it has started. */
    async finish(key: number) {
      await until(() => gates.has(key));
      gates.get(key)!();
    },
    until,
  };
}

let t: TestApp;
let a: Session & { buyerId: number };
let b: Session & { buyerId: number };
const reader = slowOcrExtractor();
beforeAll(async () => {
  t = await createTestApp({ invoiceExtractor: reader.extractor, env: { INVOICE_READING_MAX_PENDING_PER_BUYER: '3' } });
  a = await registeredBuyer(t);
  b = await registeredBuyer(t);
});
afterAll(() => t.close());

/** Slot + PUT; the registration itself is left to the test. */
async function uploaded(s: Session, file: { bytes: Uint8Array; name: string; type: string }): Promise<string> {
  const slot = await api(t, s).inject('POST', '/invoices/files/upload/url', {
    file_name: file.name,
    content_type: file.type,
    size: file.bytes.length,
  });
  expect(slot.statusCode, slot.body).toBe(201);
  const { upload_url, headers, upload_id } = slot.json();
  const put = await t.app.inject({ method: 'PUT', url: upload_url, headers, payload: Buffer.from(file.bytes) });
  expect(put.statusCode, put.body).toBe(204);
  return upload_id;
}

/** Every slot claimed by its registration, which joins the reading queue a moment later. */
async function allClaimed(uploadIds: string[]) {
  for (let i = 0; i < 200; i++) {
    const claimed = await t.db
      .select({ id: invoiceFileUploads.id })
      .from(invoiceFileUploads)
      .where(and(inArray(invoiceFileUploads.id, uploadIds), isNotNull(invoiceFileUploads.consumedAt)));
    if (claimed.length === uploadIds.length) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const image = (width: number) => ({ bytes: samplePng(width, 2), name: `scan-${width}.png`, type: 'image/png' });
const register = (s: Session, uploadId: string) => api(t, s).inject('POST', '/invoices/files/upload', { upload_id: uploadId });

describe('invoice reading queue (fair per buyer, capped, text PDFs in their own lane)', () => {
  it('B’s text PDF is read while A’s images wait for OCR; A’s fourth gets 429; B’s scan goes before A’s second image', async () => {
    const settled = new Set<string>();
    const track = (name: string, response: ReturnType<typeof register>) =>
      response.then((res) => {
        settled.add(name);
        return res;
      });

    const aSlots = [await uploaded(a, image(11)), await uploaded(a, image(12)), await uploaded(a, image(13))];
    const aReads = aSlots.map((id, i) => track(`a${i + 1}`, register(a, id)));
    await reader.until(() => reader.ocrStarted.length === 1);
    await allClaimed(aSlots);

    // B's text PDF does not wait behind A's images.
    const pdf = await register(b, await uploaded(b, { bytes: await samplePdf(), name: '請求書.pdf', type: 'application/pdf' }));
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json().extraction.method).toBe('pdf_text');
    expect(settled.size).toBe(0);

    // A already has three readings pending: a fourth is refused at once, with when to retry.
    const fourth = await uploaded(a, image(14));
    const refused = await register(a, fourth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      status: 'too_many_requests',
      message: '読み取り待ちの請求書が多すぎます。しばらくしてから再度お試しください。',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // B's scanned PDF goes from the text lane to OCR, and is read after A's current image, not
    // after all three of A's.
    reader.extractor.pdfsAreScans = true;
    const textReads = reader.extractor.textReads;
    const scan = track(
      'b-scan',
      register(b, await uploaded(b, { bytes: await samplePdf(), name: 'scan.pdf', type: 'application/pdf' })),
    );
    await reader.until(() => reader.extractor.textReads === textReads + 1);
    await new Promise((resolve) => setTimeout(resolve, 20)); // its OCR step is queued
    // (A's three raced each other into the queue: whichever came first is being read.)
    for (let i = 0; i < 4; i++) {
      await reader.until(() => reader.ocrStarted.length > i);
      await reader.finish(reader.ocrStarted[i]!);
    }
    const responses = await Promise.all([...aReads, scan]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(responses[3]!.json().extraction.method).toBe('ocr');
    expect(reader.ocrStarted[1]).toBe(0);
    expect([...reader.ocrStarted].sort()).toEqual([0, 11, 12, 13]);

    // The refused upload was not used up: once A's queue has room it registers normally.
    const retried = register(a, fourth);
    await reader.finish(14);
    expect((await retried).statusCode).toBe(201);
  });
});
