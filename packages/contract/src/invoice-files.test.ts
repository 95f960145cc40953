import { describe, expect, it } from 'vitest';
import { invoiceExtractionSchema } from './invoice-files.ts';

const none = { value: null, confidence: 0 };

describe('invoiceExtractionSchema', () => {
  it('accepts a reading stored before the issuer contact fields existed (files, drafts)', () => {
    const names = ['total_amount', 'due_date', 'invoice_number', 'issue_date', 'issuer_name', 'registration_number'];
    const banking = ['bank_name', 'bank_code', 'branch_name', 'branch_code', 'account_type', 'account_number', 'account_holder'];
    const fields = Object.fromEntries([...names, ...banking].map((name) => [name, none]));
    const stored = { method: 'pdf_text', duration_ms: 40, fields, matched_supplier_id: null };
    expect(invoiceExtractionSchema.safeParse(stored).success).toBe(true);
    const current = { ...stored, fields: { ...fields, issuer_postal_code: { value: '1000001', confidence: 0.95 } } };
    expect(invoiceExtractionSchema.parse(current).fields.issuer_postal_code?.value).toBe('1000001');
  });
});
