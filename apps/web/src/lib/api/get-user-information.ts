import { routes } from '@icp/contract';
import type { UserInformation } from '@icp/contract';
import { api } from '../api.ts';
import type { UserInfo } from '../session/user-store.ts';

export type { UserInfo } from '../session/user-store.ts';

export function toUserInfo(u: UserInformation): UserInfo {
  return {
    emailAddress: u.email_address,
    userLastName: u.user_last_name,
    userFirstName: u.user_first_name,
    buyerId: u.buyer_id,
    businessForm: u.business_form,
    corporation: u.corporation,
    soleProprietor: u.sole_proprietor,
    phoneNumber: u.phone_number,
    externalIntegrationClientIds: u.external_integration_client_ids,
    acceptedTermsVersion: u.accepted_terms_version,
    currentTermsVersion: u.current_terms_version,
    collectionEnabled: u.collection_enabled,
  };
}

export async function getUserInformation(signal?: AbortSignal): Promise<UserInfo> {
  const body = await api.call(routes.getUserInformation, { signal });
  return toUserInfo(body);
}

/** The company (or business) name shown in the header and drawer. */
export function companyNameOf(user: UserInfo | null): string | null {
  if (!user) return null;
  return user.corporation?.corporate_name ?? user.soleProprietor?.business_name ?? null;
}
