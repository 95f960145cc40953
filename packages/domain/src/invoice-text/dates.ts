import { CONFIDENCE, found, notFound, type ExtractedField } from './field.ts';
import { DUE_DEADLINE_LABEL, findLabeled, LABELS } from './labels.ts';
import type { InvoiceLines } from './text.ts';

// Era name (or its initial, as in R6.12.1) → the Gregorian year before its year 1, and the
// era's first and last days, so that 平成31年5月1日 (already 令和) is refused.
const ERAS: Record<string, { offset: number; from: string; to: string }> = {
  令和: { offset: 2018, from: '2019-05-01', to: '9999-12-31' },
  平成: { offset: 1988, from: '1989-01-08', to: '2019-04-30' },
  昭和: { offset: 1925, from: '1926-12-25', to: '1989-01-07' },
};
const ERA_INITIALS: Record<string, string> = { R: '令和', H: '平成', S: '昭和' };

const DATE_PATTERNS: RegExp[] = [
  // 令和6年12月1日, 令和元年5月1日, 令和6年12月末日 (OCR drops or garbles the final 日, or reads
  // 末 as 来: '令和8年12月来日'), and with the Gregorian year after the era's in parentheses:
  // 令和8年(2026年)6月30日
  /(令和|平成|昭和)(元|\d{1,2})年(?:\s?\(\d{4}年?\)\s?)?(\d{1,2})月(\d{1,2}(?!\d)|末|来(?=日))日?/g,
  // R6.12.1, R6/12/01, R6年12月1日 (not a letter OCR set among a year's digits: '202S5/10/31' is no 昭和5年)
  /(?<![A-Za-z\d])([RHS])\s?(\d{1,2})[./年-](\d{1,2})[./月-](\d{1,2}(?![\d/.])|末)日?/g,
  // 2026年12月1日, 2026年12月末日, 2026年(令和8年)6月30日
  /(?<!\d)(\d{4})年(?:\s?\((?:令和|平成)(?:元|\d{1,2})年?\)\s?)?(\d{1,2})月(\d{1,2}(?!\d)|末)日?/g,
  // 2026/12/01, 2026-12-01, 2026.12.01
  /(?<![\d/.-])(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})(?![\d/.])/g,
  // An English invoice's Nov 30, 2026 and 30 Nov 2026 (named groups: the order differs).
  /(?<![A-Za-z])(?:(?<mon>[A-Z][a-z]{2})[a-z]*\.?\s(?<day>\d{1,2}),?\s(?<year>\d{4})|(?<day2>\d{1,2})\s(?<mon2>[A-Z][a-z]{2})[a-z]*\.?,?\s(?<year2>\d{4}))(?!\d)/g,
  // 令和七年九月十六日, 二〇二五年十二月二十二日: kanji numerals, as a letter set in vertical
  // writing dates itself.
  /(令和|平成|昭和)?(元|[〇一二三四五六七八九十]{1,3}|[〇一二三四五六七八九]{4})年([〇一二三四五六七八九十]{1,3})月([〇一二三四五六七八九十]{1,3}|末)日/g,
];
const KANJI_NUMERAL_PATTERN = DATE_PATTERNS.length - 1;
// OCR reads one slash of a small 2026/8/31 as a 7 ('202678/31', '2026/02702'): a year, then a date
// with one separator a 7 and the other a real one. Tried only where no real date was read.
// Slashes only: a 2026712-1 is a number, and OCR reads a hyphen as a hyphen.
// (Or a slash read as both, '/7': '2025/05/710' for 2025/05/10.)
const SLASH_READ_AS_SEVEN = /(?<![\d/.-])(20\d{2})(?:7(\d{1,2})(\/)|(\/)(\d{1,2})7|\/(\d{1,2})\/7)(\d{1,2})(?![\d/.])/g;
// OCR reads the 0 of R08/01/31 as a letter O ('RO08/01/31'): a space there reads as the era's initial.
const ERA_INITIAL_O = /(?<![A-Za-z])([RHS])[OＯ](?=\d)/g;
const KANJI_DIGITS = '〇一二三四五六七八九';
// OCR reads a kanji numeral of a date as the katakana it looks like: 二 as ニ, 七 as ヒ, 十 as ト,
// 一 as ー ('令和ヒ年九月三十日', '十ニ月ニ十ニ日': a letter in vertical writing, read set across).
// Only inside a date's 年…月…日, one character for one: the text's positions stay.
const NUMERAL_LOOKALIKES: Readonly<Record<string, string>> = { ニ: '二', ヒ: '七', ト: '十', ー: '一' };
const NUMERAL = '〇一二三四五六七八九十ニヒトー';
const KANJI_DATE_WITH_LOOKALIKES = new RegExp(
  `(?:令和|平成|昭和)?[元${NUMERAL}]{1,4}年[${NUMERAL}]{1,3}月(?:[${NUMERAL}]{1,3}|末)日`,
  'g',
);
const withKanjiNumerals = (s: string) =>
  s.replace(KANJI_DATE_WITH_LOOKALIKES, (date) => date.replace(/[ニヒトー]/g, (c) => NUMERAL_LOOKALIKES[c]!));

/** 七 → 7, 十六 → 16, 二十 → 20, 三十一 → 31 (up to 99). */
function kanjiNumber(s: string): number {
  const ten = s.indexOf('十');
  if (ten < 0) return Number([...s].map((c) => KANJI_DIGITS.indexOf(c)).join(''));
  const tens = ten === 0 ? 1 : KANJI_DIGITS.indexOf(s[ten - 1]!);
  const ones = ten === s.length - 1 ? 0 : KANJI_DIGITS.indexOf(s[ten + 1]!);
  return tens * 10 + ones;
}
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function isoDate(year: number, month: number, day: number | 'end'): string | null {
  if (month < 1 || month > 12) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const d = day === 'end' ? last : day;
  if (d < 1 || d > last || year < 1900 || year > 2200) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const dayOf = (s: string): number | 'end' => (s === '末' || s === '来' ? 'end' : Number.parseInt(s, 10));

export interface FoundDate {
  /** YYYY-MM-DD */
  date: string;
  index: number;
  end: number;
  /** Its 日 read as another kanji ('令和7年1月17晶'): OCR was unsure of the date, its digits too. */
  dayMarkMisread?: boolean;
}

// A kanji where a date's 日 stands: what OCR made of the 日 ('17晶', '24昌').
const KANJI_FOR_DAY_MARK = /^(?![日末])\p{sc=Han}/u;

/** Every real date written in `s` (和暦 or 西暦), in order of appearance. */
export function findDates(text: string): FoundDate[] {
  const out: FoundDate[] = [];
  const s = withKanjiNumerals(text.replace(ERA_INITIAL_O, '$1 '));
  for (const [n, pattern] of DATE_PATTERNS.entries()) {
    for (const m of s.matchAll(pattern)) {
      let date: string | null;
      if (n === KANJI_NUMERAL_PATTERN) {
        const era = m[1] ? ERAS[m[1]]! : null;
        const year = m[2] === '元' ? 1 : kanjiNumber(m[2]!);
        const day = m[4] === '末' ? 'end' : kanjiNumber(m[4]!);
        // Without an era only a four-digit year ('二〇二五年') is a year.
        date = era
          ? isoDate(era.offset + year, kanjiNumber(m[3]!), day)
          : m[2]!.length === 4
            ? isoDate(year, kanjiNumber(m[3]!), day)
            : null;
        if (era && date !== null && (date < era.from || date > era.to)) date = null;
      } else if (n <= 1) {
        const era = ERAS[n === 0 ? m[1]! : ERA_INITIALS[m[1]!]!]!;
        const eraYear = m[2] === '元' ? 1 : Number(m[2]);
        date = isoDate(era.offset + eraYear, Number(m[3]), dayOf(m[4]!));
        if (date !== null && (date < era.from || date > era.to)) date = null;
      } else if (n === 2) {
        date = isoDate(Number(m[1]), Number(m[2]), dayOf(m[3]!));
      } else if (m.groups) {
        const g = m.groups;
        const month = MONTHS.indexOf(g['mon'] ?? g['mon2']!) + 1;
        date = month === 0 ? null : isoDate(Number(g['year'] ?? g['year2']), month, Number(g['day'] ?? g['day2']));
      } else {
        date = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
      }
      const overlaps = out.some((d) => m.index < d.end && d.index < m.index + m[0].length);
      const end = m.index + m[0].length;
      // (Only a date written with 年 and 月, whose day a 日 follows.)
      const dayMarkMisread = (n === 0 || n === 2) && !m[0].endsWith('日') && KANJI_FOR_DAY_MARK.test(s.slice(end));
      if (date !== null && !overlaps) out.push({ date, index: m.index, end, ...(dayMarkMisread ? { dayMarkMisread } : {}) });
    }
  }
  for (const m of s.matchAll(SLASH_READ_AS_SEVEN)) {
    const date = isoDate(Number(m[1]), Number(m[2] ?? m[5] ?? m[6]), Number(m[7]));
    const overlaps = out.some((d) => m.index < d.end && d.index < m.index + m[0].length);
    if (date !== null && !overlaps) out.push({ date, index: m.index, end: m.index + m[0].length });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** The first date in `s` as YYYY-MM-DD, or null. */
export function parseJapaneseDate(s: string): string | null {
  return findDates(s)[0]?.date ?? null;
}

// Where a label's value may sit among other dates (a row of 請求日 and 期限 whose other labels
// OCR lost), the due date is the latest and the issue date the earliest: one never precedes the other.
const latestDate = (s: string) =>
  findDates(s).reduce<string | null>((max, d) => (max === null || d.date > max ? d.date : max), null);
const earliestDate = (s: string) =>
  findDates(s).reduce<string | null>((min, d) => (min === null || d.date < min ? d.date : min), null);

/**
 * A labelled date's confidence: by where it stood, and under what a labelled value is promised
 * (LABEL - 0.05) when its 日 was misread, as OCR reads a line it is unsure of.
 */
function labelledConfidence(doc: InvoiceLines, hit: { value: string; line: number; sameLine: boolean }): number {
  const confidence = hit.sameLine ? CONFIDENCE.LABEL : CONFIDENCE.LABEL_BELOW;
  const misread = findDates(doc.lines[hit.line] ?? '').some((d) => d.date === hit.value && d.dayMarkMisread);
  return misread ? Math.min(confidence, CONFIDENCE.LABEL - 0.06) : confidence;
}

// A note in parentheses after the date ('（契約開始日 令和8年2月10日 の前日までに…）') is not the date.
const NOTE = /[(（][^)）]*[)）]/g;

/** お支払期限 and its kin; else a date followed by まで on a line about paying. */
export function findDueDate(doc: InvoiceLines): ExtractedField<string> {
  const parse = (s: string) => latestDate(s.replace(NOTE, '')) ?? latestDate(s);
  // A deadline (支払期限, 期日) before a plan (支払予定日): on a buyer's voucher the invoice is pasted
  // on (証憑貼付台紙), the 支払予定日 is the buyer's, filled in above the invoice's own 支払期限.
  const hit = findLabeled(doc, DUE_DEADLINE_LABEL, parse) ?? findLabeled(doc, LABELS.dueDate, parse);
  if (hit) return found(hit.value, labelledConfidence(doc, hit));
  for (const line of doc.lines) {
    if (!/振込|振り込|支払/.test(line)) continue;
    // 'お支払いは R9/1/10 までに': a space may part the date from まで.
    const until = findDates(line).find((d) => /^\s*まで/.test(line.slice(d.end)));
    if (until) return found(until.date, CONFIDENCE.HEURISTIC + 0.2);
  }
  // A row of dates whose labels OCR lost (請求日 | お支払期限): the later one is due. Not a
  // period ('2026/11/01〜2026/11/30'), whose dates are joined by a tilde or から.
  for (const line of doc.lines.slice(0, 20)) {
    const dates = findDates(line);
    if (dates.length !== 2 || /[〜~～]|から/.test(line) || ANY_DATE_LABEL.test(line)) continue;
    if (dates[1]!.date > dates[0]!.date) return found(dates[1]!.date, CONFIDENCE.WEAK);
  }
  // The same two dates a line apart, each ending its line (a box of 発行日 over お支払期日 whose
  // labels OCR lost): the later one, weeks later, is due.
  const endingDates = doc.lines.slice(0, 20).map((l) => {
    const dates = findDates(l);
    const alone =
      dates.length === 1 && dates[0]!.end === l.trimEnd().length && !/[〜~～]|から/.test(l) && !ANY_DATE_LABEL.test(l);
    return alone ? dates[0]!.date : null;
  });
  for (const [i, issue] of endingDates.entries()) {
    const due = endingDates[i + 1];
    if (issue && due && due > issue && daysBetween(issue, due) <= MAX_PAYMENT_TERM_DAYS) return found(due, CONFIDENCE.WEAK);
  }
  return dueOfTwoDates(doc);
}

/**
 * A page that prints a deadline's label ('お支払期限', or what OCR left of it, '期限') whose value
 * OCR set apart from it, and two dates and no more, outside any period: the later one, within a
 * payment's term of the other, is due (the earlier is the issue date).
 */
function dueOfTwoDates(doc: InvoiceLines): ExtractedField<string> {
  if (!doc.lines.some((line) => /期限|期日/.test(line))) return notFound();
  const dates = new Set(
    doc.lines.filter((line) => !/[〜~～]|から|期間|分/.test(line)).flatMap((line) => findDates(line).map((d) => d.date)),
  );
  if (dates.size !== 2) return notFound();
  const [issue, due] = [...dates].sort();
  return daysBetween(issue!, due!) <= MAX_PAYMENT_TERM_DAYS ? found(due!, CONFIDENCE.WEAK) : notFound();
}

/** How long after its issue date an invoice may fall due: 翌々月末 is about 90 days. */
export const MAX_PAYMENT_TERM_DAYS = 180;

/** Days from one YYYY-MM-DD to another. */
export const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

const ANY_DATE_LABEL = new RegExp(`${LABELS.dueDate.source}|${LABELS.issueDate.source}|再発行日|期間|分`);

const ORIGINAL_DATE_LABEL = /(?:請求書)?(?:請求日|請求年月日)/;

/** The date a re-issue's note gives the original ('2026年4月30日付でお送りした請求書…の再発行'). */
function datesOfOriginal(line: string): string[] {
  if (!/再発行/.test(line)) return [];
  return findDates(line).flatMap((d) => (/^\s?付/.test(line.slice(d.end)) ? [d.date] : []));
}

/** 発行日 / 請求日; else the first date near the top that is not the due date. */
export function findIssueDate(doc: InvoiceLines, dueDate: string | null = null): ExtractedField<string> {
  // A re-issued invoice's own date is its 請求日, before the copy's 再発行日 (whose 再 OCR may lose);
  // or, that label lost, the date its note says the original was sent on ('本書は2026年4月30日付で
  // お送りした請求書…の再発行です').
  const reissued = doc.lines.some((line) => /再発行/.test(line));
  const original = reissued ? findLabeled(doc, ORIGINAL_DATE_LABEL, earliestDate) : null;
  if (original) return found(original.value, labelledConfidence(doc, original));
  const originalSent = reissued ? doc.lines.flatMap(datesOfOriginal)[0] : undefined;
  if (originalSent) return found(originalSent, CONFIDENCE.LABEL_BELOW);
  const hit = findLabeled(doc, LABELS.issueDate, earliestDate);
  if (hit) return found(hit.value, labelledConfidence(doc, hit));
  // A letter's own date stands alone on its line (a vertical letter sets it after the body, over
  // the sender's name); a date in a sentence or in parentheses is one the letter speaks of
  // ('一、祭典 竣工祭（令和七年八月二十日 斎行）').
  for (const line of doc.lines) {
    const dates = findDates(line);
    const date = dates.length === 1 && dates[0]!.index === 0 && dates[0]!.end === line.trimEnd().length ? dates[0]! : null;
    if (date && date.date !== dueDate && !LABELS.dueDate.test(line)) return found(date.date, CONFIDENCE.HEURISTIC - 0.1);
  }
  for (const line of doc.lines.slice(0, 15)) {
    if (LABELS.dueDate.test(line) || /振込|支払|まで/.test(line)) continue;
    const date = findDates(line).find((d) => d.date !== dueDate);
    if (date) return found(date.date, CONFIDENCE.HEURISTIC - 0.1);
  }
  return notFound();
}

/**
 * The issue date never follows the due date. Read the other way round, the labels were paired
 * with each other's values (a layout whose columns interleave): swap them, and say the reading is
 * uncertain. In the right order, both labelled, they back each other up.
 */
export function orderInvoiceDates(
  issue: ExtractedField<string>,
  due: ExtractedField<string>,
): { issue: ExtractedField<string>; due: ExtractedField<string> } {
  if (issue.value === null || due.value === null) return { issue, due };
  if (issue.value > due.value) {
    return {
      issue: found(due.value, Math.min(issue.confidence, CONFIDENCE.HEURISTIC)),
      due: found(issue.value, Math.min(due.confidence, CONFIDENCE.HEURISTIC)),
    };
  }
  if (issue.value === due.value) {
    // One date read for both labels: at most one of them is right.
    return {
      issue: found(issue.value, Math.min(issue.confidence, CONFIDENCE.WEAK)),
      due: found(due.value, Math.min(due.confidence, CONFIDENCE.WEAK)),
    };
  }
  return { issue, due };
}
