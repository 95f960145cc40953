import type { z } from 'zod';
import type { supplierCorporationRequestSchema, supplierSoleProprietorRequestSchema } from '@icp/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { suppliers } from '../../db/schema.ts';
import { writeAudit } from '../../platform/audit.ts';
import { supplierDetail } from './supplier-views.ts';

type CorporationInput = z.output<typeof supplierCorporationRequestSchema>;
type SoleProprietorInput = z.output<typeof supplierSoleProprietorRequestSchema>;

/**
 * POST /suppliers/corporation and /suppliers/sole_proprietor. A new supplier starts Unapproved
 * (spec §4): operators examine it before the first transfer. Registering the same 法人番号 twice
 * is allowed (branches, mistakes) but answered with a warning.
 */
export async function createSupplier(
  deps: AppDeps,
  input: {
    buyerId: number;
    userId: number;
    ip: string | null;
    businessForm: 1 | 2;
    body: CorporationInput | SoleProprietorInput;
  },
) {
  const body = input.body;
  const corporateNumber = 'corporate_number' in body ? body.corporate_number : null;
  return deps.db.transaction(async (tx) => {
    const warnings: { code: string; message: string }[] = [];
    if (corporateNumber) {
      const [same] = await tx
        .select({ name: suppliers.name })
        .from(suppliers)
        .where(
          and(eq(suppliers.buyerId, input.buyerId), eq(suppliers.corporateNumber, corporateNumber), isNull(suppliers.deletedAt)),
        )
        .limit(1);
      if (same)
        warnings.push({ code: 'duplicate_supplier', message: `同じ法人番号の支払先（${same.name}）がすでに登録されています。` });
    }
    const [row] = await tx
      .insert(suppliers)
      .values({
        buyerId: input.buyerId,
        businessForm: input.businessForm,
        name: body.name,
        nameKana: body.name_kana,
        corporateNumber,
        postalCode: body.postal_code,
        addressState: body.address_state,
        addressCity: body.address_city,
        addressStreet: body.address_street,
        addressBuildingName: body.address_building_name ?? null,
        contactPersonName: body.contact_person_name ?? null,
        emailAddress: body.email_address ?? null,
        phoneNumber: body.phone_number ?? null,
        memo: body.memo ?? null,
        status: 'Unapproved',
      })
      .returning();
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: input.buyerId,
      action: 'supplier.created',
      targetType: 'supplier',
      targetId: row!.id,
      ipAddress: input.ip,
    });
    return { supplier: await supplierDetail(tx, row!), warnings };
  });
}
