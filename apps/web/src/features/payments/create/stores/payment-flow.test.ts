import type { Draft } from '@icp/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { clearWorkflow, workflowStorageKey } from '../../../../lib/workflow.ts';
import { APPROVAL, CREATED, UPLOAD } from '../../shared/test-support.ts';
import { flowGuard } from './flow-guard.ts';
import { draftDataOf, flowRedirect, invoiceFormFromUpload, isInvoiceFormComplete, usePaymentFlow } from './payment-flow.ts';

afterEach(() => clearWorkflow('paymentCreate'));

const flow = () => usePaymentFlow.getState();
const location = (r: Response | null) => (r === null ? null : r.headers.get('Location'));

/** A flow whose invoice-info step was completed. */
function completedFlow() {
  flow().setInvoiceFile(UPLOAD);
  flow().setSupplierChoice({ supplierId: 42, isNewSupplier: false, name: '株式会社サンプル商事' });
  flow().setAccountChoice({ accountId: 7, isNewAccount: false });
  flow().updateInvoiceForm({ transferDate: '2026-12-24' });
  flow().completeInvoiceForm();
}

describe('payment flow store (spec §3 payment flow draft)', () => {
  it('is the paymentCreate workflow, kept in sessionStorage and emptied when the flow is left', () => {
    flow().setInvoiceFile(UPLOAD);
    expect(sessionStorage.getItem(workflowStorageKey('paymentCreate'))).toContain('invoice-2026-12.pdf');
    clearWorkflow('paymentCreate');
    expect(flow().invoiceFile).toBeNull();
    expect(sessionStorage.getItem(workflowStorageKey('paymentCreate'))).toBeNull();
  });

  it('an upload prefills the form from what was read: total, due date, number, matched supplier', () => {
    expect(invoiceFormFromUpload(UPLOAD)).toEqual({
      formOne: { supplierId: 42, isNewSupplier: false },
      formTwo: { accountId: null, isNewAccount: false },
      amount: 110_000,
      dueDate: '2026-12-25',
      transferDate: null,
      invoiceNumber: 'INV-2026-001',
      memo: '',
    });
    const tooBig = { ...UPLOAD.extraction.fields, total_amount: { value: 20_000_000, confidence: 0.5 } };
    expect(invoiceFormFromUpload({ ...UPLOAD, extraction: { ...UPLOAD.extraction, fields: tooBig } }).amount).toBeNull();
  });

  it('choosing another supplier asks for its account again; a new supplier can only have a new account', () => {
    completedFlow();
    flow().setSupplierChoice({ supplierId: 43, isNewSupplier: false, name: '別の会社' });
    expect(flow().invoiceForm.formTwo).toEqual({ accountId: null, isNewAccount: false });
    flow().setSupplierChoice({ supplierId: null, isNewSupplier: true, name: null });
    expect(flow().invoiceForm.formTwo).toEqual({ accountId: null, isNewAccount: true });
  });

  it('a created supplier and account count as registered (spec §5)', () => {
    flow().setInvoiceFile(UPLOAD);
    flow().setSupplierChoice({ supplierId: null, isNewSupplier: true, name: null });
    flow().updateInvoiceForm({ transferDate: '2026-12-24' });
    expect(isInvoiceFormComplete(flow().invoiceForm)).toBe(false);
    flow().supplierCreated(50, '新しい会社');
    flow().accountCreated(60);
    expect(flow().invoiceForm.formOne).toEqual({ supplierId: 50, isNewSupplier: false });
    expect(flow().invoiceForm.formTwo).toEqual({ accountId: 60, isNewAccount: false });
    expect(flow().supplierName).toBe('新しい会社');
    expect(isInvoiceFormComplete(flow().invoiceForm)).toBe(true);
  });

  it('changing what was authorised drops the approval and its idempotency keys', () => {
    completedFlow();
    flow().updateConfirmForm({ creditCardId: 3 });
    flow().setApprovalAttempt({ key: 'k1', body: '{}' });
    flow().setApproval(APPROVAL);
    expect(flow().isCreditApproved).toBe(true);
    // The same values again change nothing.
    flow().updateConfirmForm({ creditCardId: 3 });
    flow().updateInvoiceForm({ amount: 110_000 });
    expect(flow().isCreditApproved).toBe(true);
    expect(flow().invoiceFormDone).toBe(true);

    flow().updateConfirmForm({ promotionCode: 'WELCOME' });
    expect(flow()).toMatchObject({ isCreditApproved: false, approval: null, approvalAttempt: null, invoiceFormDone: true });

    flow().setApproval(APPROVAL);
    flow().updateInvoiceForm({ amount: 120_000 });
    expect(flow()).toMatchObject({ isCreditApproved: false, approval: null, invoiceFormDone: false });
  });

  it('a draft holds the form and the card choice, never the approval or a token', () => {
    completedFlow();
    flow().updateConfirmForm({ creditCardId: 3, promotionCode: 'WELCOME' });
    flow().setApprovalAttempt({ key: 'k1', body: '{}' });
    flow().setApproval(APPROVAL);
    const data = draftDataOf(flow(), 'confirm');
    expect(Object.keys(data).sort()).toEqual(['confirmForm', 'invoiceFile', 'invoiceForm', 'step']);
    expect(data.confirmForm).toEqual({ creditCardId: 3, promotionCode: 'WELCOME' });
    expect(JSON.stringify(data)).not.toContain('k1');
  });

  it('loading a draft resumes at its step; a confirm-step draft with a complete form may open the confirm step', () => {
    completedFlow();
    const data = draftDataOf(flow(), 'confirm');
    clearWorkflow('paymentCreate');
    const draft: Draft = { id: 8, supplier_name: '株式会社サンプル商事', amount: 110_000, data, created_at: '', updated_at: '' };
    flow().loadDraft(draft);
    expect(flow()).toMatchObject({ draftId: 8, step: 'confirm', invoiceFormDone: true, supplierName: '株式会社サンプル商事' });
    expect(flowRedirect('confirm', flow())).toBeNull();

    flow().loadDraft({ ...draft, data: { ...data, step: 'confirm', invoiceFile: null } });
    expect(flow().step).toBe('create');
    expect(flowRedirect('confirm', flow())).toBe('create');
  });

  it('a new upload starts the form again but keeps the draft it belongs to', () => {
    completedFlow();
    flow().setDraftId(8);
    flow().setInvoiceFile(UPLOAD);
    expect(flow()).toMatchObject({ draftId: 8, step: 'invoiceinfo', invoiceFormDone: false });
    expect(flow().invoiceForm.transferDate).toBeNull();
  });
});

describe('steps cannot be skipped (guards)', () => {
  it('invoiceinfo needs a file; confirm needs a completed form; complete needs a payment', () => {
    const empty = flow();
    expect(flowRedirect('create', empty)).toBeNull();
    expect(flowRedirect('invoiceinfo', empty)).toBe('create');
    expect(flowRedirect('confirm', empty)).toBe('create');
    expect(flowRedirect('complete', empty)).toBe('create');

    flow().setInvoiceFile(UPLOAD);
    expect(flowRedirect('invoiceinfo', flow())).toBeNull();
    expect(flowRedirect('confirm', flow())).toBe('invoiceinfo');

    completedFlow();
    expect(flowRedirect('confirm', flow())).toBeNull();
    // Typing on the invoice-info step again reopens it.
    flow().updateInvoiceForm({ memo: 'x' });
    expect(flowRedirect('confirm', flow())).toBe('invoiceinfo');
  });

  it('after the payment, its screens lead to the complete screen and a new upload starts afresh', () => {
    completedFlow();
    flow().setCreated(CREATED);
    expect(flow().paymentId).toBe(1);
    expect(flowRedirect('invoiceinfo', flow())).toBe('complete');
    expect(flowRedirect('confirm', flow())).toBe('complete');
    expect(flowRedirect('complete', flow())).toBeNull();

    expect(location(flowGuard('confirm')() as Response | null)).toBe('/payments/complete');
    expect(flowGuard('create')()).toBeNull();
    expect(flow().created).toBeNull();
    expect(flow().invoiceFile).toBeNull();
  });

  it('the route loaders redirect from the store in sessionStorage', () => {
    expect(location(flowGuard('invoiceinfo')() as Response)).toBe('/payments/create');
    expect(location(flowGuard('confirm')() as Response)).toBe('/payments/create');
    flow().setInvoiceFile(UPLOAD);
    expect(flowGuard('invoiceinfo')()).toBeNull();
    expect(location(flowGuard('confirm')() as Response)).toBe('/payments/add/invoiceinfo');
    expect(location(flowGuard('complete')() as Response)).toBe('/payments/create');
  });
});
