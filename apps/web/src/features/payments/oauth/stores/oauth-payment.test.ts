import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearWorkflow, createWorkflowTracker, workflowStorageKey } from '../../../../lib/workflow.ts';
import { APPROVAL, CREATED, PRE_ID } from '../test-support.ts';
import { oauthFlowGuard } from './oauth-flow-guard.ts';
import { oauthFlowRedirect, useOAuthPayment } from './oauth-payment.ts';

afterEach(() => {
  clearWorkflow('oauthPayment');
  sessionStorage.clear();
});

const flow = () => useOAuthPayment.getState();
const PREPARED = { supplierId: 42, accountId: 7, supplierCreated: false, accountCreated: true };
const args = (preId: string) => ({ params: { preId } }) as unknown as LoaderFunctionArgs;
const location = (r: unknown) => (r instanceof Response ? r.headers.get('Location') : null);

/** A flow whose invoice-info step was completed. */
function readyForConfirm() {
  flow().open(PRE_ID);
  flow().updateInvoiceInfo({ transferDate: '2026-12-24', memo: '11月分' });
  flow().completeInvoiceInfo(PREPARED);
}

describe('OAuth payment flow store', () => {
  it('is the oauthPayment workflow: kept in sessionStorage, emptied when the workflow is left', () => {
    readyForConfirm();
    expect(sessionStorage.getItem(workflowStorageKey('oauthPayment'))).toContain('2026-12-24');
    const track = createWorkflowTracker();
    track('oauthPayment');
    track('paymentCreate');
    expect(flow()).toMatchObject({ preId: null, transferDate: null, prepared: null, invoiceInfoDone: false });
    expect(sessionStorage.getItem(workflowStorageKey('oauthPayment'))).toBeNull();
  });

  it('another pre-payment starts from nothing; the same one keeps its values', () => {
    readyForConfirm();
    flow().open(PRE_ID);
    expect(flow().transferDate).toBe('2026-12-24');
    flow().open('pre_zyxwvutsrqponmlkjihgfedc');
    expect(flow()).toMatchObject({ preId: 'pre_zyxwvutsrqponmlkjihgfedc', transferDate: null, prepared: null });
  });

  it('changing the invoice-info values reopens that step and drops the approval; the same values change nothing', () => {
    readyForConfirm();
    flow().updateConfirm({ creditCardId: 3 });
    flow().setApprovalAttempt({ key: 'k1', body: '{}' });
    flow().setApproval(APPROVAL);
    flow().updateInvoiceInfo({ transferDate: '2026-12-24', memo: '11月分' });
    flow().updateConfirm({ creditCardId: 3 });
    expect(flow()).toMatchObject({ invoiceInfoDone: true, approval: APPROVAL });

    flow().updateConfirm({ promotionCode: 'WELCOME' });
    expect(flow()).toMatchObject({ invoiceInfoDone: true, approval: null, approvalAttempt: null });

    flow().setApproval(APPROVAL);
    flow().updateInvoiceInfo({ transferDate: '2026-12-25' });
    expect(flow()).toMatchObject({ invoiceInfoDone: false, approval: null });
  });

  it('finishing clears the in-progress data and keeps the payment for the complete screen', () => {
    readyForConfirm();
    flow().updateConfirm({ creditCardId: 3, promotionCode: 'WELCOME' });
    flow().setApproval(APPROVAL);
    flow().finish(CREATED);
    expect(flow()).toMatchObject({
      preId: null,
      transferDate: null,
      memo: null,
      prepared: null,
      creditCardId: null,
      promotionCode: '',
      approval: null,
      completed: { preId: PRE_ID, invoice: CREATED },
    });
    expect(JSON.stringify(sessionStorage.getItem(workflowStorageKey('oauthPayment')))).not.toContain('WELCOME');
  });
});

describe('steps cannot be skipped (guards)', () => {
  it('confirm needs the invoice-info step done for this pre-payment; a paid one leads to complete', () => {
    expect(oauthFlowRedirect('invoiceinfo', PRE_ID, flow())).toBeNull();
    expect(oauthFlowRedirect('confirm', PRE_ID, flow())).toBe('invoiceinfo');
    readyForConfirm();
    expect(oauthFlowRedirect('confirm', PRE_ID, flow())).toBeNull();
    expect(oauthFlowRedirect('confirm', 'pre_zyxwvutsrqponmlkjihgfedc', flow())).toBe('invoiceinfo');
    flow().updateInvoiceInfo({ memo: 'x' });
    expect(oauthFlowRedirect('confirm', PRE_ID, flow())).toBe('invoiceinfo');

    readyForConfirm();
    flow().finish(CREATED);
    expect(oauthFlowRedirect('invoiceinfo', PRE_ID, flow())).toBe('complete');
    expect(oauthFlowRedirect('confirm', PRE_ID, flow())).toBe('complete');
    expect(oauthFlowRedirect('complete', PRE_ID, flow())).toBeNull();
  });

  it('the route loaders redirect from the store in sessionStorage', () => {
    expect(location(oauthFlowGuard('confirm')(args(PRE_ID)))).toBe(`/oauth/payments/${PRE_ID}/add/invoiceinfo`);
    readyForConfirm();
    expect(oauthFlowGuard('confirm')(args(PRE_ID))).toBeNull();
    flow().finish(CREATED);
    expect(location(oauthFlowGuard('invoiceinfo')(args(PRE_ID)))).toBe(`/oauth/payments/${PRE_ID}/complete`);
  });
});
