import { INVOICE_FILE_LIMITS } from '@icp/contract';
import { sniffFileType } from '@icp/domain';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { findExaminationFile } from './queries/detail.ts';

/**
 * The bytes of a payment's invoice file for the examiner's viewer. The type sent is the one its
 * magic bytes say (checked again here, as at upload): a stored file whose bytes no longer match
 * is refused rather than served under a type the browser might render differently.
 */
export async function getExaminationFile(deps: AppDeps, invoiceId: number) {
  const file = await findExaminationFile(deps.db, invoiceId);
  if (!file) throw new AppError('not_found', { userMessage: '請求書ファイルが見つかりません。' });
  const bytes = await deps.fileStorage.read(file.storageKey, INVOICE_FILE_LIMITS.MAX_BYTES);
  if (!bytes) throw new AppError('not_found', { userMessage: '請求書ファイルが見つかりません。' });
  const sniffed = sniffFileType(bytes);
  if (!sniffed || sniffed !== file.contentType)
    throw new AppError('conflict', { userMessage: '請求書ファイルの形式を確認できないため表示できません。' });
  return { bytes, contentType: sniffed, fileName: file.fileName };
}
