import { routes } from '@icp/contract';
import type { RouteResult } from '@icp/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsApi } from '../lib/ops-api.ts';
import { opsDownload } from '../payouts/download.ts';

export type DailyMoney = RouteResult<'opsGetDailyMoney'>;
export type Payables = RouteResult<'opsListSupplierPayables'>;
export type Reconciliation = RouteResult<'opsGetBatchReconciliation'>;

export const moneyKeys = {
  daily: (from: string, to: string) => ['ops', 'money', 'daily', from, to] as const,
  payables: (page: number, perPage: number) => ['ops', 'money', 'payables', page, perPage] as const,
  reconciliation: (batchId: number) => ['ops', 'payouts', 'reconciliation', batchId] as const,
};

export const dailyMoneyQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: moneyKeys.daily(from, to),
    queryFn: ({ signal }) => opsApi.call(routes.opsGetDailyMoney, { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });

export const payablesQueryOptions = (page: number, perPage: number) =>
  queryOptions({
    queryKey: moneyKeys.payables(page, perPage),
    queryFn: ({ signal }) => opsApi.call(routes.opsListSupplierPayables, { query: { page, per_page: perPage }, signal }),
    placeholderData: keepPreviousData,
  });

export const reconciliationQueryOptions = (batchId: number) =>
  queryOptions({
    queryKey: moneyKeys.reconciliation(batchId),
    queryFn: ({ signal }) => opsApi.call(routes.opsGetBatchReconciliation, { params: { id: batchId }, signal }),
  });

export const downloadDailyCsv = (from: string, to: string) =>
  opsDownload(routes.opsDownloadDailyMoneyCsv, { query: { from, to } }, `daily_${from}_${to}.csv`);
export const downloadPayablesCsv = () => opsDownload(routes.opsDownloadSupplierPayablesCsv, {}, 'supplier_payables.csv');
export const downloadReconciliationCsv = (batchId: number) =>
  opsDownload(routes.opsDownloadBatchReconciliationCsv, { params: { id: batchId } }, `batch_${batchId}_reconciliation.csv`);

// ---------------------------------------------------------------- the card acquirer's settlement

export type AcquirerSettlements = RouteResult<'opsListAcquirerSettlements'>;
export type AcquirerSettlementPeriod = AcquirerSettlements['periods'][number];
export type AcquirerSettlementStatusFilter = 'expected' | 'received' | undefined;

export const acquirerSettlementKeys = {
  all: ['ops', 'money', 'acquirer_settlements'] as const,
  list: (status: AcquirerSettlementStatusFilter, page: number, perPage: number) =>
    ['ops', 'money', 'acquirer_settlements', status ?? 'all', page, perPage] as const,
};

export const acquirerSettlementsQueryOptions = (status: AcquirerSettlementStatusFilter, page: number, perPage: number) =>
  queryOptions({
    queryKey: acquirerSettlementKeys.list(status, page, perPage),
    queryFn: ({ signal }) =>
      opsApi.call(routes.opsListAcquirerSettlements, {
        query: { ...(status ? { status } : {}), page, per_page: perPage },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** 入金を記録: what the acquirer paid for a period, and when (a reason when it is not the expected net). */
export const recordAcquirerSettlement = (
  periodId: number,
  body: { received_amount: number; received_on: string; reason?: string },
) => opsApi.call(routes.opsRecordAcquirerSettlement, { params: { id: periodId }, body });
