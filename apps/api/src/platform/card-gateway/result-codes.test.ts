import { describe, expect, it } from 'vitest';
import { RESULT_CODES, RESULT_CODE_LENGTH, isSuccessCode, resultMessage } from './result-codes.ts';

const JAPANESE = /[ぁ-んァ-ヶ一-龠]/;

describe('result codes', () => {
  it('are 16 characters, distinct, and each has its own Japanese message', () => {
    const codes = Object.values(RESULT_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    const messages = codes.map((code) => {
      expect(code).toHaveLength(RESULT_CODE_LENGTH);
      const message = resultMessage(code);
      expect(message).toMatch(JAPANESE);
      return message;
    });
    expect(new Set(messages).size).toBe(codes.length);
  });

  it('says what the buyer should do on insufficient funds', () => {
    expect(resultMessage(RESULT_CODES.insufficientFunds)).toBe(
      'カードの利用可能額が不足しています。カード会社にお問い合わせください。',
    );
  });

  it('answers an unknown code with a generic Japanese message', () => {
    expect(resultMessage('ZZZZ000000000000')).toMatch(JAPANESE);
  });

  it('treats only A001 without a pending challenge as success', () => {
    expect(isSuccessCode(RESULT_CODES.success)).toBe(true);
    expect(isSuccessCode(RESULT_CODES.challengeRequired)).toBe(false);
    expect(isSuccessCode(RESULT_CODES.insufficientFunds)).toBe(false);
  });
});
