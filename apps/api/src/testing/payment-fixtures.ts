import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { ExtractedFields } from '@icp/contract';
import { INVOICE_TEXT_FIELD_NAMES } from '@icp/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from 'vitest';
import type { ExtractionOutcome, InvoiceExtractor } from '../modules/invoice-files/extractor-port.ts';
import { type Session, mizuhoAccountBody, supplierCorporationBody } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

/** The VeriTrans4G simulator's test cards (platform/card-gateway/veritrans-simulator/README.md). */
export const TEST_CARDS = {
  jcbOk: '3528000000000007',
  /** Declined at authorisation: 1口座利用回数または金額オーバー (AG44). */
  jcbInsufficient: '3528000000000031',
  jcb3dsPass: '3528000000000106',
  jcb3dsFail: '3528000000000114',
} as const;

/** Refused when it is registered (its 2-yen check): 当該要求拒否 (AG70). */
export const REFUSED_CARD = '3528000000000098';

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
    async warmUp() {},
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

/** What the card form does in the browser: card data to the acquirer's token endpoint, never to /api/v1. */
export async function gatewayToken(t: TestApp, cardNumber: string): Promise<string> {
  const config = t.deps.cardTokenConfig;
  const res = await t.app.inject({
    method: 'POST',
    url: config.token_url,
    payload: {
      token_api_key: config.token_api_key,
      card_number: cardNumber,
      card_expire: '12/30',
      security_code: '123',
      lang: 'ja',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

/**
 * What the browser does with an approval's challenge_url: opens our hand-over page, follows it to
 * the issuer's page, presses 認証する (or キャンセル), and comes back through our return route.
 * Returns the flow page it lands on (with ?auth_id=…).
 */
export async function answerChallenge(t: TestApp, challengeUrl: string, action: 'authenticate' | 'cancel'): Promise<string> {
  const handOver = await t.app.inject({ method: 'GET', url: challengeUrl });
  expect(handOver.statusCode, handOver.body).toBe(200);
  const issuerPage = /url=([^"]+)"/.exec(handOver.body)?.[1]?.replace(/&amp;/g, '&');
  expect(issuerPage).toBeTruthy();
  const answered = await t.app.inject({
    method: 'POST',
    url: issuerPage!,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
  expect(answered.statusCode, answered.body).toBe(303);
  const back = await t.app.inject({ method: 'GET', url: String(answered.headers.location) });
  expect(back.statusCode, back.body).toBe(303);
  return String(back.headers.location);
}

export async function savedCard(t: TestApp, s: Session, cardNumber: string = TEST_CARDS.jcbOk): Promise<number> {
  // As the card form sends it: the token, and the last 4 digits it read before tokenising.
  const res = await api(t, s).inject('POST', '/invoices/credit_cards', {
    token: await gatewayToken(t, cardNumber),
    last4: cardNumber.slice(-4),
  });
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

/**
 * POST /invoices/credit_cards/approval as the browser completes it. 3-D Secure 2.0 sends every
 * authorisation through the issuer (a frictionless card passes its page at once), so the browser
 * follows challenge_url, presses 認証する where the issuer asks, and our page asks the API how it
 * ended. Answers like the approval call: 200 {approval} when authorised, 402 when declined.
 */
export async function approveCard(
  t: TestApp,
  s: Session,
  body: Record<string, unknown>,
  headers: Record<string, string> = { 'idempotency-key': randomUUID() },
) {
  const first = await api(t, s).inject('POST', '/invoices/credit_cards/approval', body, headers);
  if (first.statusCode !== 200 || first.json().approval.status !== 'challenge_required') return first;
  await answerChallenge(t, first.json().approval.challenge_url, 'authenticate');
  return api(t, s).inject('POST', `/invoices/credit_cards/approval/${first.json().approval.id}/challenge`);
}
