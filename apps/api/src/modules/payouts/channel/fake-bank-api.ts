import Fastify, { type FastifyInstance } from 'fastify';

/*
 * A local fake of GMO あおぞらネット銀行's corporate bulk transfer API (the two calls the bank_api
 * channel makes, same paths, headers and JSON as bank-api-channel.ts cites), for tests and local
 * runs. It checks what the real one checks that matters to us — the token, the totals against the
 * lines, itemIds 1…9999, account type codes — and lets the test decide each line's fate.
 */

interface FakeRequest {
  applyNo: string;
  body: {
    accountId: string;
    transferDesignatedDate: string;
    transferDataName?: string;
    totalCount: string;
    totalAmount: string;
    bulkTransfers: { itemId: string; transferAmount: string; accountTypeCode: string; beneficiaryName: string }[];
  };
  /** 11 予約中 until settled; then 20 手続済 or 30 不能・組戻あり. */
  status: string;
  failedItems: Set<number>;
}

export interface FakeBankApi {
  baseUrl: string;
  token: string;
  accountId: string;
  requests: FakeRequest[];
  /**
   * What goes wrong next, for the crash tests: `dropAnswer` accepts the next request and then cuts
   * the connection (the bank has it, we never hear); `inquiryDown` answers every 一括照会 with 503.
   */
  faults: { dropAnswer: boolean; inquiryDown: boolean };
  /** The bank executes the transfer: the listed itemIds fail (手続不成立), the others are paid. */
  settle(applyNo: string, failedItemIds?: number[]): void;
  close(): Promise<void>;
}

const errorBody = (errorCode: string, errorMessage: string) => ({ errorCode, errorMessage });

export async function startFakeBankApi(options: { token?: string; accountId?: string } = {}): Promise<FakeBankApi> {
  const token = options.token ?? 'fake-gmo-aozora-access-token';
  const accountId = options.accountId ?? '101011234567';
  const requests: FakeRequest[] = [];
  const faults = { dropAnswer: false, inquiryDown: false };
  let sequence = 0;
  const app: FastifyInstance = Fastify({ logger: false });
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers['x-access-token'] !== token)
      return reply.code(401).send(errorBody('WG_ERR_001', 'アクセストークンが無効です'));
  });

  app.post('/bulktransfer/request', async (request, reply) => {
    const body = request.body as FakeRequest['body'];
    if (body.accountId !== accountId) return reply.code(400).send(errorBody('WG_ERR_100', '口座IDが正しくありません'));
    const lines = body.bulkTransfers ?? [];
    const ids = lines.map((l) => Number(l.itemId));
    const total = lines.reduce((sum, l) => sum + Number(l.transferAmount), 0);
    if (
      lines.length === 0 ||
      lines.length > 9_999 ||
      Number(body.totalCount) !== lines.length ||
      Number(body.totalAmount) !== total ||
      new Set(ids).size !== ids.length ||
      ids.some((id) => !Number.isInteger(id) || id < 1 || id > 9_999) ||
      lines.some((l) => !['1', '2', '4', '9'].includes(l.accountTypeCode) || !l.beneficiaryName)
    )
      return reply.code(400).send(errorBody('WG_ERR_101', '総合振込明細が正しくありません'));
    sequence += 1;
    const applyNo = `2026${String(sequence).padStart(12, '0')}`;
    requests.push({ applyNo, body, status: '11', failedItems: new Set() });
    if (faults.dropAnswer) {
      faults.dropAnswer = false;
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    return reply.code(201).send({ accountId, resultCode: '1', applyNo, applyEndDatetime: new Date().toISOString() });
  });

  app.get('/bulktransfer/status', async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (query['queryKeyClass'] === '2') {
      // 振込一括照会 by 振込指定日 (requestTransferTerm 2): no line details, one page here.
      if (faults.inquiryDown) return reply.code(503).send(errorBody('WG_ERR_500', 'ただいま照会できません'));
      if (query['requestTransferTerm'] !== '2' || !query['dateFrom'] || !query['dateTo'])
        return reply.code(400).send(errorBody('WG_ERR_103', '照会条件が正しくありません'));
      const listed = requests.filter(
        (r) => r.body.transferDesignatedDate >= query['dateFrom']! && r.body.transferDesignatedDate <= query['dateTo']!,
      );
      return {
        acceptanceKeyClass: '2',
        baseDate: query['dateTo'],
        baseTime: '15:00:00+09:00',
        count: String(listed.length),
        transferQueryBulkResponses: [
          { dateFrom: query['dateFrom'], dateTo: query['dateTo'], requestTransferTerm: '2', hasNext: false },
        ],
        bulkTransferDetails: listed.map((r) => ({
          transferStatus: r.status,
          transferTypeName: '総合振込',
          transferApplies: [{ applyNo: r.applyNo }],
          bulktransferResponses: [
            {
              accountId,
              transferDesignatedDate: r.body.transferDesignatedDate,
              transferDataName: r.body.transferDataName,
              totalCount: r.body.totalCount,
              totalAmount: r.body.totalAmount,
            },
          ],
        })),
      };
    }
    const found = requests.find((r) => r.applyNo === query['applyNo']);
    if (query['queryKeyClass'] !== '1' || !found) return reply.code(400).send(errorBody('WG_ERR_102', '照会対象がありません'));
    const from = Number(query['bulktransferItemKey'] ?? '1');
    const page = found.body.bulkTransfers.slice(from - 1, from - 1 + 500);
    const settled = found.status === '20' || found.status === '30';
    return {
      acceptanceKeyClass: '1',
      detailInfoNecessity: true,
      bulktransferItemKey: String(from),
      baseDate: found.body.transferDesignatedDate,
      baseTime: '15:00:00+09:00',
      count: String(page.length),
      detailInfoResult: true,
      bulkTransferDetails: [
        {
          transferStatus: found.status,
          transferStatusName: { '11': '予約中', '20': '手続済', '30': '不能・組戻あり' }[found.status],
          transferTypeName: '総合振込',
          bulktransferResponses: [
            {
              accountId,
              transferDesignatedDate: found.body.transferDesignatedDate,
              totalCount: found.body.totalCount,
              totalAmount: found.body.totalAmount,
              bulkTransferInfos: page.map((line) => ({
                itemId: line.itemId,
                transferAmount: line.transferAmount,
                ...(settled && found.failedItems.has(Number(line.itemId))
                  ? {
                      unableDetailInfos: [
                        { transferDetailStatus: '2', isRepayment: true, repaymentDate: found.body.transferDesignatedDate },
                      ],
                    }
                  : {}),
              })),
            },
          ],
        },
      ],
    };
  });

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl: address,
    token,
    accountId,
    requests,
    faults,
    settle(applyNo, failedItemIds = []) {
      const found = requests.find((r) => r.applyNo === applyNo);
      if (!found) throw new Error(`no request ${applyNo}`);
      found.failedItems = new Set(failedItemIds);
      found.status = failedItemIds.length > 0 ? '30' : '20';
    },
    close: () => app.close(),
  };
}
