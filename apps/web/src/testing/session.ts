import type { WorkflowType } from '@icp/domain';
import { queryClient } from '../lib/query-client.ts';
import { useUiStore } from '../lib/ui-store.ts';
import { clearWorkflow } from '../lib/workflow.ts';
import { logIn, resetSession } from './fixtures.ts';

/**
 * A fresh logged-in session for a test of the real app: empty query cache, no stored session,
 * user, stats or storage, the named workflows' drafts cleared, no snackbar or loading overlay.
 */
export function freshSession(...workflows: WorkflowType[]) {
  queryClient.clear();
  resetSession();
  for (const workflow of workflows) clearWorkflow(workflow);
  useUiStore.setState({ snackbar: null, loadingCount: 0 });
  logIn();
}
