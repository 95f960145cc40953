import { isWorkflowType } from '@icp/domain';
import type { WorkflowType } from '@icp/domain';
import { create } from 'zustand';
import type { StateCreator, StoreApi, UseBoundStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { session } from './storage.ts';

/** What a route declares in its `handle` (read through `useMatches` and the router state). */
export interface RouteHandle {
  /** The spec §2 workflow this screen belongs to; leaving it for another clears its saved data. */
  workflow?: WorkflowType;
}

export const workflowStorageKey = (type: WorkflowType) => `icp.workflow.${type}`;
const CURRENT_KEY = 'icp.workflow.current';

const resetters = new Map<WorkflowType, Set<() => void>>();

/** In-memory stores register here so clearing a workflow resets them as well as sessionStorage. */
export function registerWorkflowReset(type: WorkflowType, reset: () => void): () => void {
  let set = resetters.get(type);
  if (!set) {
    set = new Set();
    resetters.set(type, set);
  }
  set.add(reset);
  return () => set.delete(reset);
}

export function clearWorkflow(type: WorkflowType): void {
  // Reset first: a persisted store writes its (initial) state back, which the removal then drops.
  for (const reset of resetters.get(type) ?? []) reset();
  session.remove(workflowStorageKey(type));
}

/** The workflow of the deepest matched route that names one. */
export function workflowOfMatches(matches: readonly { handle?: unknown }[]): WorkflowType | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.workflow && isWorkflowType(handle.workflow)) return handle.workflow;
  }
  return null;
}

/**
 * Feed it the workflow of every settled location; it clears the workflow being left. The
 * current workflow is remembered in sessionStorage so a reload onto another screen still clears.
 */
export function createWorkflowTracker(clear: (type: WorkflowType) => void = clearWorkflow) {
  return (next: WorkflowType | null): void => {
    const stored = session.get(CURRENT_KEY);
    const previous = stored && isWorkflowType(stored) ? stored : null;
    if (previous && previous !== next) clear(previous);
    if (next) session.set(CURRENT_KEY, next);
    else session.remove(CURRENT_KEY);
  };
}

/**
 * A flow draft store for later features: persisted in sessionStorage under the workflow's key
 * and reset when the workflow is left.
 */
export function createWorkflowStore<T extends object>(
  type: WorkflowType,
  initializer: StateCreator<T, [], []>,
): UseBoundStore<StoreApi<T>> {
  const store = create<T>()(
    persist(initializer, { name: workflowStorageKey(type), storage: createJSONStorage(() => sessionStorage) }),
  );
  const initial = store.getInitialState();
  registerWorkflowReset(type, () => store.setState(initial, true));
  return store;
}
