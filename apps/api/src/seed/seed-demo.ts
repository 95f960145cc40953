import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { buyers, corporationRegistry, corporations, promotions, supplierAccounts, suppliers, users } from '../db/schema.ts';
import { importCorporations } from '../modules/corporations/import-corporations.ts';
import { apiPath } from '../api-root.ts';
import { hashPassword } from '../platform/passwords.ts';
import { notifyBuyer } from '../modules/notifications/notify.ts';
import { currentTerms } from '../modules/terms/terms.ts';

export const DEMO_ACCOUNT = { emailAddress: 'demo@example.com', password: 'demo-kaisha-2026' } as const;

/**
 * The demo buyer that `npm start` prints: a corporation with three suppliers, created once.
 * Returns true when it was created by this call.
 */
export const DEMO_PROMOTION_CODE = 'WELCOME50';
/** 株式会社デモ商事 as banks print it (Zengin half-width kana: 株式会社 → ｶ), small kana made large). */
const DEMO_TRANSFER_PERSON_NAME = 'ｶ)ﾃﾞﾓｼﾖｳｼﾞ';

export async function seedDemo(db: Db): Promise<boolean> {
  await seedCorporationRegistry(db);
  await seedPromotion(db);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailAddress, DEMO_ACCOUNT.emailAddress))
    .limit(1);
  if (existing) {
    // Demo data made before 振込名義人 was stored as Zengin kana.
    await db
      .update(buyers)
      .set({ transferPersonName: DEMO_TRANSFER_PERSON_NAME })
      .where(eq(buyers.transferPersonName, 'カ）デモショウジ'));
    return false;
  }
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  const terms = await currentTerms(db, new Date());
  await db.transaction(async (tx) => {
    const [buyer] = await tx
      .insert(buyers)
      .values({ businessForm: 1, businessCategoryId: 5, transferPersonName: DEMO_TRANSFER_PERSON_NAME })
      .returning({ id: buyers.id });
    const buyerId = buyer!.id;
    await tx.insert(corporations).values({
      buyerId,
      corporateName: '株式会社デモ商事',
      corporateNameKana: 'カブシキガイシャデモショウジ',
      corporateNumber: '7123456789012',
      representativeName: '見本 太郎',
      representativeNameKana: 'ミホン タロウ',
      postalCode: '1000005',
      addressState: '東京都',
      addressCity: '千代田区丸の内',
      addressStreet: '1-1-1',
      addressBuildingName: 'デモビル10階',
      representativeBirthday: '1980-04-01',
    });
    await tx.insert(users).values({
      emailAddress: DEMO_ACCOUNT.emailAddress,
      passwordHash,
      status: 'active',
      emailVerifiedAt: new Date(),
      userLastName: '見本',
      userFirstName: '花子',
      phoneNumber: '0312345678',
      buyerId,
      acceptedTermsVersion: terms.version,
      acceptedTermsAt: new Date(),
    });
    const demoSuppliers = await tx
      .insert(suppliers)
      .values([
        {
          buyerId,
          businessForm: 1,
          name: '株式会社サンプル印刷',
          nameKana: 'カブシキガイシャサンプルインサツ',
          corporateNumber: '6012345678901',
          postalCode: '1630001',
          addressState: '東京都',
          addressCity: '新宿区',
          addressStreet: '西新宿2-8-1',
          status: 'Approved',
        },
        {
          buyerId,
          businessForm: 1,
          name: '合同会社ミライ物流',
          nameKana: 'ゴウドウガイシャミライブツリュウ',
          postalCode: '2208120',
          addressState: '神奈川県',
          addressCity: '横浜市西区',
          addressStreet: 'みなとみらい2-2-1',
          status: 'Unapproved',
        },
        {
          buyerId,
          businessForm: 2,
          name: '山田デザイン事務所',
          nameKana: 'ヤマダデザインジムショ',
          postalCode: '1500002',
          addressState: '東京都',
          addressCity: '渋谷区',
          addressStreet: '渋谷2-21-1',
          status: 'Approved',
        },
      ])
      .returning({ id: suppliers.id });
    const [printing, logistics, design] = demoSuppliers.map((s) => s.id);
    await tx.insert(supplierAccounts).values([
      {
        supplierId: printing!,
        buyerId,
        bankCode: '0001',
        bankName: 'みずほ',
        branchCode: '100',
        branchName: '本店',
        accountType: '2',
        accountNumber: '1234567',
        holderName: 'ｶ)ｻﾝﾌﾟﾙｲﾝｻﾂ',
      },
      {
        supplierId: logistics!,
        buyerId,
        bankCode: '0005',
        bankName: '三菱ＵＦＪ',
        branchCode: '001',
        branchName: '本店',
        accountType: '1',
        accountNumber: '7654321',
        holderName: 'ﾐﾗｲﾌﾞﾂﾘﾕｳ(ﾄﾞ',
      },
      {
        supplierId: design!,
        buyerId,
        bankCode: '0009',
        bankName: '三井住友',
        branchCode: '001',
        branchName: '神保町',
        accountType: '2',
        accountNumber: '0001234',
        holderName: 'ﾔﾏﾀﾞ ﾀﾛｳ',
      },
    ]);
    await notifyBuyer(tx, {
      buyerId,
      category: 'info',
      title: '請求書カード払いへようこそ',
      body: 'デモアカウントでは、支払先の登録や請求書の支払申請をお試しいただけます。',
      linkPath: '/payments/create',
      now: new Date(),
    });
  });
  return true;
}

/** A few rows of the 法人番号 register in its published CSV format, so lookups work in the demo. */
async function seedCorporationRegistry(db: Db): Promise<void> {
  const [any] = await db.select({ n: corporationRegistry.corporateNumber }).from(corporationRegistry).limit(1);
  if (!any) await importCorporations(db, apiPath('fixtures/corporations-sample.csv'));
}

/** A code to try on the confirm screen: half the commission, once per buyer. */
async function seedPromotion(db: Db): Promise<void> {
  await db
    .insert(promotions)
    .values({
      code: DEMO_PROMOTION_CODE,
      description: '初回手数料50%オフ',
      discountType: 'rate',
      discountValue: 5_000,
      startsAt: new Date('2026-01-01T00:00:00+09:00'),
      maxUsesPerBuyer: 1,
    })
    .onConflictDoNothing({ target: promotions.code });
}
