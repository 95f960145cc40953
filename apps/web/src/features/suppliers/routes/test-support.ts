import { SNACKBAR_SHOW_DELAY_MS } from '@icp/domain';
import { queryClient } from '../../../lib/query-client.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { clearWorkflow } from '../../../lib/workflow.ts';
import { logIn, resetSession } from '../../../testing/fixtures.ts';

export { bodyOf, callsOf, shellStubs } from '../../../testing/api-calls.ts';

/** A fresh logged-in session with empty caches, drafts and snackbar. */
export function freshSession() {
  queryClient.clear();
  resetSession();
  clearWorkflow('supplierRegistration');
  useUiStore.setState({ snackbar: null, loadingCount: 0 });
  logIn();
}

export const SNACKBAR_WAIT_MS = SNACKBAR_SHOW_DELAY_MS + 50;
