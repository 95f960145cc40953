import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { ExtractedFields } from '@icp/contract';
import { INVOICE_TEXT_FIELD_NAMES } from '@icp/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from 'vitest';
import type { ExtractionOutcome, InvoiceExtractor } from '../modules/invoice-files/extractor-port.ts';
import { type Session, mizuhoAccountBody, supplierCorporationBody } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

export const TEST_CARDS = {
  jcbOk: '3530111333300000',
  jcbInsufficient: '3530111333300018',
  jcb3dsPass: '3530111333300026',
  jcb3dsFail: '3530111333300034',
  jcbSystemError: '3530111333300059',
} as const;

/**
 * A reader that answers fixed fields at once. Payment tests use it so they do not wait for OCR;
 * the real reader has its own tests in modules/invoice-files/extraction.
 */
export function fixedExtractor(
  found: Partial<{ [K in keyof ExtractedFields]: Required<ExtractedFields>[K]['value'] }> = {},
): InvoiceExtractor & {
  /** Documents read, by either operation. */
  calls: number;
} {
  const outcome = (method: ExtractionOutcome['method']): ExtractionOutcome => {
    extractor.calls++;
    const fields = Object.fromEntries(
      INVOICE_TEXT_FIELD_NAMES.map((name) => [
        name,
        { value: found[name] ?? null, confidence: found[name] === undefined ? 0 : 0.95 },
      ]),
    ) as ExtractedFields;
    return { method, durationMs: 3, fields };
  };
  const extractor = {
    calls: 0,
    readPdfText: async () => outcome('pdf_text'),
    readWithOcr: async () => outcome('ocr'),
    async close() {},
  };
  return extractor;
}

/** A real one-page PDF (text in Helvetica: pdf-lib's standard fonts carry no Japanese). */
export async function samplePdf(pages = 1, options: { useObjectStreams?: boolean; subject?: string } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  if (options.subject) doc.setSubject(options.subject);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++)
    doc.addPage([595, 842]).drawText(`INVOICE No. INV-${i + 1} TOTAL 110,000 JPY`, { x: 50, y: 780, size: 14, font });
  return doc.save({ useObjectStreams: options.useObjectStreams ?? true });
}

/** A valid PNG of the given size (grey pixels), built by hand so tests need no image library. */
export function samplePng(width = 2, height = 2): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const api = (t: TestApp, s: Session | null) => ({
  inject(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, headers: Record<string, string> = {}) {
    return t.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: { ...(s?.headers ?? {}), ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  },
});

/** The browser's three steps: ask for a URL, PUT the bytes, register. Returns the last answer. */
export async function uploadFile(
  t: TestApp,
  s: Session,
  file: { bytes: Uint8Array; name: string; type: string; declaredType?: string },
) {
  const slot = await api(t, s).inject('POST', '/invoices/files/upload/url', {
    file_name: file.name,
    content_type: file.declaredType ?? file.type,
    size: file.bytes.length,
  });
  if (slot.statusCode !== 201) return slot;
  const { upload_url, headers, upload_id } = slot.json();
  const put = await t.app.inject({ method: 'PUT', url: upload_url, headers, payload: Buffer.from(file.bytes) });
  if (put.statusCode !== 204) return put;
  return api(t, s).inject('POST', '/invoices/files/upload', { upload_id });
}

export async function uploadedPdf(t: TestApp, s: Session): Promise<number> {
  // Distinct bytes per call: the same bytes twice are a likely duplicate payment (ADR 0013).
  const bytes = await samplePdf(1, { subject: randomUUID() });
  const res = await uploadFile(t, s, { bytes, name: '請求書.pdf', type: 'application/pdf' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().file.id;
}

/** What the card form does in the browser: card data to the gateway, never to /api/v1. */
export async function gatewayToken(t: TestApp, cardNumber: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/gateway/tokens',
    payload: { card_number: cardNumber, card_expire: '12/30', security_code: '123', holder_name: 'TARO YAMADA' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

export async function savedCard(t: TestApp, s: Session, cardNumber: string = TEST_CARDS.jcbOk): Promise<number> {
  const res = await api(t, s).inject('POST', '/invoices/credit_cards', { token: await gatewayToken(t, cardNumber) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().credit_card.id;
}

export async function supplierWithAccount(
  t: TestApp,
  s: Session,
  overrides: Record<string, unknown> = {},
): Promise<{ supplierId: number; accountId: number }> {
  const supplier = await api(t, s).inject('POST', '/suppliers/corporation', supplierCorporationBody(overrides));
  expect(supplier.statusCode, supplier.body).toBe(201);
  const supplierId = supplier.json().supplier.id;
  const account = await api(t, s).inject('POST', `/suppliers/${supplierId}/accounts`, mizuhoAccountBody());
  expect(account.statusCode, account.body).toBe(201);
  return { supplierId, accountId: account.json().account.id };
}
