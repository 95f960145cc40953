/**
 * What a simulator test card does once tokenised. Any other Luhn-valid number behaves as 'success'.
 *
 * - 'decline': the authorisation (card or after 3-D Secure) fails with the card's vResultCode.
 * - 'challenge_pass' / 'challenge_fail': MPI authorise answers with a challenge; the ACS page then
 *   passes or fails whatever the buyer presses ('challenge_pass' passes only on 「認証する」).
 * - 'slow': every command is carried out at once, its answer is sent after `slowAnswerMs`.
 * - 'lost': the first call of each command (authorise, capture, cancel, …) for the order is carried
 *   out, then the HTTP answer is dropped (connection reset). A repeat gets the stored answer.
 */
export type SimulatorBehaviour = 'success' | 'decline' | 'challenge_pass' | 'challenge_fail' | 'slow' | 'lost';

export interface SimulatorTestCard {
  readonly number: string;
  readonly behaviour: SimulatorBehaviour;
  /** The first block (4 characters) of the vResultCode a decline answers with; the rest is zeros. */
  readonly declineCode?: string;
  /**
   * A limit decline: only amounts above this many yen are refused, so the card registers (its 2-yen
   * check passes) and a real payment on it is declined, as a card over its limit behaves.
   */
  readonly declinesAbove?: number;
  readonly description: string;
}

/**
 * Published VeriTrans4G card result codes (決済結果コード一覧, and the dummy-mode test table of the
 * VeriTrans test guides, which drives these same codes from the expiry date). Messages are the
 * published default Japanese messages, kept for merrMsg.
 */
export const CARD_RESULT_MESSAGES: Readonly<Record<string, string>> = {
  A001: '正常終了',
  AG33: 'カード使用不可です。',
  AG39: '取引判定保留（有人判定）です。',
  AG41: 'セキュリティコード誤りです。',
  AG44: '1口座利用回数または金額オーバーです。',
  AG45: '1日限度額オーバーです。',
  AG47: '事故カードです。',
  AG48: '無効カードです。',
  AG64: '有効期限エラーです。',
  AG70: '当該要求拒否です。',
};

/**
 * JCB numbers (the service accepts JCB only), Luhn-valid and issued to nobody. 3528000000000007 is
 * VeriTrans's own published JCB test number; the others count on from it. README.md has the same
 * table: keep them in step.
 */
export const SIMULATOR_TEST_CARDS: readonly SimulatorTestCard[] = [
  { number: '3528000000000007', behaviour: 'success', description: 'オーソリ成功' },
  { number: '3528000000000015', behaviour: 'decline', declineCode: 'AG33', description: 'カード使用不可' },
  { number: '3528000000000023', behaviour: 'decline', declineCode: 'AG41', description: 'セキュリティコード誤り' },
  {
    number: '3528000000000031',
    behaviour: 'decline',
    declineCode: 'AG44',
    declinesAbove: 1_000,
    description: '利用回数・金額オーバー',
  },
  {
    number: '3528000000000049',
    behaviour: 'decline',
    declineCode: 'AG45',
    declinesAbove: 1_000,
    description: '1日限度額オーバー',
  },
  { number: '3528000000000056', behaviour: 'decline', declineCode: 'AG47', description: '事故カード' },
  { number: '3528000000000064', behaviour: 'decline', declineCode: 'AG48', description: '無効カード' },
  { number: '3528000000000072', behaviour: 'decline', declineCode: 'AG64', description: '有効期限エラー' },
  { number: '3528000000000080', behaviour: 'decline', declineCode: 'AG39', description: '取引判定保留（有人判定）' },
  { number: '3528000000000098', behaviour: 'decline', declineCode: 'AG70', description: '当該要求拒否' },
  { number: '3528000000000106', behaviour: 'challenge_pass', description: '3-Dセキュア認証あり（「認証する」で成功）' },
  { number: '3528000000000114', behaviour: 'challenge_fail', description: '3-Dセキュア認証あり（常に失敗）' },
  { number: '3528000000000122', behaviour: 'slow', description: '応答が遅い（slowAnswerMs 後に応答、処理は即時）' },
  { number: '3528000000000130', behaviour: 'lost', description: '応答消失（処理は確定、各コマンド初回の応答を切断）' },
];

export function testCardFor(cardNumber: string): SimulatorTestCard | undefined {
  return SIMULATOR_TEST_CARDS.find((c) => c.number === cardNumber);
}

export function behaviourOf(cardNumber: string): SimulatorBehaviour {
  return testCardFor(cardNumber)?.behaviour ?? 'success';
}

/** A 4-character result block padded to VeriTrans's 16-character vResultCode. */
export function vResultCode(...blocks: string[]): string {
  return blocks.join('').padEnd(16, '0');
}
