/* Operator console (payouts, 送金): the route constants of this area (auth 'operator'). Roles are checked by the server: 送金 (treasurer) for batches; treasurer or admin for the money views. */
export const opsGetPayoutProposal = {
  name: 'opsGetPayoutProposal',
  method: 'GET',
  path: '/ops/payouts/proposal',
  auth: 'operator',
  roles: ['treasurer'],
} as const;
export const opsListTransferBatches = {
  name: 'opsListTransferBatches',
  method: 'GET',
  path: '/ops/payouts/batches',
  auth: 'operator',
  roles: ['treasurer'],
} as const;
export const opsBuildTransferBatch = {
  name: 'opsBuildTransferBatch',
  method: 'POST',
  path: '/ops/payouts/batches',
  auth: 'operator',
  roles: ['treasurer'],
  idempotent: true,
} as const;
export const opsGetTransferBatch = {
  name: 'opsGetTransferBatch',
  method: 'GET',
  path: '/ops/payouts/batches/:id',
  auth: 'operator',
  roles: ['treasurer'],
} as const;
export const opsExcludeTransferLine = {
  name: 'opsExcludeTransferLine',
  method: 'POST',
  path: '/ops/payouts/batches/:id/lines/:lineId/exclusion',
  auth: 'operator',
  roles: ['treasurer'],
} as const;
export const opsRestoreTransferLine = {
  name: 'opsRestoreTransferLine',
  method: 'DELETE',
  path: '/ops/payouts/batches/:id/lines/:lineId/exclusion',
  auth: 'operator',
  roles: ['treasurer'],
} as const;
export const opsDiscardTransferBatch = {
  name: 'opsDiscardTransferBatch',
  method: 'POST',
  path: '/ops/payouts/batches/:id/discard',
  auth: 'operator',
  roles: ['treasurer'],
} as const;
export const opsApproveTransferBatch = {
  name: 'opsApproveTransferBatch',
  method: 'POST',
  path: '/ops/payouts/batches/:id/approval',
  auth: 'operator',
  roles: ['treasurer'],
  idempotent: true,
} as const;
export const opsDownloadTransferFile = {
  name: 'opsDownloadTransferFile',
  method: 'GET',
  path: '/ops/payouts/batches/:id/file',
  auth: 'operator',
  roles: ['treasurer'],
} as const;
export const opsMarkTransferBatchSent = {
  name: 'opsMarkTransferBatchSent',
  method: 'POST',
  path: '/ops/payouts/batches/:id/sent',
  auth: 'operator',
  roles: ['treasurer'],
  idempotent: true,
} as const;
export const opsRecordTransferLineResult = {
  name: 'opsRecordTransferLineResult',
  method: 'POST',
  path: '/ops/payouts/batches/:id/lines/:lineId/result',
  auth: 'operator',
  roles: ['treasurer'],
} as const;
export const opsImportTransferResults = {
  name: 'opsImportTransferResults',
  method: 'POST',
  path: '/ops/payouts/batches/:id/results',
  auth: 'operator',
  roles: ['treasurer'],
} as const;
export const opsSyncTransferBatch = {
  name: 'opsSyncTransferBatch',
  method: 'POST',
  path: '/ops/payouts/batches/:id/bank_status',
  auth: 'operator',
  roles: ['treasurer'],
} as const;
export const opsCloseTransferBatch = {
  name: 'opsCloseTransferBatch',
  method: 'POST',
  path: '/ops/payouts/batches/:id/close',
  auth: 'operator',
  roles: ['treasurer'],
} as const;
export const opsGetBatchReconciliation = {
  name: 'opsGetBatchReconciliation',
  method: 'GET',
  path: '/ops/payouts/batches/:id/reconciliation',
  auth: 'operator',
  roles: ['treasurer', 'admin'],
} as const;
export const opsDownloadBatchReconciliationCsv = {
  name: 'opsDownloadBatchReconciliationCsv',
  method: 'GET',
  path: '/ops/payouts/batches/:id/reconciliation/csv',
  auth: 'operator',
  roles: ['treasurer', 'admin'],
} as const;
export const opsGetDailyMoney = {
  name: 'opsGetDailyMoney',
  method: 'GET',
  path: '/ops/money/daily',
  auth: 'operator',
  roles: ['treasurer', 'admin'],
} as const;
export const opsDownloadDailyMoneyCsv = {
  name: 'opsDownloadDailyMoneyCsv',
  method: 'GET',
  path: '/ops/money/daily/csv',
  auth: 'operator',
  roles: ['treasurer', 'admin'],
} as const;
export const opsListSupplierPayables = {
  name: 'opsListSupplierPayables',
  method: 'GET',
  path: '/ops/money/payables',
  auth: 'operator',
  roles: ['treasurer', 'admin'],
} as const;
export const opsDownloadSupplierPayablesCsv = {
  name: 'opsDownloadSupplierPayablesCsv',
  method: 'GET',
  path: '/ops/money/payables/csv',
  auth: 'operator',
  roles: ['treasurer', 'admin'],
} as const;
export const opsListAcquirerSettlements = {
  name: 'opsListAcquirerSettlements',
  method: 'GET',
  path: '/ops/money/acquirer_settlements',
  auth: 'operator',
  roles: ['treasurer', 'admin'],
} as const;
export const opsRecordAcquirerSettlement = {
  name: 'opsRecordAcquirerSettlement',
  method: 'POST',
  path: '/ops/money/acquirer_settlements/:id/receipt',
  auth: 'operator',
  roles: ['treasurer'],
} as const;
