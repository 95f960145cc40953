import { ALLOWED_CARD_BRANDS } from '@icp/domain';
import type { CardBrandCode } from '@icp/domain';

/**
 * The app's words for its concepts, in one place. The screens, the e-mails and the API's
 * messages must call one thing by one name: a user who reads 認証コード in the mail and
 * 確認コード on screen wonders whether they are the same code. glossary.test.ts scans the source
 * for the variants in BANNED_WORDING so drift is caught.
 */
export const GLOSSARY = {
  /** The 6-digit one-time code sent by mail (sign-up, login, e-mail change) or shown by an app. */
  verificationCode: '認証コード',
  twoFactor: '2段階認証',
  /** Our number of a payment, e.g. I-00000012 (display_id). */
  paymentNumber: '支払番号',
  /** The number the requester (a partner service) gave its own document, when it differs from ours. */
  requesterReference: '請求元の管理番号',
  /** The first option and the empty-value message of every select. */
  selectPlaceholder: '選択してください',
  /** Shaped like real keys (request-key-format.ts: 12 symbols, no 0/O/1/I, handed out in groups of 4). */
  requestKeyPlaceholder: '例：7KQM-4XRT-HW9P',
  /**
   * Transfer names travel in the banks' Zengin character set: what the user typed comes back in
   * that form, and this says why before they wonder.
   */
  zenginNameRule:
    '全角・半角のカナ、英数字で入力できます。振込データで使える文字（全銀文字）に置き換わり、小さいカナは大きいカナになります（例：ュ→ユ）。「株式会社」などは略語（カ）など）になります。',
} as const;

/** What a word was replaced by, for the scan in glossary.test.ts. */
export interface BannedWording {
  banned: RegExp;
  use: string;
}

export const BANNED_WORDING: readonly BannedWording[] = [
  { banned: /確認コード/, use: GLOSSARY.verificationCode },
  { banned: /二段階認証/, use: GLOSSARY.twoFactor },
  { banned: /書類番号/, use: `${GLOSSARY.paymentNumber}（当サービスの番号）または${GLOSSARY.requesterReference}` },
  { banned: /申請番号/, use: GLOSSARY.paymentNumber },
  { banned: /第\$?\{[^}]*[vV]ersion[^}]*\}版/, use: 'termsVersionLabel()' },
  { banned: /(都道府県|業種|預金種目)を入力してください/, use: `…を${GLOSSARY.selectPlaceholder}` },
  { banned: /American Expressは表面/, use: 'securityCodeHint()' },
  { banned: /振込[^\n'"`]{0,40}全角カタカナで入力/, use: 'GLOSSARY.zenginNameRule' },
  { banned: /AbC123/, use: 'GLOSSARY.requestKeyPlaceholder' },
];

/**
 * The terms' version as people say it: a dated version "2026-11-01" is 「2026年11月1日版」 (not
 * 「第2026-11-01版」); a numbered one "2" stays 「第2版」.
 */
export function termsVersionLabel(version: string): string {
  const dated = /^(\d{4})-(\d{2})-(\d{2})$/.exec(version.trim());
  if (dated) return `${Number(dated[1])}年${Number(dated[2])}月${Number(dated[3])}日版`;
  return `第${version}版`;
}

/**
 * Where the security code is, for the card brands the form accepts: American Express prints it on
 * the front, every other brand on the back — only worth saying when AMEX is accepted.
 */
export function securityCodeHint(digits: number, allowed: readonly CardBrandCode[] = ALLOWED_CARD_BRANDS): string {
  const front = allowed.includes('AMEX') ? '（American Expressはカード表面）' : '';
  return `カード裏面に印字された${digits}桁の数字${front}`;
}
