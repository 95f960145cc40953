import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@icp/contract';

let commonPasswords: Set<string> | undefined;

/** The zxcvbn common-password list (~49k entries), loaded on first use so start-up stays fast. */
async function loadCommonPasswords(): Promise<Set<string>> {
  if (!commonPasswords) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    commonPasswords = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  }
  return commonPasswords;
}

/**
 * NIST SP 800-63B: length limits, no composition rules, and a block list of passwords that are
 * known, repetitive, or the account's own e-mail address. Returns Japanese messages; [] = accepted.
 */
export async function passwordPolicyErrors(password: string, emailAddress: string): Promise<string[]> {
  const errors: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) errors.push(`パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください。`);
  if (length > PASSWORD_MAX_LENGTH) errors.push(`パスワードは${PASSWORD_MAX_LENGTH}文字以内で入力してください。`);
  const lower = password.toLowerCase();
  const email = emailAddress.toLowerCase();
  const localPart = email.split('@')[0] ?? '';
  if (lower === email || (localPart.length >= 4 && lower.includes(localPart) && lower.length - localPart.length < 6)) {
    errors.push('メールアドレスと同じ、または似たパスワードは使用できません。');
  }
  if ((await loadCommonPasswords()).has(lower) || /^(.)\1+$/.test(password) || isSequential(lower)) {
    errors.push('推測されやすいパスワードは使用できません。別のパスワードを入力してください。');
  }
  if (lower.includes('請求書カード払い') || /^invoice-?card-?pay/.test(lower)) {
    errors.push('サービス名を含むパスワードは使用できません。');
  }
  return errors;
}

/** 1234567890ab-style runs: every character one code point after the previous one. */
function isSequential(s: string): boolean {
  if (s.length < 4) return false;
  for (let i = 1; i < s.length; i++) {
    if (s.charCodeAt(i) - s.charCodeAt(i - 1) !== 1) return false;
  }
  return true;
}
