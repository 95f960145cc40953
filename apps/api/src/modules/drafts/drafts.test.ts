import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredBuyer, type Session } from '../../testing/fixtures.ts';
import { api, fixedExtractor, samplePdf, supplierWithAccount, uploadFile } from '../../testing/payment-fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';

let t: TestApp;
let a: Session & { buyerId: number };
let b: Session & { buyerId: number };
beforeAll(async () => {
  t = await createTestApp({ invoiceExtractor: fixedExtractor({ total_amount: 55_000 }) });
  a = await registeredBuyer(t);
  b = await registeredBuyer(t);
});
afterAll(() => t.close());

function flow(overrides: { supplierId?: number | null; amount?: number | null; invoiceFile?: unknown } = {}) {
  return {
    step: 'invoiceinfo',
    invoiceFile: overrides.invoiceFile ?? null,
    invoiceForm: {
      formOne: { supplierId: overrides.supplierId ?? null, isNewSupplier: false },
      formTwo: { accountId: null, isNewAccount: false },
      amount: overrides.amount ?? null,
      dueDate: '2026-12-25',
      transferDate: null,
      invoiceNumber: 'INV-1',
      memo: '',
    },
    confirmForm: { creditCardId: null, promotionCode: '' },
  };
}

describe('drafts', () => {
  it('save from any step, list with supplier name and amount, resume, update, count', async () => {
    const { supplierId } = await supplierWithAccount(t, a);
    const upload = (await uploadFile(t, a, { bytes: await samplePdf(), name: 'i.pdf', type: 'application/pdf' })).json();
    const created = await api(t, a).inject('POST', '/drafts', {
      data: flow({ supplierId, amount: 55_000, invoiceFile: upload }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json().draft;
    expect(draft).toMatchObject({ supplier_name: '株式会社サンプル印刷', amount: 55_000 });
    expect(draft.data.invoiceFile.extraction.fields.total_amount.value).toBe(55_000);

    const list = await api(t, a).inject('GET', '/drafts?from=0&size=10');
    expect(list.json().count).toBe(1);
    expect(list.json().drafts[0]).toMatchObject({ id: draft.id, supplier_name: '株式会社サンプル印刷', amount: 55_000 });

    const updated = await api(t, a).inject('PUT', `/drafts/${draft.id}`, {
      data: { ...flow({ supplierId, amount: 60_000 }), step: 'confirm' },
    });
    expect(updated.json().draft).toMatchObject({ amount: 60_000 });
    const resumed = await api(t, a).inject('GET', `/drafts/${draft.id}`);
    expect(resumed.json().draft.data.step).toBe('confirm');
    expect(resumed.json().draft.data.invoiceFile).toBeNull();
  });

  it('another buyer’s draft is 404 for read, update and delete; a draft cannot point at another buyer’s supplier or file', async () => {
    const mine = (await api(t, a).inject('POST', '/drafts', { data: flow() })).json().draft;
    expect((await api(t, b).inject('GET', `/drafts/${mine.id}`)).statusCode).toBe(404);
    expect((await api(t, b).inject('PUT', `/drafts/${mine.id}`, { data: flow() })).statusCode).toBe(404);
    expect((await api(t, b).inject('DELETE', '/drafts', { draft_ids: [mine.id] })).statusCode).toBe(404);
    expect((await api(t, a).inject('GET', `/drafts/${mine.id}`)).statusCode).toBe(200);

    const { supplierId } = await supplierWithAccount(t, b);
    expect((await api(t, a).inject('POST', '/drafts', { data: flow({ supplierId }) })).statusCode).toBe(404);
    const theirFile = (await uploadFile(t, b, { bytes: await samplePdf(), name: 'i.pdf', type: 'application/pdf' })).json();
    expect((await api(t, a).inject('POST', '/drafts', { data: flow({ invoiceFile: theirFile }) })).statusCode).toBe(404);
  });

  it('delete is all or nothing', async () => {
    const one = (await api(t, a).inject('POST', '/drafts', { data: flow() })).json().draft.id;
    const two = (await api(t, a).inject('POST', '/drafts', { data: flow() })).json().draft.id;
    const theirs = (await api(t, b).inject('POST', '/drafts', { data: flow() })).json().draft.id;
    expect((await api(t, a).inject('DELETE', '/drafts', { draft_ids: [one, theirs] })).statusCode).toBe(404);
    expect((await api(t, a).inject('GET', `/drafts/${one}`)).statusCode).toBe(200);
    expect((await api(t, a).inject('DELETE', '/drafts', { draft_ids: [one, two] })).statusCode).toBe(204);
    expect((await api(t, a).inject('GET', `/drafts/${one}`)).statusCode).toBe(404);
    expect((await api(t, b).inject('GET', `/drafts/${theirs}`)).statusCode).toBe(200);
  });

  it('refuses malformed flow data', async () => {
    for (const data of [{}, { ...flow(), step: 'pay' }, { ...flow(), invoiceForm: { ...flow().invoiceForm, amount: 1.5 } }]) {
      expect((await api(t, a).inject('POST', '/drafts', { data })).statusCode).toBe(400);
    }
  });
});
