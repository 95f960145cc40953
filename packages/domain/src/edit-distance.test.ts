import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';

describe('editDistance', () => {
  it('counts the characters misread, dropped or added, by code point', () => {
    expect(editDistance('三井住友信託銀行', '三井住友信託銀行')).toBe(0);
    expect(editDistance('三井住友信記雪行', '三井住友信託銀行')).toBe(2);
    expect(editDistance('ルファ', 'アルファ')).toBe(1);
    expect(editDistance('アルファー', 'アルファ')).toBe(1);
    expect(editDistance('', '豊島区')).toBe(3);
    // A character outside the BMP is one character, not two.
    expect(editDistance('𠮷野家', '吉野家')).toBe(1);
  });
});
