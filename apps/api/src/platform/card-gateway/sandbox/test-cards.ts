/** What a sandbox card does once tokenised. Any other valid card number behaves as 'success'. */
export type SandboxBehaviour =
  'success' | 'insufficient_funds' | 'challenge_pass' | 'challenge_fail' | 'expired' | 'system_error';

export interface SandboxTestCard {
  readonly number: string;
  readonly brand: 'JCB' | 'VISA';
  readonly behaviour: SandboxBehaviour;
  readonly description: string;
}

/**
 * Documented test cards (README.md has the same table). These numbers are public test data,
 * Luhn-valid but issued to nobody; the sandbox maps a number to its behaviour at tokenisation
 * and then forgets the number.
 */
export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  { number: '3530111333300000', brand: 'JCB', behaviour: 'success', description: 'オーソリ成功' },
  { number: '3530111333300018', brand: 'JCB', behaviour: 'insufficient_funds', description: 'オーソリで利用可能額不足' },
  {
    number: '3530111333300026',
    brand: 'JCB',
    behaviour: 'challenge_pass',
    description: '3-Dセキュア認証あり（「認証する」で成功）',
  },
  { number: '3530111333300034', brand: 'JCB', behaviour: 'challenge_fail', description: '3-Dセキュア認証あり（常に失敗）' },
  {
    number: '3530111333300042',
    brand: 'JCB',
    behaviour: 'expired',
    description: '過去の有効期限でもトークン化でき、オーソリで有効期限切れ',
  },
  { number: '3530111333300059', brand: 'JCB', behaviour: 'system_error', description: 'オーソリで決済システムエラー' },
  {
    number: '4111111111111111',
    brand: 'VISA',
    behaviour: 'success',
    description: 'VISA：トークン化は成功（JCB限定の規則で後から拒否）',
  },
];

export function behaviourOf(cardNumber: string): SandboxBehaviour {
  return SANDBOX_TEST_CARDS.find((c) => c.number === cardNumber)?.behaviour ?? 'success';
}
