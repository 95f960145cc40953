import { eq } from 'drizzle-orm';
import type { UserInformation } from '@icp/contract';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { buyers, corporations, soleProprietors, users } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { currentTerms } from '../terms/terms.ts';
import { connectedPartnerClientIds } from './repository.ts';

/** GET /users/information: the login user of spec §3, with the buyer's company data. */
export async function getUserInformation(deps: AppDeps, userId: number, tx: Tx = deps.db): Promise<UserInformation> {
  const [row] = await tx
    .select({ user: users, buyer: buyers, corporation: corporations, soleProprietor: soleProprietors })
    .from(users)
    .leftJoin(buyers, eq(buyers.id, users.buyerId))
    .leftJoin(corporations, eq(corporations.buyerId, users.buyerId))
    .leftJoin(soleProprietors, eq(soleProprietors.buyerId, users.buyerId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('invalid_access_token');
  const terms = await currentTerms(tx, deps.clock.now());
  const { user, buyer, corporation: c, soleProprietor: s } = row;
  const transferPersonName = buyer?.transferPersonName ?? '';
  const corporateNumber = c?.corporateNumber ?? null;
  return {
    email_address: user.emailAddress,
    user_last_name: user.userLastName,
    user_first_name: user.userFirstName,
    buyer_id: user.buyerId,
    business_form: buyer ? (buyer.businessForm as 1 | 2) : null,
    phone_number: user.phoneNumber,
    external_integration_client_ids: await connectedPartnerClientIds(tx, user.id, deps.clock.now()),
    accepted_terms_version: user.acceptedTermsVersion,
    current_terms_version: terms.version,
    collection_enabled: isCollectionEnabled(corporateNumber, deps.config.collectionDisabledCorporateNumbers),
    corporation: c
      ? {
          corporate_name: c.corporateName,
          corporate_name_kana: c.corporateNameKana,
          corporate_number: c.corporateNumber,
          representative_name: c.representativeName,
          representative_name_kana: c.representativeNameKana,
          postal_code: c.postalCode,
          address_state: c.addressState,
          address_city: c.addressCity,
          address_street: c.addressStreet,
          address_building_name: c.addressBuildingName,
          representative_birthday: c.representativeBirthday,
          transfer_person_name: transferPersonName,
        }
      : null,
    sole_proprietor: s
      ? {
          business_name: s.businessName,
          business_name_kana: s.businessNameKana,
          representative_last_name: s.representativeLastName,
          representative_first_name: s.representativeFirstName,
          representative_last_name_kana: s.representativeLastNameKana,
          representative_first_name_kana: s.representativeFirstNameKana,
          representative_birthday: s.representativeBirthday,
          business_postal_code: s.businessPostalCode,
          business_address_state: s.businessAddressState,
          business_address_city: s.businessAddressCity,
          business_address_street: s.businessAddressStreet,
          business_address_building_name: s.businessAddressBuildingName,
          home_postal_code: s.homePostalCode,
          home_address_state: s.homeAddressState,
          home_address_city: s.homeAddressCity,
          home_address_street: s.homeAddressStreet,
          home_address_building_name: s.homeAddressBuildingName,
          transfer_person_name: transferPersonName,
        }
      : null,
  };
}

/**
 * The card payment request (collection) feature is off for everyone (spec §6): the mode is fixed
 * to disabled, and a configured list of 法人番号 forces it off even when the mode changes.
 */
const COLLECTION_MODE: 'disabled' | 'enabled' = 'disabled';

export function isCollectionEnabled(corporateNumber: string | null, forcedOff: readonly string[]): boolean {
  if (COLLECTION_MODE === 'disabled') return false;
  return !(corporateNumber && forcedOff.includes(corporateNumber));
}
