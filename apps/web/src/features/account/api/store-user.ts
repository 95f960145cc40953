import type { UserInformation } from '@icp/contract';
import { toUserInfo } from '../../../lib/api/get-user-information.ts';
import { useUserStore } from '../../../lib/session/user-store.ts';

/** The account calls answer with the whole user: it replaces this tab's copy (header included). */
export function storeUserInformation(body: UserInformation): void {
  useUserStore.getState().setUser(toUserInfo(body));
}
