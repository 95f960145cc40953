import { registerSessionReset } from '../../../lib/session/clear-session.ts';
import { session } from '../../../lib/storage.ts';

/** sessionStorage key of the pending e-mail change (spec §4: flow data per tab). */
export const EMAIL_CHANGE_FLOW_KEY = 'icp.account.email-change';

export interface EmailChangeFlow {
  /**
   * The new address in full, as the user typed it (normalised), so they can spot a typo before
   * waiting for a code that will never arrive. Null for a flow saved before it was kept.
   */
  emailAddress: string | null;
  /** Where the code went, as the server masked it (t****@e***). */
  maskedEmailAddress: string;
  /** Epoch ms after which the code is dead. */
  expiresAt: number;
}

/**
 * Between /myaccount/edit-email-address and /myaccount/edit-email-auth, in this tab only. The new
 * address is the owner's own input and is kept; the password never is, so a fresh code means
 * entering both again. Cleared with the session.
 */
export const emailChangeFlow = {
  save(change: { emailAddress: string; maskedEmailAddress: string; expiresInSeconds: number }, now = Date.now()) {
    const flow: EmailChangeFlow = {
      emailAddress: change.emailAddress,
      maskedEmailAddress: change.maskedEmailAddress,
      expiresAt: now + change.expiresInSeconds * 1000,
    };
    session.setJson(EMAIL_CHANGE_FLOW_KEY, flow);
  },
  read(): EmailChangeFlow | null {
    const v = session.getJson<Partial<EmailChangeFlow>>(EMAIL_CHANGE_FLOW_KEY);
    if (!v || typeof v.maskedEmailAddress !== 'string' || typeof v.expiresAt !== 'number') return null;
    const emailAddress = typeof v.emailAddress === 'string' && v.emailAddress !== '' ? v.emailAddress : null;
    return { emailAddress, maskedEmailAddress: v.maskedEmailAddress, expiresAt: v.expiresAt };
  },
  clear() {
    session.remove(EMAIL_CHANGE_FLOW_KEY);
  },
};

registerSessionReset(() => emailChangeFlow.clear());

/** Router state handed to the public complete page (absent in a fresh browser: it copes). */
export interface EmailChangeCompleteState {
  emailAddress: string;
}
