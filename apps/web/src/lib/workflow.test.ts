import { WORKFLOW_TYPES } from '@icp/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearWorkflow, createWorkflowStore, createWorkflowTracker, workflowOfMatches, workflowStorageKey } from './workflow.ts';

afterEach(() => sessionStorage.clear());

describe('workflows', () => {
  it('knows the eight workflow types of spec §2', () => {
    expect(WORKFLOW_TYPES).toHaveLength(8);
  });

  it('finds the workflow of the deepest route that names one', () => {
    expect(workflowOfMatches([{ handle: undefined }, { handle: { workflow: 'paymentCreate' } }, { handle: {} }])).toBe(
      'paymentCreate',
    );
    expect(workflowOfMatches([{ handle: { workflow: 'not-a-workflow' } }])).toBeNull();
    expect(workflowOfMatches([])).toBeNull();
  });

  it('clears the workflow being left, for another workflow or for no workflow', () => {
    const clear = vi.fn();
    const track = createWorkflowTracker(clear);
    track('paymentCreate');
    track('paymentCreate');
    expect(clear).not.toHaveBeenCalled();
    track('supplierRegistration');
    expect(clear).toHaveBeenLastCalledWith('paymentCreate');
    track(null);
    expect(clear).toHaveBeenLastCalledWith('supplierRegistration');
    expect(clear).toHaveBeenCalledTimes(2);
    track(null);
    expect(clear).toHaveBeenCalledTimes(2);
  });

  it('remembers the current workflow across a reload (sessionStorage)', () => {
    createWorkflowTracker(vi.fn())('oauthPayment');
    const clear = vi.fn();
    createWorkflowTracker(clear)(null); // a fresh page load elsewhere
    expect(clear).toHaveBeenCalledWith('oauthPayment');
  });

  it('clearing resets a workflow store and drops its sessionStorage data', () => {
    const useDraft = createWorkflowStore<{ step: number; setStep: (n: number) => void }>('paymentCreate', (set) => ({
      step: 0,
      setStep: (step) => set({ step }),
    }));
    useDraft.getState().setStep(3);
    expect(sessionStorage.getItem(workflowStorageKey('paymentCreate'))).toContain('"step":3');
    clearWorkflow('paymentCreate');
    expect(useDraft.getState().step).toBe(0);
    expect(sessionStorage.getItem(workflowStorageKey('paymentCreate'))).toBeNull();
  });
});
