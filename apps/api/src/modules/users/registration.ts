import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { corporationRegistrationSchema, soleProprietorRegistrationSchema } from '@icp/contract';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { businessCategories, buyers, corporations, soleProprietors, users } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';

type CorporationInput = z.output<typeof corporationRegistrationSchema>;
type SoleProprietorInput = z.output<typeof soleProprietorRegistrationSchema>;

export type RegistrationInput =
  { businessForm: 1; corporation: CorporationInput } | { businessForm: 2; soleProprietor: SoleProprietorInput };

/** Checks what a schema cannot: the business category must exist. Used by validation and registration. */
export async function assertRegistrationReferences(tx: Tx, businessCategoryId: number): Promise<void> {
  const [category] = await tx
    .select({ id: businessCategories.id })
    .from(businessCategories)
    .where(eq(businessCategories.id, businessCategoryId))
    .limit(1);
  if (!category) {
    throw new AppError('validation_error', { errors: [{ field: 'business_category_id', message: '業種を選択してください。' }] });
  }
}

/**
 * POST /users/corporation and /users/sole_proprietor: creates the buyer and links the user to it,
 * in one transaction. A second registration (double click, two tabs) gets 409, never a second buyer.
 */
export async function registerBuyer(
  deps: AppDeps,
  input: { userId: number; ip: string | null; registration: RegistrationInput },
) {
  const contact = input.registration.businessForm === 1 ? input.registration.corporation : input.registration.soleProprietor;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await assertRegistrationReferences(tx, contact.business_category_id);
    const [buyer] = await tx
      .insert(buyers)
      .values({
        businessForm: input.registration.businessForm,
        businessCategoryId: contact.business_category_id,
        transferPersonName: contact.transfer_person_name,
      })
      .returning({ id: buyers.id });
    const buyerId = buyer!.id;
    const linked = await tx
      .update(users)
      .set({
        buyerId,
        userLastName: contact.user_last_name,
        userFirstName: contact.user_first_name,
        phoneNumber: contact.phone_number,
        updatedAt: now,
      })
      .where(and(eq(users.id, input.userId), isNull(users.buyerId)))
      .returning({ id: users.id });
    if (linked.length === 0) throw new AppError('already_registered');

    if (input.registration.businessForm === 1) {
      const c = input.registration.corporation;
      await tx.insert(corporations).values({
        buyerId,
        corporateName: c.corporate_name,
        corporateNameKana: c.corporate_name_kana,
        corporateNumber: c.corporate_number,
        representativeName: c.representative_name,
        representativeNameKana: c.representative_name_kana,
        postalCode: c.postal_code,
        addressState: c.address_state,
        addressCity: c.address_city,
        addressStreet: c.address_street,
        addressBuildingName: c.address_building_name ?? null,
        representativeBirthday: c.representative_birthday,
      });
    } else {
      const s = input.registration.soleProprietor;
      await tx.insert(soleProprietors).values({
        buyerId,
        businessName: s.business_name,
        businessNameKana: s.business_name_kana,
        representativeLastName: s.representative_last_name,
        representativeFirstName: s.representative_first_name,
        representativeLastNameKana: s.representative_last_name_kana,
        representativeFirstNameKana: s.representative_first_name_kana,
        representativeBirthday: s.representative_birthday,
        businessPostalCode: s.business_postal_code,
        businessAddressState: s.business_address_state,
        businessAddressCity: s.business_address_city,
        businessAddressStreet: s.business_address_street,
        businessAddressBuildingName: s.business_address_building_name ?? null,
        homePostalCode: s.home_postal_code,
        homeAddressState: s.home_address_state,
        homeAddressCity: s.home_address_city,
        homeAddressStreet: s.home_address_street,
        homeAddressBuildingName: s.home_address_building_name ?? null,
      });
    }
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId,
      action: 'buyer.registered',
      targetType: 'buyer',
      targetId: buyerId,
      detail: { businessForm: input.registration.businessForm },
      ipAddress: input.ip,
    });
    return { buyer_id: buyerId };
  });
}
