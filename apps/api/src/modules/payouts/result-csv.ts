import { TRANSFER_FAILURE_CODES, TRANSFER_FAILURE_LABELS, type TransferFailureCode } from '@icp/contract';

/*
 * The bank's result file we take (docs/payouts.md): CSV as Japanese banks' web portals export
 * 振込結果 (総合振込の明細照会 → CSV), reduced to the columns every portal has, with a fixed header.
 * UTF-8 (a BOM is allowed) or text the browser already decoded from Shift_JIS; CRLF or LF; fields
 * may be double-quoted (RFC 4180). One row per line of the batch:
 *
 *   明細番号,金融機関コード,支店コード,口座番号,振込金額,結果,不能事由,振込日
 *   12,0001,100,1234567,100000,済,,2026-12-10
 *   13,0009,200,7654321,50000,不能,口座なし,
 *
 * 明細番号 is 顧客コード1 of our 総合振込 file (the line id); 結果 is 済 or 不能; 不能事由 one of
 * 口座なし / 名義相違 / 口座解約済 / 取扱不可 / その他 (required with 不能, optionally その他:<text>);
 * 振込日 YYYY-MM-DD or YYYY/MM/DD (required with 済). Strict: any row that does not read is an error.
 */

export const RESULT_CSV_HEADER = [
  '明細番号',
  '金融機関コード',
  '支店コード',
  '口座番号',
  '振込金額',
  '結果',
  '不能事由',
  '振込日',
] as const;

export type ParsedResultRow =
  | {
      row: number;
      lineId: number;
      bankCode: string;
      branchCode: string;
      accountNumber: string;
      amount: number;
      result: 'done';
      transferredOn: string;
    }
  | {
      row: number;
      lineId: number;
      bankCode: string;
      branchCode: string;
      accountNumber: string;
      amount: number;
      result: 'failed';
      failureCode: TransferFailureCode;
      failureText: string | null;
    };

export interface ResultCsvError {
  row: number;
  message: string;
}

const CODE_BY_LABEL = new Map(TRANSFER_FAILURE_CODES.map((code) => [TRANSFER_FAILURE_LABELS[code], code]));
const MAX_ROWS = 20_000;

/** RFC 4180 fields of one physical line (no newlines inside quotes: bank result rows never carry them). */
function splitCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        if (i >= line.length) return null; // unterminated quote
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            value += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += line[i++];
      }
      if (i < line.length && line[i] !== ',') return null;
      fields.push(value);
      i++;
    } else {
      const end = line.indexOf(',', i);
      const stop = end === -1 ? line.length : end;
      fields.push(line.slice(i, stop));
      i = stop + 1;
    }
  }
  return fields;
}

function isoDate(value: string): string | null {
  const m = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(value);
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso) ? iso : null;
}

/** Reads the whole file; rows are numbered as a spreadsheet shows them (the header is row 1). */
export function parseResultCsv(content: string): { rows: ParsedResultRow[]; errors: ResultCsvError[] } {
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  const errors: ResultCsvError[] = [];
  const rows: ParsedResultRow[] = [];
  const header = splitCsvLine(lines[0] ?? '')?.map((h) => h.trim());
  if (!header || header.join(',') !== RESULT_CSV_HEADER.join(','))
    return { rows, errors: [{ row: 1, message: `1行目は見出し「${RESULT_CSV_HEADER.join(',')}」にしてください。` }] };
  if (lines.length - 1 > MAX_ROWS) return { rows, errors: [{ row: 1, message: `明細は${MAX_ROWS}行までです。` }] };
  const seen = new Set<number>();
  for (let index = 1; index < lines.length; index++) {
    const row = index + 1;
    const fields = splitCsvLine(lines[index]!);
    const fail = (message: string) => errors.push({ row, message });
    if (!fields || fields.length !== RESULT_CSV_HEADER.length) {
      fail(`項目数が${RESULT_CSV_HEADER.length}ではありません。`);
      continue;
    }
    const [lineIdText, bankCode, branchCode, accountNumber, amountText, resultText, reasonText, dateText] = fields.map((f) =>
      f.trim(),
    ) as [string, string, string, string, string, string, string, string];
    if (!/^\d{1,10}$/.test(lineIdText)) {
      fail('明細番号は数字で指定してください。');
      continue;
    }
    const lineId = Number(lineIdText);
    if (seen.has(lineId)) {
      fail(`明細番号 ${lineId} が重複しています。`);
      continue;
    }
    seen.add(lineId);
    if (!/^\d{4}$/.test(bankCode)) fail('金融機関コードは4桁の数字です。');
    if (!/^\d{3}$/.test(branchCode)) fail('支店コードは3桁の数字です。');
    if (!/^\d{1,7}$/.test(accountNumber)) fail('口座番号は7桁以内の数字です。');
    if (!/^\d{1,10}$/.test(amountText) || Number(amountText) < 1) fail('振込金額は1以上の整数（カンマなし）で指定してください。');
    const base = { row, lineId, bankCode, branchCode, accountNumber, amount: Number(amountText) };
    if (resultText === '済') {
      const transferredOn = isoDate(dateText);
      if (!transferredOn) fail('結果が「済」の行は振込日（YYYY-MM-DD）が必要です。');
      if (reasonText !== '') fail('結果が「済」の行に不能事由は書けません。');
      if (errors.at(-1)?.row !== row) rows.push({ ...base, result: 'done', transferredOn: transferredOn! });
    } else if (resultText === '不能') {
      const [label, ...rest] = reasonText.split(/[:：]/);
      const failureCode = CODE_BY_LABEL.get((label ?? '').trim());
      if (!failureCode)
        fail(`不能事由は ${TRANSFER_FAILURE_CODES.map((c) => TRANSFER_FAILURE_LABELS[c]).join(' / ')} のいずれかです。`);
      const text = rest.join(':').trim();
      if (errors.at(-1)?.row !== row)
        rows.push({ ...base, result: 'failed', failureCode: failureCode!, failureText: text || null });
    } else fail('結果は「済」か「不能」です。');
  }
  if (lines.length <= 1) errors.push({ row: 2, message: '明細の行がありません。' });
  return { rows, errors };
}
