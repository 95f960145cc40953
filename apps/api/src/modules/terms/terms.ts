import { jstDate } from '@icp/domain';
import { asc, desc, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { termsVersions } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { type OperatorRef, operatorAudit, writeAudit } from '../../platform/audit.ts';
import { CURRENT_TERMS } from './current-terms.ts';

export interface TermsVersion {
  version: string;
  effectiveDate: string;
  body: string;
}

/** What PUT /users/license accepts (licenseRequestSchema: at most 20 characters). */
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,19}$/;
const MAX_BODY_CHARS = 200_000;

/**
 * Makes sure the text shipped with this build is a row, so a fresh database (or a release that
 * bumps current-terms.ts) has terms in force. Idempotent: an existing version is never rewritten.
 */
export async function ensureBundledTerms(tx: Tx): Promise<void> {
  await tx
    .insert(termsVersions)
    .values({ version: CURRENT_TERMS.version, effectiveDate: CURRENT_TERMS.effectiveDate, body: CURRENT_TERMS.body })
    .onConflictDoNothing({ target: termsVersions.version });
}

const columns = { version: termsVersions.version, effectiveDate: termsVersions.effectiveDate, body: termsVersions.body };

/**
 * The version in force: the newest whose effective date (Japan time) has come. Before any has
 * come into force (a clock set in the past), the first one; with no rows at all, the bundled text.
 */
export async function currentTerms(tx: Tx, now: Date): Promise<TermsVersion> {
  const [inForce] = await tx
    .select(columns)
    .from(termsVersions)
    .where(lte(termsVersions.effectiveDate, jstDate(now)))
    .orderBy(desc(termsVersions.effectiveDate), desc(termsVersions.publishedAt), desc(termsVersions.version))
    .limit(1);
  if (inForce) return inForce;
  const [first] = await tx.select(columns).from(termsVersions).orderBy(asc(termsVersions.effectiveDate)).limit(1);
  return first ?? { version: CURRENT_TERMS.version, effectiveDate: CURRENT_TERMS.effectiveDate, body: CURRENT_TERMS.body };
}

/**
 * `npm run ops -- terms:publish`: adds a version. Versions are never edited (users accepted that
 * exact text), so a repeated version is refused, and so is an effective date before the version
 * in force or before today: terms cannot take effect retroactively.
 */
export async function publishTerms(
  db: Db,
  input: { version: string; effectiveDate: string; body: string; operator: OperatorRef; now: Date },
): Promise<TermsVersion> {
  const body = input.body.replace(/\r\n?/g, '\n').trim();
  if (!VERSION_PATTERN.test(input.version))
    throw new AppError('validation_error', { userMessage: '版は英数字・「.」「-」「_」の20文字以内で指定してください。' });
  if (!isCalendarDate(input.effectiveDate))
    throw new AppError('validation_error', { userMessage: '施行日は YYYY-MM-DD 形式の存在する日付で指定してください。' });
  if (body === '') throw new AppError('validation_error', { userMessage: '利用規約の本文が空です。' });
  if (body.length > MAX_BODY_CHARS)
    throw new AppError('validation_error', { userMessage: `利用規約の本文は${MAX_BODY_CHARS}文字以内にしてください。` });

  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ version: termsVersions.version })
      .from(termsVersions)
      .where(eq(termsVersions.version, input.version))
      .limit(1);
    if (existing) throw new AppError('conflict', { userMessage: `版「${input.version}」はすでに公開されています。` });
    const inForce = await currentTerms(tx, input.now);
    const today = jstDate(input.now);
    if (input.effectiveDate < inForce.effectiveDate || input.effectiveDate < today)
      throw new AppError('validation_error', {
        userMessage: `施行日は現在の利用規約（${inForce.version}、${inForce.effectiveDate}施行）の施行日および本日（${today}）以降にしてください。`,
      });
    const [row] = await tx
      .insert(termsVersions)
      .values({ version: input.version, effectiveDate: input.effectiveDate, body, publishedAt: input.now })
      .onConflictDoNothing({ target: termsVersions.version })
      .returning(columns);
    if (!row) throw new AppError('conflict', { userMessage: `版「${input.version}」はすでに公開されています。` });
    const { operatorDetail, ...actor } = operatorAudit(input.operator);
    await writeAudit(tx, {
      ...actor,
      action: 'terms.published',
      targetType: 'terms_version',
      targetId: row.version,
      detail: {
        ...operatorDetail,
        before: { version: inForce.version, effective_date: inForce.effectiveDate },
        after: { version: row.version, effective_date: row.effectiveDate },
        effective_date: row.effectiveDate,
        previous_version: inForce.version,
        body_chars: body.length,
      },
    });
    return row;
  });
}

/** Whether this version is the one in force (PUT /users/license accepts nothing else). */
export async function isCurrentTermsVersion(tx: Tx, version: string, now: Date): Promise<boolean> {
  return (await currentTerms(tx, now)).version === version;
}

function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}
