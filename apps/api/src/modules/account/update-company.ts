import type { corporationUpdateRequestSchema, soleProprietorUpdateRequestSchema } from '@icp/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { buyers, corporations, soleProprietors } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { notifyBuyer } from '../notifications/notify.ts';
import { getUserInformation } from '../users/get-user-information.ts';

type CorporationUpdate = z.output<typeof corporationUpdateRequestSchema>;
type SoleProprietorUpdate = z.output<typeof soleProprietorUpdateRequestSchema>;
export type CompanyUpdate =
  { businessForm: 1; corporation: CorporationUpdate } | { businessForm: 2; soleProprietor: SoleProprietorUpdate };

/** Japanese labels of the editable fields; the legal ones are audited with old and new values. */
const CORPORATION_FIELDS = {
  corporate_name: { column: 'corporateName', label: '法人名', legal: true },
  corporate_name_kana: { column: 'corporateNameKana', label: '法人名（カナ）', legal: true },
  corporate_number: { column: 'corporateNumber', label: '法人番号', legal: true },
  representative_name: { column: 'representativeName', label: '代表者名', legal: true },
  representative_name_kana: { column: 'representativeNameKana', label: '代表者名（カナ）', legal: true },
  postal_code: { column: 'postalCode', label: '郵便番号', legal: false },
  address_state: { column: 'addressState', label: '都道府県', legal: false },
  address_city: { column: 'addressCity', label: '市区町村', legal: false },
  address_street: { column: 'addressStreet', label: '番地', legal: false },
  address_building_name: { column: 'addressBuildingName', label: '建物名', legal: false },
  representative_birthday: { column: 'representativeBirthday', label: '代表者の生年月日', legal: false },
} as const satisfies Record<keyof CorporationUpdate, Field<typeof corporations.$inferSelect>>;

const SOLE_PROPRIETOR_FIELDS = {
  business_name: { column: 'businessName', label: '屋号', legal: true },
  business_name_kana: { column: 'businessNameKana', label: '屋号（カナ）', legal: true },
  representative_last_name: { column: 'representativeLastName', label: '代表者の姓', legal: true },
  representative_first_name: { column: 'representativeFirstName', label: '代表者の名', legal: true },
  representative_last_name_kana: { column: 'representativeLastNameKana', label: '代表者の姓（カナ）', legal: true },
  representative_first_name_kana: { column: 'representativeFirstNameKana', label: '代表者の名（カナ）', legal: true },
  representative_birthday: { column: 'representativeBirthday', label: '代表者の生年月日', legal: false },
  business_postal_code: { column: 'businessPostalCode', label: '事業所の郵便番号', legal: false },
  business_address_state: { column: 'businessAddressState', label: '事業所の都道府県', legal: false },
  business_address_city: { column: 'businessAddressCity', label: '事業所の市区町村', legal: false },
  business_address_street: { column: 'businessAddressStreet', label: '事業所の番地', legal: false },
  business_address_building_name: { column: 'businessAddressBuildingName', label: '事業所の建物名', legal: false },
  home_postal_code: { column: 'homePostalCode', label: '自宅の郵便番号', legal: false },
  home_address_state: { column: 'homeAddressState', label: '自宅の都道府県', legal: false },
  home_address_city: { column: 'homeAddressCity', label: '自宅の市区町村', legal: false },
  home_address_street: { column: 'homeAddressStreet', label: '自宅の番地', legal: false },
  home_address_building_name: { column: 'homeAddressBuildingName', label: '自宅の建物名', legal: false },
} as const satisfies Record<keyof SoleProprietorUpdate, Field<typeof soleProprietors.$inferSelect>>;

interface Field<Row> {
  column: keyof Row & string;
  label: string;
  legal: boolean;
}

interface Diff {
  patch: Record<string, string | null>;
  changedFields: string[];
  labels: string[];
  legalChanges: Record<string, { from: unknown; to: string | null }>;
}

function diff(fields: Record<string, Field<Record<string, unknown>>>, row: Record<string, unknown>, input: object): Diff {
  const values = input as Record<string, string | undefined>;
  const result: Diff = { patch: {}, changedFields: [], labels: [], legalChanges: {} };
  for (const [name, field] of Object.entries(fields)) {
    // Optional fields (建物名) arrive as undefined when left empty: stored as null.
    const next = values[name] ?? null;
    if ((row[field.column] ?? null) === next) continue;
    result.patch[field.column] = next;
    result.changedFields.push(name);
    result.labels.push(field.label);
    if (field.legal) result.legalChanges[name] = { from: row[field.column] ?? null, to: next };
  }
  return result;
}

const WRONG_FORM = {
  1: '個人事業主として登録されているため、法人の登録情報は変更できません。個人事業主の登録情報を変更してください。',
  2: '法人として登録されているため、個人事業主の登録情報は変更できません。法人の登録情報を変更してください。',
} as const;

/**
 * PUT /users/corporation and PUT /users/sole_proprietor: edit the registered business (登録情報),
 * only in the form the buyer registered with. One transaction: the row, an audit row listing the
 * changed fields (legal fields with old and new values) and a notification. Answers the login user.
 */
export async function updateCompany(
  deps: AppDeps,
  input: { userId: number; buyerId: number; ip: string | null; update: CompanyUpdate },
) {
  const now = deps.clock.now();
  const { update } = input;
  await deps.db.transaction(async (tx) => {
    const [buyer] = await tx
      .select({ businessForm: buyers.businessForm })
      .from(buyers)
      .where(eq(buyers.id, input.buyerId))
      .limit(1)
      .for('update');
    if (!buyer) throw new AppError('registration_required');
    if (buyer.businessForm !== update.businessForm) {
      const message = WRONG_FORM[update.businessForm];
      throw new AppError('validation_error', { userMessage: message, errors: [{ field: 'business_form', message }] });
    }
    let changes: Diff;
    if (update.businessForm === 1) {
      const [row] = await tx.select().from(corporations).where(eq(corporations.buyerId, input.buyerId)).limit(1);
      if (!row) throw new AppError('registration_required');
      changes = diff(CORPORATION_FIELDS, row, update.corporation);
      if (changes.changedFields.length > 0)
        await tx.update(corporations).set(changes.patch).where(eq(corporations.buyerId, input.buyerId));
    } else {
      const [row] = await tx.select().from(soleProprietors).where(eq(soleProprietors.buyerId, input.buyerId)).limit(1);
      if (!row) throw new AppError('registration_required');
      changes = diff(SOLE_PROPRIETOR_FIELDS, row, update.soleProprietor);
      if (changes.changedFields.length > 0)
        await tx.update(soleProprietors).set(changes.patch).where(eq(soleProprietors.buyerId, input.buyerId));
    }
    if (changes.changedFields.length === 0) return;
    await tx.update(buyers).set({ updatedAt: now }).where(eq(buyers.id, input.buyerId));
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: input.buyerId,
      action: 'company.updated',
      targetType: 'buyer',
      targetId: input.buyerId,
      detail: {
        business_form: update.businessForm,
        changed_fields: changes.changedFields,
        legal_changes: changes.legalChanges,
      },
      ipAddress: input.ip,
    });
    await notifyBuyer(tx, {
      buyerId: input.buyerId,
      category: 'account',
      title: '登録情報を変更しました',
      body: `登録情報の次の項目を変更しました：${changes.labels.join('、')}`,
      linkPath: '/myaccount/company',
      now,
    });
  });
  return getUserInformation(deps, input.userId);
}
