import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  INVOICE_STATUS_NAMES,
  INVOICE_TYPE_NAMES,
  PG_SMALLINT_MAX,
  SUPPLIER_STATUS_NAMES,
  extractedFieldsSchema,
  invoiceListItemSchema,
  invoiceStatusNameSchema,
  invoiceTypeNameSchema,
  invoicesQuerySchema,
  requestKeyInfoSchema,
  supplierListItemSchema,
  supplierStatusNameSchema,
  suppliersQuerySchema,
} from '@icp/contract';
import {
  INVOICE_STATUS,
  INVOICE_STATUS_LABELS,
  INVOICE_TEXT_FIELD_NAMES,
  INVOICE_TYPES,
  REQUEST_KEY_STATUS,
  SUPPLIER_STATUS,
  SUPPLIER_STATUS_LABELS,
  invoiceStatusName,
  parseInvoiceText,
} from '@icp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyExtractedFields } from '../modules/invoice-files/extractor-port.ts';
import { createPaymentRequest } from '../modules/payments/request-keys/create-request.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { registeredBuyer } from '../testing/fixtures.ts';
import { BASE_TIME, createdPayment, operatorMoves } from '../testing/invoice-fixtures.ts';
import { fixedExtractor } from '../testing/payment-fixtures.ts';
import { type TestApp, createTestApp } from '../testing/test-app.ts';
import { migrationsFolder } from './migrate.ts';
import { invoices, suppliers } from './schema.ts';

/*
 * Issue 12: every list has one source, @icp/domain (the names and the numbers stored). The
 * contract derives its enums from it; the database and the Drizzle schema hold their own copies
 * (column enums, defaults, literals in migrations, seed data), and so does any code that writes
 * rows. This file fails when one of them gains or loses a value the others do not have.
 */

const invoiceStatusNames = Object.keys(INVOICE_STATUS);
const invoiceStatusValues = Object.values(INVOICE_STATUS) as number[];
const supplierStatusNames = Object.keys(SUPPLIER_STATUS);
const invoiceTypes: readonly string[] = INVOICE_TYPES;

describe('the domain lists are well formed', () => {
  it('invoice statuses: one number each, a smallint, each with its label; the name helper inverts the table', () => {
    expect(new Set(invoiceStatusValues).size).toBe(invoiceStatusNames.length);
    for (const value of invoiceStatusValues) {
      expect(Number.isInteger(value) && value > 0 && value <= PG_SMALLINT_MAX, `status ${value}`).toBe(true);
    }
    for (const name of invoiceStatusNames)
      expect(invoiceStatusName(INVOICE_STATUS[name as keyof typeof INVOICE_STATUS])).toBe(name);
    expect(Object.keys(INVOICE_STATUS_LABELS)).toEqual(invoiceStatusNames);
  });

  it('supplier statuses: stored as their own names, each with its label', () => {
    expect(Object.values(SUPPLIER_STATUS)).toEqual(supplierStatusNames);
    expect(Object.keys(SUPPLIER_STATUS_LABELS)).toEqual(supplierStatusNames);
  });
});

describe('(a) the contract enums are the domain lists, in order', () => {
  it('invoice statuses', () => {
    expect([...INVOICE_STATUS_NAMES]).toEqual(invoiceStatusNames);
    expect(invoiceStatusNameSchema.options).toEqual(invoiceStatusNames);
    expect(invoiceListItemSchema.shape.status.options).toEqual(invoiceStatusNames);
    // The list filter accepts every status and nothing else.
    expect(invoicesQuerySchema.parse({ status: invoiceStatusNames.join(',') }).status).toEqual(invoiceStatusNames);
    expect(invoicesQuerySchema.safeParse({ status: 'NoSuchStatus' }).success).toBe(false);
  });

  it('supplier statuses', () => {
    expect([...SUPPLIER_STATUS_NAMES]).toEqual(supplierStatusNames);
    expect(supplierStatusNameSchema.options).toEqual(supplierStatusNames);
    expect(supplierListItemSchema.shape.status.options).toEqual(supplierStatusNames);
    expect(suppliersQuerySchema.parse({ status: supplierStatusNames.join(',') }).status).toEqual(supplierStatusNames);
  });

  it('invoice types', () => {
    expect([...INVOICE_TYPE_NAMES]).toEqual(invoiceTypes);
    expect(invoiceTypeNameSchema.options).toEqual(invoiceTypes);
    expect(invoiceListItemSchema.shape.type.options).toEqual(invoiceTypes);
  });

  it('request key statuses: the response accepts exactly the domain numbers', () => {
    const values = Object.values(REQUEST_KEY_STATUS) as number[];
    const keyStatus = requestKeyInfoSchema.shape.key_status;
    const candidates = [0, ...values, Math.max(...values) + 1];
    expect(candidates.filter((v) => keyStatus.safeParse(v).success)).toEqual(values);
  });
});

describe('(c) every list of extracted-field names is the domain list', () => {
  it('the contract schema, the reader, and the API’s empty and test readings have exactly these fields, in order', async () => {
    const names: readonly string[] = INVOICE_TEXT_FIELD_NAMES;
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(extractedFieldsSchema.shape)).toEqual(names);
    expect(Object.keys(parseInvoiceText(''))).toEqual(names);
    expect(Object.keys(emptyExtractedFields())).toEqual(names);
    expect(Object.keys((await fixedExtractor().readPdfText(new Uint8Array()))!.fields)).toEqual(names);
  });
});

// ---------------------------------------------------------------- (b) the database

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ invoiceExtractor: fixedExtractor() });
  t.clock.set(BASE_TIME);
});
afterAll(() => t.close());

// PGlite and node-postgres both answer { rows }.
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function columnOf(table: string, column: string) {
  const [info] = await rows<{ data_type: string; column_default: string | null }>(
    sql`select data_type, column_default from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and column_name = ${column}`,
  );
  if (!info) throw new Error(`no column ${table}.${column}`);
  return info;
}

/** The CHECK constraints on a column: their SQL, and whether they read other columns too. */
async function checksOn(table: string, column: string) {
  return rows<{ name: string; def: string; columns: number }>(
    sql`select c.conname as name, pg_get_constraintdef(c.oid) as def, cardinality(c.conkey) as columns
        from pg_constraint c
        join pg_class r on r.oid = c.conrelid
        join pg_namespace n on n.oid = r.relnamespace
        join pg_attribute a on a.attrelid = r.oid and a.attnum = any (c.conkey)
        where c.contype = 'c' and n.nspname = 'public' and r.relname = ${table} and a.attname = ${column}`,
  );
}

/**
 * The candidates the database would store in table.column: PostgreSQL evaluates each CHECK on the
 * column (a CHECK passes unless it is false) with the candidate as the column's value.
 */
async function acceptedByDatabase<T extends string | number>(table: string, column: string, candidates: readonly T[]) {
  const { data_type } = await columnOf(table, column);
  const checks = await checksOn(table, column);
  // A CHECK over several columns cannot be tried with this one alone: extend this test if one appears.
  expect(checks.filter((c) => c.columns !== 1).map((c) => c.name)).toEqual([]);
  const accepted: T[] = [];
  for (const candidate of candidates) {
    let ok = true;
    for (const check of checks) {
      const expression = check.def.replace(/^CHECK\s*/, '').replace(/\s+NOT VALID$/, '');
      const [result] = await rows<{ ok: boolean | null }>(
        sql`select (${sql.raw(expression)}) as ok from (select ${candidate}::${sql.raw(data_type)} as ${sql.identifier(column)}) as probe`,
      );
      if (result?.ok === false) ok = false;
    }
    if (ok) accepted.push(candidate);
  }
  return { accepted, checks: checks.length };
}

/** The status numbers the migrations compare with or write (e.g. 0007's `"status" = 3`, `"status" IN (3, 4, 5)`). */
function statusNumbersInMigrations(file?: string): Set<number> {
  const files = readdirSync(migrationsFolder()).filter((f) => f.endsWith('.sql') && (!file || f.startsWith(file)));
  const numbers = new Set<number>();
  for (const f of files) {
    const text = readFileSync(join(migrationsFolder(), f), 'utf8').replace(/--[^\n]*/g, '');
    for (const m of text.matchAll(/"status"\s*(?:=\s*(\d+)|IN\s*\(([\d\s,]+)\))/gi)) {
      for (const n of (m[1] ?? m[2]!).split(',')) numbers.add(Number(n.trim()));
    }
  }
  return numbers;
}

async function distinct(table: string, column: string): Promise<(string | number)[]> {
  const found = await rows<{ v: string | number }>(
    sql`select distinct ${sql.identifier(column)} as v from ${sql.identifier(table)} order by 1`,
  );
  return found.map((r) => r.v);
}

describe('(b) what the database stores agrees with the domain', () => {
  it('invoices.status and invoice_status_history.status: smallints that take every domain number', async () => {
    const outside = [0, -1, Math.max(...invoiceStatusValues) + 1];
    for (const table of ['invoices', 'invoice_status_history']) {
      expect((await columnOf(table, 'status')).data_type).toBe('smallint');
      const { accepted, checks } = await acceptedByDatabase(table, 'status', [...invoiceStatusValues, ...outside]);
      expect(accepted.filter((v) => invoiceStatusValues.includes(v))).toEqual(invoiceStatusValues);
      // Today the DB has no CHECK on these columns (migrations 0000 and 0004: a bare smallint), so
      // it takes any number: what it holds is compared with the domain below (migrations, seed,
      // the app's own writes). Should a CHECK be added, it must refuse every other number.
      expect(accepted.filter((v) => !invoiceStatusValues.includes(v))).toEqual(checks ? [] : outside);
    }
  });

  it('invoices.type and suppliers.status: text whose Drizzle enums are the domain lists', async () => {
    // The Drizzle schema keeps its own copy of both lists (text columns with `enum`).
    expect(invoices.type.enumValues).toEqual(invoiceTypes);
    expect(suppliers.status.enumValues).toEqual(supplierStatusNames);

    const cases = [
      { table: 'invoices', column: 'type', names: invoiceTypes },
      { table: 'suppliers', column: 'status', names: supplierStatusNames },
    ];
    for (const { table, column, names } of cases) {
      expect((await columnOf(table, column)).data_type).toBe('text');
      const outside = ['Unknown', names[0]!.toLowerCase()];
      const { accepted, checks } = await acceptedByDatabase(table, column, [...names, ...outside]);
      expect(accepted.filter((v) => names.includes(v))).toEqual(names);
      // No CHECK on these either (migration 0000: plain text): see the values written below.
      expect(accepted.filter((v) => !names.includes(v))).toEqual(checks ? [] : outside);
    }
  });

  it('column defaults and the numbers migrations use are domain values', async () => {
    expect((await columnOf('suppliers', 'status')).column_default).toBe(`'${SUPPLIER_STATUS.Unapproved}'::text`);
    expect((await columnOf('request_keys', 'status')).column_default).toBe(String(REQUEST_KEY_STATUS.VALID));
    // 0007 backfills from 振込予約済 (the capture), 振込完了 (the transfer) and キャンセル (a refund).
    expect(statusNumbersInMigrations('0007')).toEqual(
      new Set([INVOICE_STATUS.InProgressExaminationCompleted, INVOICE_STATUS.TransferCompleted, INVOICE_STATUS.Cancel]),
    );
    expect([...statusNumbersInMigrations()].filter((n) => !invoiceStatusValues.includes(n))).toEqual([]);
  });

  it('every value the seed and the app write is a domain value', async () => {
    await seedDemo(t.db);
    const buyer = await registeredBuyer(t);
    const transferred = await createdPayment(t, buyer);
    const cancelled = await createdPayment(t, buyer);
    await operatorMoves(t, transferred.id, ['check', 'complete', 'transfer']);
    await operatorMoves(t, cancelled.id, ['cancel']);
    await createPaymentRequest(t.db, {
      buyerEmail: buyer.emailAddress,
      sellerName: '山田製作所',
      amount: 50_000,
      dueDate: '2026-12-25',
      expiresAt: new Date(BASE_TIME.getTime() + 14 * 24 * 3_600_000),
      operator: 'ops-test',
      now: BASE_TIME,
    });

    const outsideOf = <T>(values: readonly T[], held: readonly T[]) => held.filter((v) => !values.includes(v));
    const suppliersHeld = (await distinct('suppliers', 'status')).map(String);
    expect(suppliersHeld).toEqual(expect.arrayContaining([SUPPLIER_STATUS.Approved, SUPPLIER_STATUS.Unapproved]));
    expect(outsideOf(supplierStatusNames, suppliersHeld)).toEqual([]);
    const typesHeld = (await distinct('invoices', 'type')).map(String);
    expect(typesHeld).toEqual(expect.arrayContaining(['InvoicePayment', 'InvoiceRequestBuyer']));
    expect(outsideOf(invoiceTypes, typesHeld)).toEqual([]);
    const statusesHeld = [...(await distinct('invoices', 'status')), ...(await distinct('invoice_status_history', 'status'))].map(
      Number,
    );
    expect(statusesHeld).toEqual(
      expect.arrayContaining([INVOICE_STATUS.TransferCompleted, INVOICE_STATUS.Cancel, INVOICE_STATUS.BuyerNotRegistered]),
    );
    expect(outsideOf(invoiceStatusValues, statusesHeld)).toEqual([]);
    const keyStatusesHeld = (await distinct('request_keys', 'status')).map(Number);
    expect(keyStatusesHeld).toEqual([REQUEST_KEY_STATUS.VALID]);
    expect(outsideOf(Object.values(REQUEST_KEY_STATUS) as number[], keyStatusesHeld)).toEqual([]);
  });
});
