import { freshSession as freshLoggedInSession } from '../../../testing/session.ts';

export { bodyOf, callsOf, shellStubs } from '../../../testing/api-calls.ts';

/** A fresh logged-in session with empty caches, drafts and snackbar. */
export const freshSession = () => freshLoggedInSession('supplierRegistration');
