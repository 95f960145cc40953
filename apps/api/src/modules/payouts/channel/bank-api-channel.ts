import { TRANSFER_FAILURE_LABELS } from '@icp/contract';
import type { PayoutConfig } from '../../../config.ts';
import { type ChannelBatch, type ChannelLineResult, type PayoutChannel, SubmissionUnknownError } from './channel-port.ts';

/*
 * The bank API channel, shaped after GMO あおぞらネット銀行's corporate Open API (API version 1.1.x),
 * as published in the bank's own SDKs: gmoaozora/gmo-aozora-api-go corporateclient (JSON names:
 * model_bulk_transfer.go, model_bulk_transfer_request_response.go, model_unable_detail_info.go) and
 * gmoaozora/gmo-aozora-api-php corporate/docs (Api/BulkTransferApi.md, Model/BulkTransferRequest.md,
 * BulkTransferStatusResponse.md, BulkTransferDetail.md, BulkTransferInfo.md). Base URL
 * https://api.gmo-aozora.com/ganb/api/corporation/v1 (staging: stg-api.gmo-aozora.com).
 *   総合振込依頼   POST /bulktransfer/request  → { accountId, resultCode (1 完了 / 2 未完了), applyNo (16 digits) }
 *   総合振込状況照会 GET /bulktransfer/status?accountId&queryKeyClass=1&detailInfoNecessity=true&applyNo&bulktransferItemKey
 *   振込一括照会   GET /bulktransfer/status?accountId&queryKeyClass=2&dateFrom&dateTo&requestTransferTerm=2[&nextItemKey]
 *                  → bulkTransferDetails[].transferApplies[].applyNo + bulktransferResponses[].transferDataName
 * The access token travels in the `x-access-token` header, as that specification names it (the
 * bank's OAuth 2.0 access token; we also send it as `Authorization: Bearer` for gateways that want it).
 * Limits from the spec: 1–9,999 lines per request (itemId 1…9999), 500 details per status page.
 */

export const BANK_API_MAX_LINES = 9_999;
const STATUS_PAGE = 500;

/** 振込ステータス of the whole bulk transfer (BulkTransferDetail.transferStatus). */
const FINISHED_OK = new Set(['20', '30']); // 手続済 / 不能・組戻あり: per-line results are final
const NOT_EXECUTED: Record<string, string> = {
  '3': '差戻',
  '4': '取下げ',
  '5': '期限切れ',
  '8': '承認取消/予約取消',
  '40': '手続不成立',
};

interface BulkTransferInfo {
  itemId?: string;
  transferAmount?: string;
  unableDetailInfos?: { transferDetailStatus?: string; refundStatus?: string; isRepayment?: boolean; repaymentDate?: string }[];
}
interface BulkTransferStatusResponse {
  count?: string;
  transferQueryBulkResponses?: { hasNext?: boolean; nextItemKey?: string }[];
  detailInfoResult?: boolean;
  bulkTransferDetails?: {
    transferApplies?: { applyNo?: string }[];
    transferStatus?: string;
    transferStatusName?: string;
    bulktransferResponses?: {
      transferDesignatedDate?: string;
      transferDataName?: string;
      bulkTransferInfos?: BulkTransferInfo[];
    }[];
  }[];
}

export class BankApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'BankApiError';
  }
}

export function bankApiChannel(api: NonNullable<PayoutConfig['bankApi']>, fetcher: typeof fetch): PayoutChannel {
  const headers = {
    'content-type': 'application/json;charset=UTF-8',
    accept: 'application/json;charset=UTF-8',
    'x-access-token': api.token,
    authorization: `Bearer ${api.token}`,
  };

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetcher(`${api.baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (!response.ok)
      throw new BankApiError(response.status, `bank API ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  return {
    name: 'bank_api',

    async submit(batch: ChannelBatch) {
      if (batch.lines.length > BANK_API_MAX_LINES)
        throw new BankApiError(400, `the bank API takes at most ${BANK_API_MAX_LINES} lines per request`);
      const total = batch.lines.reduce((sum, l) => sum + l.amount, 0);
      const answer = await call<{ resultCode?: string; applyNo?: string }>('POST', '/bulktransfer/request', {
        accountId: api.accountId,
        transferDesignatedDate: batch.transferDate,
        // 3: a closed day is an error, never moved to the next or previous business day.
        transferDateHolidayCode: '3',
        // Our reference: findSubmission looks the request up by it when its answer was lost.
        transferDataName: batch.submissionRef ?? `batch-${batch.batchId}`,
        totalCount: String(batch.lines.length),
        totalAmount: String(total),
        bulkTransfers: batch.lines.map((l, index) => ({
          itemId: String(index + 1),
          beneficiaryBankCode: l.bankCode,
          beneficiaryBankName: l.bankName,
          beneficiaryBranchCode: l.branchCode,
          beneficiaryBranchName: l.branchName,
          accountTypeCode: String(l.accountType),
          accountNumber: l.accountNumber.padStart(7, '0'),
          beneficiaryName: l.holderName,
          transferAmount: String(l.amount),
        })),
      });
      if (!answer.applyNo || !/^\d{16}$/.test(answer.applyNo))
        throw new BankApiError(502, `bank API gave no 受付番号 (applyNo): ${JSON.stringify(answer).slice(0, 200)}`);
      return { bankRequestId: answer.applyNo };
    },

    async findSubmission(batch: ChannelBatch): Promise<string | null> {
      if (!batch.submissionRef) throw new SubmissionUnknownError('no reference was recorded for the submission');
      // 振込一括照会 by 振込指定日 (transferDateHolidayCode 3 never moves it), every page, then ours by 振込データ名.
      const found: string[] = [];
      let nextItemKey: string | undefined;
      try {
        for (let page = 0; ; page++) {
          if (page >= 40) throw new SubmissionUnknownError('too many bulk transfers on the date to search');
          const query = new URLSearchParams({
            accountId: api.accountId,
            queryKeyClass: '2',
            dateFrom: batch.transferDate,
            dateTo: batch.transferDate,
            requestTransferTerm: '2',
            ...(nextItemKey ? { nextItemKey } : {}),
          });
          const answer = await call<BulkTransferStatusResponse>('GET', `/bulktransfer/status?${query}`);
          for (const detail of answer.bulkTransferDetails ?? [])
            if (detail.bulktransferResponses?.some((r) => r.transferDataName === batch.submissionRef))
              found.push(detail.transferApplies?.[0]?.applyNo ?? '');
          const paging = answer.transferQueryBulkResponses?.[0];
          if (!paging?.hasNext || !paging.nextItemKey) break;
          nextItemKey = paging.nextItemKey;
        }
      } catch (error) {
        if (error instanceof SubmissionUnknownError) throw error;
        throw new SubmissionUnknownError('bank API bulk transfer inquiry failed', { cause: error });
      }
      if (found.length === 0) return null;
      const applyNo = found[0]!;
      if (found.length > 1 || !/^\d{16}$/.test(applyNo))
        throw new SubmissionUnknownError(
          `the bank lists ${found.length} requests named ${batch.submissionRef}: ${found.join(', ')}`,
        );
      return applyNo;
    },

    async fetchResults(batch: ChannelBatch): Promise<ChannelLineResult[]> {
      if (!batch.bankRequestId) return [];
      const infos: BulkTransferInfo[] = [];
      let status = '';
      let statusName = '';
      let designated = batch.transferDate;
      for (let itemKey = 1; ; itemKey += STATUS_PAGE) {
        const query = new URLSearchParams({
          accountId: api.accountId,
          queryKeyClass: '1',
          detailInfoNecessity: 'true',
          applyNo: batch.bankRequestId,
          bulktransferItemKey: String(itemKey),
        });
        const page = await call<BulkTransferStatusResponse>('GET', `/bulktransfer/status?${query}`);
        const detail = page.bulkTransferDetails?.[0];
        if (!detail) return [];
        status = detail.transferStatus ?? '';
        statusName = detail.transferStatusName ?? '';
        const response = detail.bulktransferResponses?.[0];
        designated = response?.transferDesignatedDate ?? designated;
        // Right after the request the bank has no line details yet (detailInfoResult false).
        if (page.detailInfoResult === false) return [];
        const got = response?.bulkTransferInfos ?? [];
        infos.push(...got);
        if (got.length < STATUS_PAGE) break;
      }
      const notExecuted = NOT_EXECUTED[status];
      if (!FINISHED_OK.has(status) && notExecuted === undefined) return []; // 申請中・予約中・手続中・リトライ中
      const byItem = new Map(infos.map((info) => [Number(info.itemId), info]));
      return batch.lines.flatMap((line, index): ChannelLineResult[] => {
        if (notExecuted !== undefined)
          return [
            {
              lineId: line.lineId,
              result: 'failed',
              failureCode: 'not_accepted',
              failureText: `銀行API：総合振込が${statusName || notExecuted}（${status}）`,
            },
          ];
        const info = byItem.get(index + 1);
        if (!info) return []; // not reported yet
        const unable = info?.unableDetailInfos?.find((u) => u.transferDetailStatus === '2' || u.refundStatus === '2');
        if (unable)
          return [
            {
              lineId: line.lineId,
              result: 'failed',
              failureCode: 'other',
              failureText: `銀行API：${TRANSFER_FAILURE_LABELS.other}（明細番号${index + 1}・手続不成立${unable.isRepayment ? '、資金返却あり' : ''}）`,
            },
          ];
        return [{ lineId: line.lineId, result: 'done', transferredOn: designated }];
      });
    },
  };
}
