import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceFileUploads, invoiceFiles } from '../../db/schema.ts';
import { registeredBuyer, type Session } from '../../testing/fixtures.ts';
import { api, fixedExtractor, samplePdf, samplePng, supplierWithAccount, uploadFile } from '../../testing/payment-fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';

const extractor = fixedExtractor({ total_amount: 110_000, registration_number: 'T6012345678901', due_date: '2026-12-25' });
let t: TestApp;
let a: Session & { buyerId: number };
let b: Session & { buyerId: number };
beforeAll(async () => {
  t = await createTestApp({ invoiceExtractor: extractor });
  a = await registeredBuyer(t);
  b = await registeredBuyer(t);
});
afterAll(() => t.close());

/** Every file the storage holds, so refusals can be shown to leave nothing behind. */
function storedFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  return walk(t.filesDir);
}

describe('invoice upload', () => {
  it('PDF: signed URL → PUT → register; type from the bytes, extraction returned, supplier matched by 登録番号', async () => {
    const { supplierId } = await supplierWithAccount(t, a, { corporate_number: '6012345678901' });
    const res = await uploadFile(t, a, { bytes: await samplePdf(2), name: '請求書_12月.pdf', type: 'application/pdf' });
    expect(res.statusCode, res.body).toBe(201);
    const { file, extraction } = res.json();
    expect(file).toMatchObject({ file_name: '請求書_12月.pdf', content_type: 'application/pdf', page_count: 2 });
    expect(extraction.fields.total_amount).toEqual({ value: 110_000, confidence: 0.95 });
    expect(extraction.matched_supplier_id).toBe(supplierId);
    // The stored name is ours, not the uploader's.
    const [row] = await t.db.select().from(invoiceFiles).where(eq(invoiceFiles.id, file.id));
    expect(row!.storageKey).toMatch(/^invoices\/\d+\/[0-9a-f]{32}$/);
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('PNG is accepted; registering twice returns the same file without reading again', async () => {
    const slot = await api(t, a).inject('POST', '/invoices/files/upload/url', {
      file_name: 'scan.png',
      content_type: 'image/png',
      size: samplePng().length,
    });
    const { upload_url, headers, upload_id } = slot.json();
    expect(slot.json().method).toBe('PUT');
    expect((await t.app.inject({ method: 'PUT', url: upload_url, headers, payload: samplePng() })).statusCode).toBe(204);
    const calls = extractor.calls;
    const first = await api(t, a).inject('POST', '/invoices/files/upload', { upload_id });
    const second = await api(t, a).inject('POST', '/invoices/files/upload', { upload_id });
    expect(first.statusCode, first.body).toBe(201);
    expect(second.json().file.id).toBe(first.json().file.id);
    expect(extractor.calls).toBe(calls + 1);
    expect(first.json().file.page_count).toBeNull();
  });

  const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 1)]);
  const encryptedPdf = async () => {
    const bytes = Buffer.from(await samplePdf(1, { useObjectStreams: false }));
    // A trailer that names an /Encrypt dictionary is what a password-protected PDF carries.
    return Buffer.from(
      bytes
        .toString('latin1')
        .replace('trailer\n<<', 'trailer\n<<\n/Encrypt << /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>'),
      'latin1',
    );
  };
  it.each([
    ['a renamed .exe', async () => ({ bytes: exe, name: 'invoice.pdf', type: 'application/pdf' }), '内容'],
    [
      'a PNG named .pdf',
      async () => ({ bytes: samplePng(), name: 'invoice.pdf', type: 'application/pdf' }),
      '拡張子と内容が一致しません',
    ],
    [
      'a polyglot: PDF bytes with a PNG header',
      async () => ({
        bytes: Buffer.concat([samplePng().subarray(0, 16), Buffer.from(await samplePdf())]),
        name: 'x.png',
        type: 'image/png',
      }),
      /壊れている|解像度/,
    ],
    [
      'a broken PDF',
      async () => ({ bytes: Buffer.from('%PDF-1.7\nthis is not a pdf at all\n%%EOF'), name: 'x.pdf', type: 'application/pdf' }),
      '壊れている',
    ],
    ['an encrypted PDF', async () => ({ bytes: await encryptedPdf(), name: 'x.pdf', type: 'application/pdf' }), 'パスワード'],
    [
      'a PDF of 21 pages',
      async () => {
        const doc = await PDFDocument.create();
        for (let i = 0; i < 21; i++) doc.addPage();
        return { bytes: await doc.save(), name: 'x.pdf', type: 'application/pdf' };
      },
      '20ページまで',
    ],
    ['an image of 7000×7000 pixels', async () => ({ bytes: samplePng(7000, 7000), name: 'x.png', type: 'image/png' }), '解像度'],
    [
      'an image of absurd shape (12000×50 pixels)',
      async () => ({ bytes: samplePng(12_000, 50), name: 'x.png', type: 'image/png' }),
      '10,000ピクセルまで',
    ],
  ])('refuses %s with a clear reason and keeps nothing', async (_label, make, words) => {
    const before = (await t.db.select().from(invoiceFiles)).length;
    const res = await uploadFile(t, a, await make());
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().status).toBe('invalid_file');
    expect(res.json().message).toMatch(words);
    expect((await t.db.select().from(invoiceFiles)).length).toBe(before);
    expect(storedFiles().filter((f) => !f.endsWith('.part'))).toHaveLength(before);
  });

  it('refuses wrong names, types and sizes before anything is uploaded', async () => {
    for (const body of [
      { file_name: 'setup.exe', content_type: 'application/octet-stream', size: 10 },
      { file_name: 'invoice.pdf', content_type: 'image/png', size: 10 },
      { file_name: 'invoice.gif', content_type: 'image/gif', size: 10 },
      { file_name: 'invoice.pdf', content_type: 'application/pdf', size: 10 * 1024 * 1024 + 1 },
      { file_name: 'invoice.pdf', content_type: 'application/pdf', size: 0 },
    ]) {
      const res = await api(t, a).inject('POST', '/invoices/files/upload/url', body);
      expect([400, 422], JSON.stringify(body)).toContain(res.statusCode);
      expect(res.json().message).toMatch(/[ぁ-ん]/);
    }
  });

  it('the PUT refuses more than 10 MB, another content type, and an expired or unknown slot', async () => {
    const slot = (
      await api(t, a).inject('POST', '/invoices/files/upload/url', {
        file_name: 'big.pdf',
        content_type: 'application/pdf',
        size: 1000,
      })
    ).json();
    const big = await t.app.inject({
      method: 'PUT',
      url: slot.upload_url,
      headers: slot.headers,
      payload: Buffer.alloc(10 * 1024 * 1024 + 10),
    });
    expect(big.statusCode).toBe(413);
    const wrongType = await t.app.inject({
      method: 'PUT',
      url: slot.upload_url,
      headers: { 'content-type': 'text/html' },
      payload: '<script>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/v1/invoices/files/uploads/AAAAAAAAAAAAAAAAAAAAAA',
          headers: slot.headers,
          payload: 'x',
        })
      ).statusCode,
    ).toBe(404);
    t.clock.advance(301_000);
    const late = await t.app.inject({
      method: 'PUT',
      url: slot.upload_url,
      headers: slot.headers,
      payload: Buffer.from(await samplePdf()),
    });
    expect(late.statusCode).toBe(404);
    t.clock.advance(-301_000);
  });

  it('the PUT takes no more bytes than the slot declared: 413 in Japanese, nothing kept, the slot still usable', async () => {
    const pdf = Buffer.from(await samplePdf());
    const slot = (
      await api(t, a).inject('POST', '/invoices/files/upload/url', {
        file_name: 'declared.pdf',
        content_type: 'application/pdf',
        size: pdf.length,
      })
    ).json();
    const before = storedFiles();
    const oneByteMore = await t.app.inject({
      method: 'PUT',
      url: slot.upload_url,
      headers: slot.headers,
      payload: Buffer.concat([pdf, Buffer.from('\n')]),
    });
    expect(oneByteMore.statusCode).toBe(413);
    expect(oneByteMore.json().message).toMatch('伝えられたサイズより大きい');
    // Streamed without a Content-Length (chunked): cut off while writing, nothing kept either.
    const streamed = await t.app.inject({
      method: 'PUT',
      url: slot.upload_url,
      headers: slot.headers,
      payload: Readable.from([pdf, Buffer.alloc(64 * 1024)]),
    });
    expect(streamed.statusCode).toBe(413);
    expect(storedFiles()).toEqual(before);
    // The declared bytes are still welcome.
    expect((await t.app.inject({ method: 'PUT', url: slot.upload_url, headers: slot.headers, payload: pdf })).statusCode).toBe(
      204,
    );
    const registered = await api(t, a).inject('POST', '/invoices/files/upload', { upload_id: slot.upload_id });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().file.size).toBe(pdf.length);
  });

  it('five registrations of one upload at once: one file, read once, the same answer to all', async () => {
    const png = samplePng(3, 3);
    const slot = (
      await api(t, a).inject('POST', '/invoices/files/upload/url', {
        file_name: 'once.png',
        content_type: 'image/png',
        size: png.length,
      })
    ).json();
    await t.app.inject({ method: 'PUT', url: slot.upload_url, headers: slot.headers, payload: png });
    const calls = extractor.calls;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api(t, a).inject('POST', '/invoices/files/upload', { upload_id: slot.upload_id })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.json().file.id)).size).toBe(1);
    expect(extractor.calls).toBe(calls + 1);
  });

  it('a claim left by a process that died while reading expires after 10 minutes and its bytes are purged', async () => {
    const png = samplePng(4, 4);
    const slot = (
      await api(t, a).inject('POST', '/invoices/files/upload/url', {
        file_name: 'dead.png',
        content_type: 'image/png',
        size: png.length,
      })
    ).json();
    await t.app.inject({ method: 'PUT', url: slot.upload_url, headers: slot.headers, payload: png });
    // What a registration does first; then its process is gone.
    await t.db.update(invoiceFileUploads).set({ consumedAt: t.clock.now() }).where(eq(invoiceFileUploads.id, slot.upload_id));
    const [{ storageKey }] = (await t.db
      .select({ storageKey: invoiceFileUploads.storageKey })
      .from(invoiceFileUploads)
      .where(eq(invoiceFileUploads.id, slot.upload_id))) as [{ storageKey: string }];
    expect(storedFiles()).toContain(join(t.filesDir, storageKey));
    t.clock.advance(11 * 60_000);
    try {
      const late = await api(t, a).inject('POST', '/invoices/files/upload', { upload_id: slot.upload_id });
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toMatch('有効期限が切れました');
      await api(t, a).inject('POST', '/invoices/files/upload/url', {
        file_name: 'next.pdf',
        content_type: 'application/pdf',
        size: 10,
      });
      expect(storedFiles()).not.toContain(join(t.filesDir, storageKey));
      expect(await t.db.select().from(invoiceFileUploads).where(eq(invoiceFileUploads.id, slot.upload_id))).toHaveLength(0);
    } finally {
      t.clock.advance(-11 * 60_000);
    }
  });

  it('a refused file takes its slot with it: registering it again says the upload is gone', async () => {
    const slot = (
      await api(t, a).inject('POST', '/invoices/files/upload/url', {
        file_name: 'again.pdf',
        content_type: 'application/pdf',
        size: exe.length,
      })
    ).json();
    await t.app.inject({ method: 'PUT', url: slot.upload_url, headers: slot.headers, payload: exe });
    const refused = await api(t, a).inject('POST', '/invoices/files/upload', { upload_id: slot.upload_id });
    expect(refused.statusCode).toBe(422);
    const again = await api(t, a).inject('POST', '/invoices/files/upload', { upload_id: slot.upload_id });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('アップロードが見つかりません。もう一度ファイルを選択してください。');
  });

  it('only the owner can register an upload or get a download URL (404 otherwise)', async () => {
    const pdf = Buffer.from(await samplePdf());
    const slot = (
      await api(t, a).inject('POST', '/invoices/files/upload/url', {
        file_name: 'a.pdf',
        content_type: 'application/pdf',
        size: pdf.length,
      })
    ).json();
    await t.app.inject({ method: 'PUT', url: slot.upload_url, headers: slot.headers, payload: pdf });
    expect((await api(t, b).inject('POST', '/invoices/files/upload', { upload_id: slot.upload_id })).statusCode).toBe(404);
    const mine = await api(t, a).inject('POST', '/invoices/files/upload', { upload_id: slot.upload_id });
    const id = mine.json().file.id;
    expect((await api(t, b).inject('GET', `/invoices/files/${id}/download/url`)).statusCode).toBe(404);
    expect((await api(t, null).inject('GET', `/invoices/files/${id}/download/url`)).statusCode).toBe(401);
  });

  it('download URLs serve the file as an attachment, nosniff, and die after 5 minutes or when tampered with', async () => {
    const pdf = Buffer.from(await samplePdf());
    const res = await uploadFile(t, a, { bytes: pdf, name: '請求書.pdf', type: 'application/pdf' });
    const url = (await api(t, a).inject('GET', `/invoices/files/${res.json().file.id}/download/url`)).json()
      .download_url as string;
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%E8%AB%8B%E6%B1%82%E6%9B%B8.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const [payload, signature] = url.split('/').pop()!.split('.');
    const forged = Buffer.from(Buffer.from(payload!, 'base64url').toString().replace('"e":', '"e":9')).toString('base64url');
    expect((await t.app.inject({ method: 'GET', url: url.replace(payload!, forged) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url.replace(signature!, 'x') })).statusCode).toBe(404);
    t.clock.advance(301_000);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    t.clock.advance(-301_000);
  });
});
