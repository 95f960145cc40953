import { registerSessionReset } from '../../../lib/session/clear-session.ts';
import { session } from '../../../lib/storage.ts';

/** sessionStorage key of the pending e-mail change (spec §4: flow data per tab). */
export const EMAIL_CHANGE_FLOW_KEY = 'icp.account.email-change';

export interface EmailChangeFlow {
  /** Where the code went, as the server masked it (t****@e***). */
  maskedEmailAddress: string;
  /** Epoch ms after which the code is dead. */
  expiresAt: number;
}

/**
 * Between /myaccount/edit-email-address and /myaccount/edit-email-auth. Neither the new address
 * in full nor the password is kept: a fresh code means entering both again.
 */
export const emailChangeFlow = {
  save(maskedEmailAddress: string, expiresInSeconds: number, now = Date.now()) {
    session.setJson(EMAIL_CHANGE_FLOW_KEY, { maskedEmailAddress, expiresAt: now + expiresInSeconds * 1000 });
  },
  read(): EmailChangeFlow | null {
    const v = session.getJson<Partial<EmailChangeFlow>>(EMAIL_CHANGE_FLOW_KEY);
    if (!v || typeof v.maskedEmailAddress !== 'string' || typeof v.expiresAt !== 'number') return null;
    return { maskedEmailAddress: v.maskedEmailAddress, expiresAt: v.expiresAt };
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
