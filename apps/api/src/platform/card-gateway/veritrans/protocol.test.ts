import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  classify,
  commandForPath,
  computeAuthHash,
  ENDPOINTS,
  minifyParams,
  parseResponse,
  serializeRequest,
  signRequest,
  TXN_VERSION,
  VERITRANS_MESSAGES,
  VeriTransProtocolError,
  verifyAuthHash,
  withCommonParams,
} from './protocol.ts';

// The inputs of the worked sample in 「VeriTrans4G API接続ガイド」§認証
// (https://www.veritrans.co.jp/docs/openapi/reference). The guide publishes the inputs and the
// procedure (PowerShell: ConvertTo-Json -Compress, concatenate, SHA256, hex) but, in the text we
// could read, not the resulting digest: EXPECTED_SAMPLE_HASH is therefore a SHA-256 computed by
// hand over the exact concatenated string below (`printf %s '<joined>' | sha256sum`), not a value
// quoted from the guide.
const SAMPLE_CCID = 'A100000000000000000000cc';
const SAMPLE_KEY = 'abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789';
const SAMPLE_PARAMS = {
  orderId: 'dummy1503015213',
  amount: '5',
  jpo: '10',
  withCapture: 'false',
  payNowIdParam: { token: '0a812412-682c-4dad-8a5d-720caf23bca0' },
  txnVersion: '2.0.0',
  dummyRequest: '1',
  merchantCcid: 'A100000000000000000000cc',
};
const SAMPLE_MINIFIED =
  '{"orderId":"dummy1503015213","amount":"5","jpo":"10","withCapture":"false",' +
  '"payNowIdParam":{"token":"0a812412-682c-4dad-8a5d-720caf23bca0"},' +
  '"txnVersion":"2.0.0","dummyRequest":"1","merchantCcid":"A100000000000000000000cc"}';
const EXPECTED_SAMPLE_HASH = 'd1080ba284de0a71cabfe0079ba95f46d78e610c00a6f16ff642bf2bcce1f2fe';

describe('authHash (API接続ガイド §認証)', () => {
  it('minifies params exactly as ConvertTo-Json -Compress does, keeping key order', () => {
    expect(minifyParams(SAMPLE_PARAMS)).toBe(SAMPLE_MINIFIED);
  });

  it("matches the hand-computed SHA-256 of the guide's sample", () => {
    const signed = signRequest(SAMPLE_PARAMS, { ccid: SAMPLE_CCID, key: SAMPLE_KEY });
    expect(signed.authHash).toBe(EXPECTED_SAMPLE_HASH);
    expect(signed.authHash).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.params).toBe(SAMPLE_PARAMS);
  });

  it('is CCID + minified params + key, in that order', () => {
    const joined = `${SAMPLE_CCID}${SAMPLE_MINIFIED}${SAMPLE_KEY}`;
    expect(computeAuthHash(SAMPLE_CCID, SAMPLE_MINIFIED, SAMPLE_KEY)).toBe(
      createHash('sha256').update(joined, 'utf8').digest('hex'),
    );
    expect(computeAuthHash(SAMPLE_KEY, SAMPLE_MINIFIED, SAMPLE_CCID)).not.toBe(
      computeAuthHash(SAMPLE_CCID, SAMPLE_MINIFIED, SAMPLE_KEY),
    );
  });

  it('depends on key order (no re-sorting) and on whitespace (minified only)', () => {
    const reordered = { amount: '5', orderId: 'dummy1503015213' };
    const original = { orderId: 'dummy1503015213', amount: '5' };
    const a = signRequest(original, { ccid: SAMPLE_CCID, key: SAMPLE_KEY }).authHash;
    expect(signRequest(reordered, { ccid: SAMPLE_CCID, key: SAMPLE_KEY }).authHash).not.toBe(a);
    expect(computeAuthHash(SAMPLE_CCID, JSON.stringify(original, null, 2), SAMPLE_KEY)).not.toBe(a);
  });

  it('puts txnVersion, dummyRequest, merchantCcid after the command fields, as the sample does', () => {
    const params = withCommonParams(
      {
        orderId: 'dummy1503015213',
        amount: '5',
        jpo: '10',
        withCapture: 'false' as const,
        payNowIdParam: { token: '0a812412-682c-4dad-8a5d-720caf23bca0' },
      },
      { ccid: SAMPLE_CCID, dummyRequest: '1' },
    );
    expect(minifyParams(params)).toBe(SAMPLE_MINIFIED);
    expect(params.txnVersion).toBe(TXN_VERSION);
  });

  it('verifies on the receiving side, case-insensitively, and rejects tampering', () => {
    const credentials = { ccid: SAMPLE_CCID, key: SAMPLE_KEY };
    const body = serializeRequest(signRequest(SAMPLE_PARAMS, credentials));
    expect(verifyAuthHash(body, credentials)).toMatchObject({ ok: true });
    const upper = serializeRequest({ params: SAMPLE_PARAMS, authHash: EXPECTED_SAMPLE_HASH.toUpperCase() });
    expect(verifyAuthHash(upper, credentials)).toMatchObject({ ok: true });
    expect(verifyAuthHash(body.replace('"amount":"5"', '"amount":"6"'), credentials)).toEqual({
      ok: false,
      reason: 'authHash mismatch',
    });
    expect(verifyAuthHash(body, { ccid: SAMPLE_CCID, key: 'other' })).toMatchObject({ ok: false });
    expect(verifyAuthHash('not json', credentials)).toMatchObject({ ok: false });
  });
});

describe('endpoints (決済シーケンス図 › 使用可能なコマンド一覧)', () => {
  it('names the documented paths', () => {
    expect(ENDPOINTS).toMatchObject({
      cardAuthorize: '/Authorize/card',
      cardReAuthorize: '/ReAuthorize/card',
      cardCapture: '/Capture/card',
      cardCancel: '/Cancel/card',
      mpiAuthorize: '/Authorize/mpi',
      mpiReAuthorize: '/ReAuthorize/mpi',
      mpiGetResult: '/GetResult/mpi',
    });
    expect(commandForPath('/Capture/card')).toBe('cardCapture');
    expect(commandForPath('/nope')).toBeNull();
  });
});

describe('parseResponse', () => {
  it('keeps the documented fields and drops unknown ones', () => {
    const result = parseResponse('cardAuthorize', {
      result: {
        mstatus: 'success',
        vResultCode: 'A001000000000000',
        orderId: 'o-1',
        merrMsg: '',
        cardNumber: '4111111111111111',
        somethingNew: 'x',
      },
    });
    expect(result).toEqual({ mstatus: 'success', vResultCode: 'A001000000000000', orderId: 'o-1', merrMsg: '' });
  });

  it('parses a search result with its orders and transactions', () => {
    const result = parseResponse('search', {
      result: {
        mstatus: 'success',
        vResultCode: 'N001000000000000',
        orderInfos: {
          orderInfo: [
            {
              orderId: 'o-1',
              lastSuccessTxnType: 'auth',
              transactionInfos: {
                transactionInfo: [{ command: 'Authorize', mstatus: 'success', vResultCode: 'A001000000000000' }],
              },
            },
          ],
        },
      },
    });
    expect(result.orderInfos?.orderInfo[0]?.transactionInfos?.transactionInfo[0]?.mstatus).toBe('success');
  });

  it('throws a protocol error without echoing the body', () => {
    expect(() => parseResponse('cardCapture', { result: { mstatus: 'maybe', vResultCode: 'x' } })).toThrow(
      VeriTransProtocolError,
    );
    expect(() => parseResponse('cardCapture', 'token-abc')).toThrow(/^malformed cardCapture response$/);
  });
});

describe('classify (決済結果コード一覧)', () => {
  it.each([
    ['success', 'A001000000000000', 'success', VERITRANS_MESSAGES.success],
    ['success', 'G001000000000000', 'pending', VERITRANS_MESSAGES.challenge],
    ['success', 'G011A00100000000', 'success', VERITRANS_MESSAGES.success],
    ['pending', 'AE10000000000000', 'pending', VERITRANS_MESSAGES.pending],
    ['failure', 'AE10000000000000', 'pending', VERITRANS_MESSAGES.pending],
    ['failure', 'MA01000000000000', 'error', VERITRANS_MESSAGES.systemError],
    ['failure', 'MF01000000000000', 'error', VERITRANS_MESSAGES.systemError],
    ['failure', 'NH36000000000000', 'decline', VERITRANS_MESSAGES.authorizationExpired],
    ['failure', 'ACD3000000000000', 'decline', VERITRANS_MESSAGES.authorizationExpired],
    ['failure', 'G012000000000000', 'decline', VERITRANS_MESSAGES.threeDsFailed],
    ['failure', 'AC30000000000000', 'decline', VERITRANS_MESSAGES.declined],
    ['failure', 'ZZ99000000000000', 'decline', VERITRANS_MESSAGES.generic],
    ['weird', 'A001000000000000', 'error', VERITRANS_MESSAGES.systemError],
  ])('%s / %s → %s', (mstatus, code, kind, message) => {
    expect(classify(mstatus, code)).toEqual({ kind, message });
  });

  it('reads the card block after a successful authentication that was then declined', () => {
    expect(classify('success', 'G011AC3000000000').kind).toBe('decline');
  });
});
