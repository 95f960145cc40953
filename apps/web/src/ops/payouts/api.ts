import { routes } from '@icp/contract';
import type { RouteBody, RouteQuery, RouteResult } from '@icp/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { opsApi } from '../lib/ops-api.ts';
import { opsDownload } from './download.ts';

export type ProposalResult = RouteResult<'opsGetPayoutProposal'>;
export type BatchesQuery = NonNullable<RouteQuery<'opsListTransferBatches'>>;
export type BatchesResult = RouteResult<'opsListTransferBatches'>;
export type BatchQuery = NonNullable<RouteQuery<'opsGetTransferBatch'>>;
export type BatchDetailResult = RouteResult<'opsGetTransferBatch'>;
export type Batch = BatchDetailResult['batch'];
export type BatchLine = BatchDetailResult['lines'][number];
export type LineResultBody = RouteBody<'opsRecordTransferLineResult'>;
export type ImportResult = RouteResult<'opsImportTransferResults'>;
export type ImportRow = ImportResult['rows'][number];

export const payoutKeys = {
  all: ['ops', 'payouts'] as const,
  proposal: (until: string) => ['ops', 'payouts', 'proposal', until] as const,
  batches: (q: BatchesQuery) => ['ops', 'payouts', 'batches', q] as const,
  batch: (id: number) => ['ops', 'payouts', 'batch', id] as const,
  batchLines: (id: number, q: BatchQuery) => ['ops', 'payouts', 'batch', id, q] as const,
};

export const proposalQueryOptions = (until: string) =>
  queryOptions({
    queryKey: payoutKeys.proposal(until),
    queryFn: ({ signal }) => opsApi.call(routes.opsGetPayoutProposal, { query: { until }, signal }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(until),
  });

export const batchesQueryOptions = (query: BatchesQuery) =>
  queryOptions({
    queryKey: payoutKeys.batches(query),
    queryFn: ({ signal }) => opsApi.call(routes.opsListTransferBatches, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const batchQueryOptions = (id: number, query: BatchQuery) =>
  queryOptions({
    queryKey: payoutKeys.batchLines(id, query),
    queryFn: ({ signal }) => opsApi.call(routes.opsGetTransferBatch, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });

/** After any change: the batch (every page of its lines), the list and the proposal are stale. */
export const refreshPayouts = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: payoutKeys.all });

export const buildBatch = (transferDate: string, idempotencyKey: string) =>
  opsApi.call(routes.opsBuildTransferBatch, { body: { transfer_date: transferDate }, idempotencyKey });
export const excludeLine = (id: number, lineId: number, reason: string) =>
  opsApi.call(routes.opsExcludeTransferLine, { params: { id, lineId }, body: { reason } });
export const restoreLine = (id: number, lineId: number) => opsApi.call(routes.opsRestoreTransferLine, { params: { id, lineId } });
export const discardBatch = (id: number) => opsApi.call(routes.opsDiscardTransferBatch, { params: { id } });
export const approveBatch = (id: number, idempotencyKey: string) =>
  opsApi.call(routes.opsApproveTransferBatch, { params: { id }, idempotencyKey });
export const markBatchSent = (id: number, sentOn: string, idempotencyKey: string) =>
  opsApi.call(routes.opsMarkTransferBatchSent, { params: { id }, body: { sent_on: sentOn }, idempotencyKey });
export const recordLineResult = (id: number, lineId: number, body: LineResultBody) =>
  opsApi.call(routes.opsRecordTransferLineResult, { params: { id, lineId }, body });
export const syncBatch = (id: number) => opsApi.call(routes.opsSyncTransferBatch, { params: { id } });
export const closeBatch = (id: number) => opsApi.call(routes.opsCloseTransferBatch, { params: { id } });

/** The frozen 総合振込 file of an approved batch (the download is audited by the server). */
export const downloadTransferFile = (batch: Pick<Batch, 'id' | 'transfer_date' | 'file'>) =>
  opsDownload(routes.opsDownloadTransferFile, { params: { id: batch.id } }, batch.file?.name ?? `zengin_${batch.id}.txt`);
