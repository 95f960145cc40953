import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { CONFIDENT_READING, type ExtractedFields } from '@icp/contract';
import { apiPath } from '../../../api-root.ts';
import { emptyExtractedFields } from '../extractor-port.ts';
import { inspectPdf } from '../pdf-inspect.ts';
import { combineReadings, createInvoiceExtractor, mergeFields, type InvoiceExtractor } from './extractor.ts';
import { greyFromPgm, prepareImage } from './ocr-image.mjs';

// Fixtures made by scripts/generate-invoice-fixtures.mjs; expected.json is what each one says.
interface FixtureDoc {
  file: string;
  mime_type: 'application/pdf' | 'image/png' | 'image/jpeg';
  method: 'pdf_text' | 'ocr';
  fields: Record<keyof ExtractedFields, unknown>;
}
const fixture = (file: string) => readFileSync(apiPath(`fixtures/invoices/${file}`));
const expected: FixtureDoc[] = JSON.parse(fixture('expected.json').toString('utf8')).documents;
const doc = (file: string) => expected.find((d) => d.file === file)!;
const values = (fields: ExtractedFields) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

describe('createInvoiceExtractor', () => {
  let extractor: InvoiceExtractor;
  const errors: Error[] = [];
  beforeAll(() => {
    // The second reading waited for whatever the load of the tests running beside these.
    extractor = createInvoiceExtractor({ onError: (e) => errors.push(e), secondReadingUntilMs: { photo: 60_000, page: 60_000 } });
  });
  afterAll(() => extractor.close());

  it.each(['classic-01.pdf', 'table-01.pdf', 'sole-02.pdf'])('reads every field of %s from its text layer', async (file) => {
    const result = await extractor.extract(fixture(file), 'application/pdf');
    expect(result.method).toBe('pdf_text');
    expect(values(result.fields)).toEqual(doc(file).fields);
    expect(result.fields.total_amount.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('reads a photographed invoice with OCR, off the event loop', { timeout: 120_000 }, async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const result = await extractor.extract(fixture('photo-classic-01.png'), 'image/png');
    delay.disable();

    expect(result.method).toBe('ocr');
    const want = doc('photo-classic-01.png').fields;
    expect(values(result.fields)).toMatchObject({
      total_amount: want.total_amount,
      due_date: want.due_date,
      invoice_number: want.invoice_number,
      issue_date: want.issue_date,
      registration_number: want.registration_number,
      bank_name: want.bank_name,
      account_type: want.account_type,
      account_number: want.account_number,
    });
    // Calibrated: what OCR presents as read (≥ CONFIDENT_READING) is right, and a name, which
    // OCR garbles into other plausible text, is never promised without a check.
    for (const [name, field] of Object.entries(result.fields)) {
      if (field.confidence >= CONFIDENT_READING) expect([name, field.value]).toEqual([name, want[name as keyof typeof want]]);
    }
    expect(result.fields.issuer_name.confidence).toBeLessThan(CONFIDENT_READING);
    // The main thread kept answering: OCR on it would stall it for about the whole duration.
    // (The bound leaves room for CPU contention from test files running in parallel.)
    expect(delay.max / 1e6).toBeLessThan(Math.max(500, result.durationMs / 2));
  });

  it(
    'reads a photo missing its 振込先 a second time, sparse, and keeps the first reading’s fields',
    { timeout: 120_000 },
    async () => {
      // photo-classic-01 with its 振込先 box painted over in the paper's grey: no account to find.
      const photo = await loadImage(fixture('photo-classic-01.png'));
      const canvas = createCanvas(photo.width, photo.height);
      const ctx = canvas.getContext('2d');
      ctx.drawImage(photo, 0, 0);
      ctx.fillStyle = 'rgb(226,226,226)';
      ctx.fillRect(150, 815, 970, 190);
      const result = await extractor.extract(canvas.toBuffer('image/png'), 'image/png');

      expect(result.fields.account_number.value).toBeNull();
      expect(result.ocrReadings).toBe(2);
      const want = doc('photo-classic-01.png').fields;
      expect(values(result.fields)).toMatchObject({ total_amount: want.total_amount, invoice_number: want.invoice_number });
    },
  );

  it('reads a complete photo twice at once, and the two readings together keep its values', { timeout: 120_000 }, async () => {
    const result = await extractor.extract(fixture('photo-classic-01.png'), 'image/png');
    expect(result.ocrReadings).toBe(2);
    const want = doc('photo-classic-01.png').fields;
    expect(values(result.fields)).toMatchObject({
      total_amount: want.total_amount,
      invoice_number: want.invoice_number,
      account_number: want.account_number,
    });
  });

  it('reads a page image twice at once too, and keeps its values', { timeout: 120_000 }, async () => {
    // photo-classic-01's sheet as the preparation cuts it out: a flat page, no desk around it.
    const { image, size } = await prepareImage(fixture('photo-classic-01.png'));
    const grey = greyFromPgm(image)!;
    const canvas = createCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d');
    const pixels = ctx.createImageData(size.width, size.height);
    grey.data.forEach((v, i) => pixels.data.set([v, v, v, 255], i * 4));
    ctx.putImageData(pixels, 0, 0);
    const result = await extractor.extract(canvas.toBuffer('image/png'), 'image/png');
    expect(result.ocrReadings).toBe(2);
    const want = doc('photo-classic-01.png').fields;
    expect(values(result.fields)).toMatchObject({ total_amount: want.total_amount, account_number: want.account_number });
  });

  it('renders a scanned PDF (no text layer) and reads it with OCR', { timeout: 60_000 }, async () => {
    const result = await extractor.extract(fixture('scan-sole-02.pdf'), 'application/pdf');
    expect(result.method).toBe('ocr');
    expect(result.fields.total_amount.value).toBe(doc('scan-sole-02.pdf').fields.total_amount);
    expect(result.fields.registration_number.value).toBe(doc('scan-sole-02.pdf').fields.registration_number);
  });

  it('gives method none and empty fields for bytes it cannot read, and keeps working', async () => {
    const broken = await extractor.extract(fixture('broken.pdf'), 'application/pdf');
    expect(broken.method).toBe('none');
    expect(Object.values(broken.fields).every((f) => f.value === null && f.confidence === 0)).toBe(true);
    expect(errors.length).toBeGreaterThan(0);

    const next = await extractor.extract(fixture('compact-01.pdf'), 'application/pdf');
    expect(next.method).toBe('pdf_text');
    expect(next.fields.due_date.value).toBe(doc('compact-01.pdf').fields.due_date);
  });

  it('queues documents given at once and answers each', async () => {
    const [a, b] = await Promise.all([
      extractor.extract(fixture('classic-02.pdf'), 'application/pdf'),
      extractor.extract(fixture('table-02.pdf'), 'application/pdf'),
    ]);
    expect(a.fields.total_amount.value).toBe(doc('classic-02.pdf').fields.total_amount);
    expect(b.fields.total_amount.value).toBe(doc('table-02.pdf').fields.total_amount);
  });

  it('reads a text PDF in its own worker while an image is being OCR’d', { timeout: 120_000 }, async () => {
    const finished: string[] = [];
    const image = extractor.readWithOcr(fixture('photo-compact-01.png'), 'image/png').then((r) => {
      finished.push('image');
      return r;
    });
    const pdf = extractor.readPdfText(fixture('sole-01.pdf')).then((r) => {
      finished.push('pdf');
      return r;
    });
    const [pdfResult, imageResult] = await Promise.all([pdf, image]);
    expect(pdfResult?.method).toBe('pdf_text');
    expect(imageResult.method).toBe('ocr');
    expect(finished).toEqual(['pdf', 'image']);
  });

  it('readPdfText answers null for a scan, which then goes to OCR', async () => {
    expect(await extractor.readPdfText(fixture('scan-sole-02.pdf'))).toBeNull();
  });

  it(
    'reads a scan page by page: stops at the page that completes the payment, reads on when page 1 lacks it',
    { timeout: 120_000 },
    async () => {
      const photo = fixture('photo-classic-01.png');
      const scan = async (pages: ('blank' | 'invoice')[]) => {
        const pdf = await PDFDocument.create();
        const image = await pdf.embedPng(photo);
        for (const kind of pages) {
          const page = pdf.addPage([595, 842]);
          if (kind === 'invoice') page.drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
        }
        return pdf.save();
      };
      const want = doc('photo-classic-01.png').fields;

      const first = await extractor.extract(await scan(['invoice', 'blank', 'blank']), 'application/pdf');
      expect(first.method).toBe('ocr');
      expect(first.ocrPages).toBe(1);
      expect(first.fields.total_amount.value).toBe(want.total_amount);

      const second = await extractor.extract(await scan(['blank', 'invoice']), 'application/pdf');
      expect(second.ocrPages).toBe(2);
      expect(second.fields.total_amount.value).toBe(want.total_amount);
      expect(second.fields.account_number.value).toBe(want.account_number);
    },
  );

  it('warms up both lanes once, and reads as before afterwards', async () => {
    await Promise.all([extractor.warmUp(), extractor.warmUp()]);
    const result = await extractor.extract(fixture('classic-02.pdf'), 'application/pdf');
    expect(result.method).toBe('pdf_text');
    expect(values(result.fields)).toEqual(doc('classic-02.pdf').fields);
  });

  it('leaves the caller’s buffer intact', async () => {
    const bytes = fixture('compact-02.pdf');
    const before = bytes.length;
    await extractor.extract(bytes, 'application/pdf');
    expect(bytes.length).toBe(before);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('createInvoiceExtractor limits', () => {
  it('gives up on a document after timeoutMs with method none', async () => {
    const timeouts: Error[] = [];
    const extractor = createInvoiceExtractor({ timeoutMs: 1, onError: (e) => timeouts.push(e) });
    try {
      const result = await extractor.extract(fixture('classic-01.pdf'), 'application/pdf');
      expect(result.method).toBe('none');
      expect(timeouts[0]?.message).toMatch(/timed out/);
    } finally {
      await extractor.close();
    }
  });

  it('scales an image down to ocrMaxPixels before OCR', { timeout: 120_000 }, async () => {
    // photo-classic-01.png is 1260 × 1750 (2.2 MP): an A4 sheet on a grey background, which the
    // preparation (ocr-image.mjs) cuts out, so OCR reads the sheet's proportions, not the photo's.
    const extractor = createInvoiceExtractor({ ocrMaxPixels: 1_000_000 });
    try {
      const result = await extractor.readWithOcr(fixture('photo-classic-01.png'), 'image/png');
      expect(result.method).toBe('ocr');
      const { width, height } = result.ocrInput!;
      expect(width * height).toBeLessThanOrEqual(1_000_000);
      expect(width * height).toBeGreaterThan(900_000);
      expect(width / height).toBeCloseTo(1 / Math.SQRT2, 1);
    } finally {
      await extractor.close();
    }
  });

  it('closes while a photo is being read, in a process with nothing else to wait for', { timeout: 60_000 }, () => {
    // A worker terminated unreferenced let such a process's event loop empty under close()'s
    // await: Node exited with 13 (an unsettled top-level await) before 'closed' was printed.
    const script = [
      `const { createInvoiceExtractor } = await import(${JSON.stringify(import.meta.dirname + '/extractor.ts')});`,
      `const photo = (await import('node:fs')).readFileSync(${JSON.stringify(apiPath('fixtures/invoices/photo-classic-01.png'))});`,
      'const extractor = createInvoiceExtractor();',
      "const reading = extractor.extract(photo, 'image/png');",
      'await new Promise((resolve) => setTimeout(resolve, 1500));',
      'await extractor.close();',
      "console.log('closed', (await reading).method);",
    ].join('\n');
    // A file, not -e: tsx's eval kept the loop busy enough to hide the fault.
    const dir = mkdtempSync(join(tmpdir(), 'icp-extractor-close-'));
    writeFileSync(join(dir, 'close.mjs'), script);
    const child = spawnSync(process.execPath, ['--import', 'tsx', join(dir, 'close.mjs')], {
      cwd: apiPath('.'),
      encoding: 'utf8',
    });
    rmSync(dir, { recursive: true, force: true });
    expect([child.status, child.stdout.trim()]).toEqual([0, 'closed none']);
  });

  it('answers none for documents still pending when closed', async () => {
    const extractor = createInvoiceExtractor();
    const pending = extractor.extract(fixture('classic-01.pdf'), 'application/pdf');
    await extractor.close();
    expect((await pending).method).toBe('none');
    expect((await extractor.extract(fixture('classic-01.pdf'), 'application/pdf')).method).toBe('none');
  });
});

describe('inspectPdf', () => {
  it('counts the pages of a readable PDF', async () => {
    expect(await inspectPdf(fixture('classic-01.pdf'))).toEqual({ ok: true, pageCount: 1 });
    const pdf = await PDFDocument.create();
    pdf.addPage();
    pdf.addPage();
    pdf.addPage();
    expect(await inspectPdf(await pdf.save())).toEqual({ ok: true, pageCount: 3 });
  });

  it('reports a PDF that needs a password as encrypted', async () => {
    expect(await inspectPdf(fixture('encrypted.pdf'))).toEqual({ ok: false, reason: 'encrypted' });
  });

  it('reports garbage after %PDF- as broken', async () => {
    expect(await inspectPdf(fixture('broken.pdf'))).toEqual({ ok: false, reason: 'broken' });
    expect(await inspectPdf(new TextEncoder().encode('%PDF-1.4\n%%EOF'))).toEqual({ ok: false, reason: 'broken' });
  });

  it('leaves the caller’s bytes usable', async () => {
    const bytes = fixture('classic-01.pdf');
    await inspectPdf(bytes);
    expect(bytes.length).toBeGreaterThan(1000);
  });
});

/** A reading's fields: each given as [value, confidence], the rest not found. */
const fields = (set: Partial<Record<keyof ExtractedFields, [unknown, number]>>) => {
  const out = emptyExtractedFields();
  for (const [name, [value, confidence]] of Object.entries(set)) Object.assign(out, { [name]: { value, confidence } });
  return out;
};

describe('mergeFields (an image read twice)', () => {
  it('takes from the second what the first missed, and what the second is clearly surer of', () => {
    const first = fields({ total_amount: [110000, 0.95], invoice_number: ['INV-8', 0.25], issue_date: ['2026-11-01', 0.7] });
    const second = fields({
      total_amount: [999, 0.98],
      due_date: ['2026-12-31', 0.8],
      invoice_number: ['INV-18', 0.67],
      issue_date: ['2026-11-07', 0.8],
    });
    const merged = mergeFields(first, second);
    expect(merged.total_amount).toEqual({ value: 110000, confidence: 0.95 });
    expect(merged.due_date).toEqual({ value: '2026-12-31', confidence: 0.8 });
    expect(merged.invoice_number).toEqual({ value: 'INV-18', confidence: 0.67 });
    expect(merged.issue_date).toEqual({ value: '2026-11-01', confidence: 0.7 });
    expect(merged.account_number.value).toBeNull();
  });

  it('never promises a value only the other reading found (confidence below CONFIDENT_READING)', () => {
    const first = fields({ invoice_number: ['INV-8', 0.6], total_amount: [110000, 0.7] });
    const second = fields({
      invoice_number: ['INV-18', 0.95],
      issuer_postal_code: ['1000001', 0.91],
      total_amount: [110000, 0.96],
    });
    const merged = mergeFields(first, second);
    expect(merged.invoice_number.value).toBe('INV-18');
    expect(merged.invoice_number.confidence).toBeLessThan(CONFIDENT_READING);
    expect(merged.issuer_postal_code?.confidence).toBeLessThan(CONFIDENT_READING);
    // The same value, read twice, stays as the first read it.
    expect(merged.total_amount).toEqual({ value: 110000, confidence: 0.7 });
  });
});

describe('mergeFields weighing the signs of a misreading', () => {
  it('keeps the address its own postal code names, however sure the other reading was of another', () => {
    // (L05: the second reading took the buyer's block for the issuer's.)
    const first = fields({
      issuer_postal_code: ['3700841', 0.92],
      issuer_address: ['群馬県高崎市栄町1-3-27 協和ビル3F', 0.51],
    });
    const second = fields({ issuer_postal_code: ['1000005', 0.72], issuer_address: ['東京都千代田区丸の内2-17-13', 0.76] });
    expect(mergeFields(first, second).issuer_address?.value).toBe('群馬県高崎市栄町1-3-27 協和ビル3F');
  });

  it('does not check an address against a postal code only the other reading found', () => {
    // (L78: the second reading's code and address are both the buyer's.)
    const first = fields({ issuer_address: ['東京都港区芝公園5-11-9 グランドメゾン101', 0.5] });
    const second = fields({ issuer_postal_code: ['3300063', 0.91], issuer_address: ['埼玉県さいたま市浦和区高砂2-18-17', 0.5] });
    expect(mergeFields(first, second).issuer_address?.value).toBe('東京都港区芝公園5-11-9 グランドメゾン101');
  });

  it('takes the building the other reading read below the address, and the legal form it kept', () => {
    const first = fields({
      issuer_address: ['東京都渋谷区渋谷2-16-15', 0.75],
      issuer_name: ['桜井典礼', 0.42],
    });
    const second = fields({
      issuer_address: ['東京都渋谷区渋谷2-16-15 グランドメゾン101', 0.72],
      issuer_name: ['桜井典礼(株)', 0.41],
    });
    const merged = mergeFields(first, second);
    expect(merged.issuer_address?.value).toBe('東京都渋谷区渋谷2-16-15 グランドメゾン101');
    expect(merged.issuer_name.value).toBe('桜井典礼(株)');
    expect(merged.issuer_name.confidence).toBeLessThan(CONFIDENT_READING);
  });

  it('keeps a branch the bank has over one it does not', () => {
    const first = fields({ bank_name: ['三菱UFJ銀行', 0.8], branch_name: ['名新宿支店', 0.8] });
    const second = fields({ bank_name: ['三菱UFJ銀行', 0.8], branch_name: ['新宿支店', 0.7] });
    expect(mergeFields(first, second).branch_name.value).toBe('新宿支店');
  });
});

describe('combineReadings (an image read twice)', () => {
  const reading = (total: number | null, due: string | null) => {
    const fields = emptyExtractedFields();
    fields.total_amount = { value: total, confidence: total === null ? 0 : 0.7 };
    fields.due_date = { value: due, confidence: due === null ? 0 : 0.7 };
    return { method: 'ocr' as const, fields };
  };

  it('keeps the first reading, its gaps filled, when the second is not clearly surer', () => {
    const kept = combineReadings([reading(110000, null), 0.8], [reading(999, '2026-12-31'), 0.85]);
    expect(values(kept.fields)).toMatchObject({ total_amount: 110000, due_date: '2026-12-31' });
  });

  it('keeps the second when the first was noise, the first filling only what the second missed', () => {
    const kept = combineReadings([reading(36, '2026-01-01'), 0.29], [reading(1820697, null), 0.73]);
    expect(values(kept.fields)).toMatchObject({ total_amount: 1820697, due_date: '2026-01-01' });
  });
});
