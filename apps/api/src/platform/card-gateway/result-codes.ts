/**
 * Gateway result codes, modelled on VeriTrans4G's 16-character vResultCode: the first four
 * characters say what happened (A001 = success), the rest is detail we keep at zero. These are
 * our provider-neutral codes; a real provider's adapter maps its own codes onto them so the
 * buyer always reads the same Japanese sentence for the same situation.
 */
export const RESULT_CODES = {
  success: 'A001000000000000',
  challengeRequired: 'A001H00100000000',
  insufficientFunds: 'AC30000000000000',
  expiredCard: 'AC32000000000000',
  brandNotAccepted: 'AC51000000000000',
  threeDsFailed: 'AH10000000000000',
  invalidToken: 'AG41000000000000',
  invalidAmount: 'AG42000000000000',
  cardNotFound: 'AG43000000000000',
  invalidOperation: 'AG50000000000000',
  systemError: 'AG90000000000000',
} as const;

export type ResultCodeName = keyof typeof RESULT_CODES;
export type ResultCode = (typeof RESULT_CODES)[ResultCodeName];

export const RESULT_CODE_LENGTH = 16;

/** Buyer-facing: they say what to do next, never the internal reason in gateway words. */
export const RESULT_MESSAGES: Readonly<Record<ResultCode, string>> = {
  [RESULT_CODES.success]: 'カード決済が完了しました。',
  [RESULT_CODES.challengeRequired]: 'カード会社の本人認証（3-Dセキュア）が必要です。画面の案内に従って認証してください。',
  [RESULT_CODES.insufficientFunds]: 'カードの利用可能額が不足しています。カード会社にお問い合わせください。',
  [RESULT_CODES.expiredCard]: 'カードの有効期限が切れています。有効なカードをご登録ください。',
  [RESULT_CODES.brandNotAccepted]: 'このカードブランドはご利用いただけません。JCBカードをご利用ください。',
  [RESULT_CODES.threeDsFailed]:
    '本人認証（3-Dセキュア）に失敗しました。もう一度お試しいただくか、カード会社にお問い合わせください。',
  [RESULT_CODES.invalidToken]: 'カード情報の有効期限が切れたか、無効です。もう一度カード情報を入力してください。',
  [RESULT_CODES.invalidAmount]: '決済金額が正しくありません。',
  [RESULT_CODES.cardNotFound]: '登録されたカードが見つかりません。カードを登録し直してください。',
  [RESULT_CODES.invalidOperation]: 'この取引は現在の状態では処理できません。画面を更新してください。',
  [RESULT_CODES.systemError]: '決済サービスで一時的なエラーが発生しました。しばらくしてからもう一度お試しください。',
};

const UNKNOWN_MESSAGE = 'カード決済を完了できませんでした。カード会社にお問い合わせください。';

/** The Japanese sentence for a code; unknown codes (a provider added one) get a safe generic one. */
export function resultMessage(code: string): string {
  return (RESULT_MESSAGES as Record<string, string>)[code] ?? UNKNOWN_MESSAGE;
}

export function isSuccessCode(code: string): boolean {
  return code.startsWith('A001') && code !== RESULT_CODES.challengeRequired;
}
