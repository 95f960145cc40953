import { createRequire } from 'node:module';
import { MAIN_BANKS } from '@icp/domain';

interface ZenginBranch {
  code: string;
  name: string;
  kana: string;
  hira: string;
}
interface ZenginBank extends ZenginBranch {
  branches: Record<string, ZenginBranch>;
}

export interface BankEntry {
  code: string;
  name: string;
  kana: string;
  isMain: boolean;
  /** Lower-cost matching keys: name, katakana, hiragana, all width-folded. */
  keys: string[];
}
export interface BranchEntry {
  code: string;
  name: string;
  kana: string;
  keys: string[];
}

/**
 * Folds what people type into one form: full-width → half-width for ASCII, hiragana → katakana,
 * small kana → large (the Zengin data writes ゆうちょ as ユウチヨ), and drops spaces.
 */
export function foldForSearch(input: string): string {
  return input
    .normalize('NFKC')
    .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .replace(
      /[ァィゥェォッャュョヮヵヶ]/g,
      (c) =>
        ({
          ァ: 'ア',
          ィ: 'イ',
          ゥ: 'ウ',
          ェ: 'エ',
          ォ: 'オ',
          ッ: 'ツ',
          ャ: 'ヤ',
          ュ: 'ユ',
          ョ: 'ヨ',
          ヮ: 'ワ',
          ヵ: 'カ',
          ヶ: 'ケ',
        })[c]!,
    )
    .replace(/\s+/g, '')
    .toUpperCase();
}

/** The directory's short forms and what an invoice prints for them. */
const PRINTED_SUFFIX: ReadonlyArray<readonly [string, string]> = [
  ['信金', '信用金庫'],
  ['信組', '信用組合'],
  ['労金', '労働金庫'],
];

const MAIN_CODES = new Map<string, number>(MAIN_BANKS.map((b, i) => [b.code, i]));

/**
 * Every bank and branch of Japan from the `zengin-code` package (kept current by bumping it),
 * held in memory: 1,146 banks and ~29k branches take ~170 ms to load and a few MB, and a search
 * over them is a sub-millisecond scan — faster than any database round trip (docs/decisions/0004).
 */
export class BankDirectory {
  private banks: BankEntry[] = [];
  private branches = new Map<string, BranchEntry[]>();
  private printedNameList: string[] | undefined;
  private bankOfPrintedName: Map<string, BankEntry> | undefined;

  static load(): BankDirectory {
    const require = createRequire(import.meta.url);
    const data = require('zengin-code') as Record<string, ZenginBank>;
    const directory = new BankDirectory();
    for (const bank of Object.values(data)) {
      directory.banks.push({
        code: bank.code,
        name: bank.name,
        kana: bank.kana,
        isMain: MAIN_CODES.has(bank.code),
        keys: [foldForSearch(bank.name), foldForSearch(bank.kana), foldForSearch(bank.hira)],
      });
      directory.branches.set(
        bank.code,
        Object.values(bank.branches)
          .map((b) => ({
            code: b.code,
            name: b.name,
            kana: b.kana,
            keys: [foldForSearch(b.name), foldForSearch(b.kana), foldForSearch(b.hira)],
          }))
          .sort((a, b) => a.code.localeCompare(b.code)),
      );
    }
    directory.banks.sort((a, b) => rankMain(a) - rankMain(b) || a.code.localeCompare(b.code));
    return directory;
  }

  /**
   * Every bank, credit union and 信用金庫 under the name an invoice prints (the directory's short
   * forms written out: 七十七 → 七十七銀行, 城南信金 → 城南信用金庫), in NFKC; the 農協 and the
   * banks' own federations, which invoices name many ways, are left out.
   */
  printedNames(): string[] {
    return (this.printedNameList ??= this.banks.flatMap((bank) => {
      const name = printedName(bank);
      return name ? [name] : [];
    }));
  }

  /** The bank an invoice names so ('楽天銀行', '城南信用金庫'; printedNames). */
  bankByPrintedName(name: string): BankEntry | undefined {
    // Built once: each image's two readings are weighed against it (misread-checks.ts).
    if (!this.bankOfPrintedName) {
      this.bankOfPrintedName = new Map();
      for (const bank of this.banks) {
        const printed = printedName(bank);
        // (The first of two banks printed alike, as the directory's order ranks them.)
        if (printed && !this.bankOfPrintedName.has(printed)) this.bankOfPrintedName.set(printed, bank);
      }
    }
    return this.bankOfPrintedName.get(name.normalize('NFKC'));
  }

  branchesOf(bankCode: string): readonly BranchEntry[] {
    return this.branches.get(bankCode) ?? [];
  }

  bank(code: string): BankEntry | undefined {
    return this.banks.find((b) => b.code === code);
  }

  branch(bankCode: string, branchCode: string): BranchEntry | undefined {
    return this.branches.get(bankCode)?.find((b) => b.code === branchCode);
  }

  /** Banks by code prefix or by name/kana; prefix matches before contains, main banks first. */
  searchBanks(query: string, size: number): BankEntry[] {
    return rank(this.banks, query, size);
  }

  searchBranches(bankCode: string, query: string, size: number): BranchEntry[] {
    return rank(this.branches.get(bankCode) ?? [], query, size);
  }
}

/** The name an invoice prints for a bank, or null for the 農協 and federations (printedNames). */
function printedName(bank: BankEntry): string | null {
  const name = bank.name.normalize('NFKC');
  const written = PRINTED_SUFFIX.find(([short]) => name.endsWith(short));
  if (written) return name.slice(0, -written[0].length) + written[1];
  return /^(?:0\d{3}|9900)$/.test(bank.code) ? `${name}銀行` : null;
}

function rankMain(bank: BankEntry): number {
  return MAIN_CODES.get(bank.code) ?? MAIN_CODES.size;
}

function rank<T extends { code: string; keys: string[] }>(entries: T[], query: string, size: number): T[] {
  const q = foldForSearch(query);
  if (!q) return entries.slice(0, size);
  if (/^\d+$/.test(q)) return entries.filter((e) => e.code.startsWith(q)).slice(0, size);
  const prefix: T[] = [];
  const contains: T[] = [];
  for (const entry of entries) {
    if (entry.keys.some((k) => k.startsWith(q))) prefix.push(entry);
    else if (entry.keys.some((k) => k.includes(q))) contains.push(entry);
    if (prefix.length >= size) break;
  }
  return [...prefix, ...contains].slice(0, size);
}

let shared: BankDirectory | undefined;
/** Loaded on first use (and warmed right after start-up) so the start budget stays intact. */
export function bankDirectory(): BankDirectory {
  shared ??= BankDirectory.load();
  return shared;
}
