import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANNED_WORDING, GLOSSARY, securityCodeHint, termsVersionLabel } from './glossary.ts';

const repo = resolve(import.meta.dirname, '../../../..');

/**
 * Everything a user reads: the web app, and what reaches them from the API (contract error
 * messages, mail templates, notification titles, operator output) and the journeys that read it.
 */
const SCANNED = ['apps/web/src', 'apps/api/src', 'packages/contract/src', 'packages/domain/src', 'e2e/tests', 'e2e/support'];
// The glossary names the banned variants; nothing else may.
const EXEMPT = new Set(['apps/web/src/lib/glossary.ts', 'apps/web/src/lib/glossary.test.ts']);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(entry.name)) out.push(path);
  }
  return out;
}

describe('glossary', () => {
  it('no source file uses a banned variant of a glossary word', () => {
    const found: string[] = [];
    for (const root of SCANNED) {
      for (const file of sourceFiles(join(repo, root))) {
        const rel = relative(repo, file);
        if (EXEMPT.has(rel)) continue;
        const lines = readFileSync(file, 'utf8').split('\n');
        lines.forEach((line, i) => {
          // Search synonyms (the FAQ's keywords) exist precisely so a search with the other word finds the entry.
          if (/^\s*keywords:/.test(line)) return;
          for (const { banned, use } of BANNED_WORDING) {
            if (banned.test(line)) found.push(`${rel}:${i + 1} ${banned.source} → ${use}`);
          }
        });
      }
    }
    expect(found).toEqual([]);
  });

  it('the scan does catch a variant (it is not vacuous)', () => {
    const samples = [
      '確認コードを入力',
      '二段階認証',
      '書類番号',
      '申請番号：I-1',
      '第{terms.version}版',
      '都道府県を入力してください。',
    ];
    for (const s of samples) expect(BANNED_WORDING.some(({ banned }) => banned.test(s))).toBe(true);
    expect(BANNED_WORDING.some(({ banned }) => banned.test(GLOSSARY.verificationCode))).toBe(false);
  });

  it('says a dated terms version as a date and a numbered one as 第N版', () => {
    expect(termsVersionLabel('2026-11-01')).toBe('2026年11月1日版');
    expect(termsVersionLabel('2')).toBe('第2版');
  });

  it('explains American Express codes only when American Express is accepted', () => {
    expect(securityCodeHint(3, ['JCB'])).toBe('カード裏面に印字された3桁の数字');
    expect(securityCodeHint(3, ['JCB'])).not.toContain('American Express');
    expect(securityCodeHint(4, ['JCB', 'AMEX'])).toContain('American Express');
  });

  it('shows request keys in the shape real keys have (12 symbols in groups of 4, no 0/O/1/I)', () => {
    const key = GLOSSARY.requestKeyPlaceholder.replace(/^例：/, '');
    expect(key).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  });
});
