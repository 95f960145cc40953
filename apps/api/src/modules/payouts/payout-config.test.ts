import { describe, expect, it } from 'vitest';
import { DEMO_PAYOUT_REQUESTER, loadConfig } from '../../config.ts';
import { PRODUCTION_ENV } from '../../testing/production-env.ts';
import { csvBytes } from './csv.ts';
import { parseResultCsv } from './result-csv.ts';

describe('payout configuration', () => {
  it('uses plainly marked demo values outside production and the file channel by default', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.payouts).toEqual({ channel: 'zengin_file', requester: DEMO_PAYOUT_REQUESTER, bankApi: null });
    expect(config.payouts.requester.name).toContain('ﾃﾞﾓ');
  });

  it('production refuses to start without the requester and our paying account', () => {
    const { PAYOUT_REQUESTER_CODE: _code, PAYOUT_ACCOUNT_NUMBER: _number, ...missing } = PRODUCTION_ENV;
    expect(() => loadConfig(missing)).toThrow(/PAYOUT_REQUESTER_CODE: required in production[\s\S]*PAYOUT_ACCOUNT_NUMBER/);
    expect(loadConfig({ ...PRODUCTION_ENV }).payouts.requester).toMatchObject({ code: '1234567890', accountType: 1 });
  });

  it('the bank API channel needs its URL, token and account id, in any environment', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', PAYOUT_CHANNEL: 'bank_api' })).toThrow(
      /PAYOUT_BANK_API_URL[\s\S]*PAYOUT_BANK_API_TOKEN[\s\S]*PAYOUT_BANK_API_ACCOUNT_ID/,
    );
    expect(() => loadConfig({ ...PRODUCTION_ENV, PAYOUT_CHANNEL: 'bank_api' })).toThrow(/PAYOUT_BANK_API_URL/);
    const config = loadConfig({
      NODE_ENV: 'development',
      PAYOUT_CHANNEL: 'bank_api',
      PAYOUT_BANK_API_URL: 'https://stg-api.gmo-aozora.com/ganb/api/corporation/v1/',
      PAYOUT_BANK_API_TOKEN: 't',
      PAYOUT_BANK_API_ACCOUNT_ID: '101011234567',
    });
    expect(config.payouts.bankApi?.baseUrl).toBe('https://stg-api.gmo-aozora.com/ganb/api/corporation/v1');
  });

  it('refuses a requester name the Zengin file cannot carry', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', PAYOUT_REQUESTER_NAME: '請求書カード払い' })).toThrow(
      /PAYOUT_REQUESTER_NAME/,
    );
    expect(() => loadConfig({ NODE_ENV: 'development', PAYOUT_ACCOUNT_TYPE: '3' })).toThrow(/PAYOUT_ACCOUNT_TYPE/);
  });
});

describe('result CSV and CSV exports', () => {
  const header = '明細番号,金融機関コード,支店コード,口座番号,振込金額,結果,不能事由,振込日';
  it('reads quoted fields, slashes in dates and その他 with text', () => {
    const { rows, errors } = parseResultCsv(
      `${header}\n"1","0001","100","0012345","1000","済","","2026/12/10"\n2,0005,001,7654321,20,不能,その他:受取人死亡,\n`,
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      expect.objectContaining({ lineId: 1, result: 'done', transferredOn: '2026-12-10', accountNumber: '0012345' }),
      expect.objectContaining({ lineId: 2, result: 'failed', failureCode: 'other', failureText: '受取人死亡' }),
    ]);
  });

  it('reports every bad row by its spreadsheet row number', () => {
    const { errors } = parseResultCsv(
      [
        header,
        '1,0001,100,1,10,済,,',
        '1,0001,100,1,10,済,,2026-12-10',
        '2,1,100,1,10,不能,口座不明,',
        '3,0001,100,1,1,0,済,,2026-02-30',
        '"4,0001',
      ].join('\r\n'),
    );
    expect(errors.map((e) => e.row)).toEqual([2, 3, 4, 4, 5, 6]); // row 3 repeats 明細番号 1
    expect(parseResultCsv('').errors[0]!.row).toBe(1);
    expect(parseResultCsv(header).errors[0]!.message).toContain('明細の行がありません');
  });

  it('writes Excel’s CSV: BOM, CRLF, quoted text, formulas defused', () => {
    const bytes = csvBytes(
      ['名前', '金額'],
      [
        ['=HYPERLINK("x")', 100],
        ['-1', -1],
        ['ｶ)ﾃｽﾄ', null],
      ],
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('"名前","金額"\r\n"\'=HYPERLINK(""x"")",100\r\n"-1",-1\r\n"ｶ)ﾃｽﾄ",\r\n');
  });
});
