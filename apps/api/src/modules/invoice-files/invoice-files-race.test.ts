import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { invoiceFiles } from '../../db/schema.ts';
import { registeredBuyer, type Session } from '../../testing/fixtures.ts';
import { api, samplePng } from '../../testing/payment-fixtures.ts';
import { TEST_JWT_SECRET, type TestApp, createTestApp } from '../../testing/test-app.ts';
import type { ExtractionOutcome, InvoiceExtractor } from './extractor-port.ts';
import { emptyExtraction } from './invoice-reading.ts';

// PGlite runs one session at a time, so concurrency passing there proves nothing (docs/design.md §8).
const onPostgres = inject('dbTemplate').kind === 'postgres';

/** A reader that takes a moment per image (so registrations overlap) and counts its reads. */
function countingReader(): InvoiceExtractor & { reads: number } {
  const reader = {
    reads: 0,
    async readPdfText(): Promise<ExtractionOutcome | null> {
      reader.reads++;
      return { method: 'pdf_text', durationMs: 1, fields: emptyExtraction().fields };
    },
    async readWithOcr(): Promise<ExtractionOutcome> {
      reader.reads++;
      await new Promise((resolve) => setTimeout(resolve, 150));
      return { method: 'ocr', durationMs: 150, fields: emptyExtraction().fields };
    },
    async warmUp() {},
    async close() {},
  };
  return reader;
}

describe.skipIf(!onPostgres)('registering one upload slot many times at once (PostgreSQL)', () => {
  const reader = countingReader();
  let t: TestApp;
  /** A second API process on the same database and files: a replica behind the load balancer. */
  let replica: FastifyInstance;
  let s: Session & { buyerId: number };
  beforeAll(async () => {
    t = await createTestApp({ invoiceExtractor: reader });
    replica = (
      await buildApp({
        config: t.deps.config,
        database: t.deps.database,
        jwtSecret: TEST_JWT_SECRET,
        clock: t.clock,
        logger: false,
        invoiceExtractor: reader,
      })
    ).app;
    await replica.ready();
    s = await registeredBuyer(t);
  });
  afterAll(async () => {
    await replica.close();
    await t.close();
  });

  async function uploadedSlot(width: number): Promise<string> {
    const png = samplePng(width, 2);
    const slot = await api(t, s).inject('POST', '/invoices/files/upload/url', {
      file_name: `scan-${width}.png`,
      content_type: 'image/png',
      size: png.length,
    });
    const { upload_url, headers, upload_id } = slot.json();
    expect((await t.app.inject({ method: 'PUT', url: upload_url, headers, payload: png })).statusCode).toBe(204);
    return upload_id;
  }

  const registerOn = (app: FastifyInstance, uploadId: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/invoices/files/upload',
      headers: s.headers,
      payload: { upload_id: uploadId },
    });

  async function expectOneFileReadOnce(responses: Awaited<ReturnType<typeof registerOn>>[], readsBefore: number) {
    expect(
      responses.map((r) => r.statusCode),
      responses.map((r) => r.body).join('\n'),
    ).toEqual(responses.map(() => 201));
    const ids = new Set(responses.map((r) => r.json().file.id));
    expect(ids.size).toBe(1);
    expect(reader.reads).toBe(readsBefore + 1);
    const [id] = ids;
    expect(
      await t.db
        .select()
        .from(invoiceFiles)
        .where(eq(invoiceFiles.id, id as number)),
    ).toHaveLength(1);
  }

  it('five at once in one process: no 5xx, one file, read once', async () => {
    for (let round = 0; round < 5; round++) {
      const uploadId = await uploadedSlot(10 + round);
      const before = reader.reads;
      const responses = await Promise.all(Array.from({ length: 5 }, () => registerOn(t.app, uploadId)));
      await expectOneFileReadOnce(responses, before);
    }
  });

  it('five at once across two processes: the slot is claimed in the database, the others wait for its file', async () => {
    for (let round = 0; round < 5; round++) {
      const uploadId = await uploadedSlot(20 + round);
      const before = reader.reads;
      const responses = await Promise.all(
        Array.from({ length: 5 }, (_, i) => registerOn((i + round) % 2 === 0 ? t.app : replica, uploadId)),
      );
      await expectOneFileReadOnce(responses, before);
    }
  });
});
