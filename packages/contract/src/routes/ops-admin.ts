/* Operator console (admin): the route constants of this area (auth 'operator' unless public). */
export const opsListOperators = {
  name: 'opsListOperators',
  method: 'GET',
  path: '/ops/admin/operators',
  auth: 'operator',
  roles: ['admin'],
} as const;
export const opsCreateOperator = {
  name: 'opsCreateOperator',
  method: 'POST',
  path: '/ops/admin/operators',
  auth: 'operator',
  roles: ['admin'],
} as const;
export const opsDisableOperator = {
  name: 'opsDisableOperator',
  method: 'POST',
  path: '/ops/admin/operators/:id/disable',
  auth: 'operator',
  roles: ['admin'],
} as const;
export const opsProposeRoleChange = {
  name: 'opsProposeRoleChange',
  method: 'POST',
  path: '/ops/admin/operators/:id/role-changes',
  auth: 'operator',
  roles: ['admin'],
} as const;
export const opsListRoleChanges = {
  name: 'opsListRoleChanges',
  method: 'GET',
  path: '/ops/admin/role-changes',
  auth: 'operator',
  roles: ['admin'],
} as const;
export const opsApproveRoleChange = {
  name: 'opsApproveRoleChange',
  method: 'POST',
  path: '/ops/admin/role-changes/:id/approve',
  auth: 'operator',
  roles: ['admin'],
} as const;
export const opsRejectRoleChange = {
  name: 'opsRejectRoleChange',
  method: 'POST',
  path: '/ops/admin/role-changes/:id/reject',
  auth: 'operator',
  roles: ['admin'],
} as const;
export const opsSearchAuditLog = {
  name: 'opsSearchAuditLog',
  method: 'GET',
  path: '/ops/audit-log',
  auth: 'operator',
  roles: ['examiner', 'treasurer', 'admin'],
} as const;
export const opsListBankClosedDays = {
  name: 'opsListBankClosedDays',
  method: 'GET',
  path: '/ops/admin/closed-days',
  auth: 'operator',
  roles: ['admin'],
} as const;
export const opsAddBankClosedDay = {
  name: 'opsAddBankClosedDay',
  method: 'POST',
  path: '/ops/admin/closed-days',
  auth: 'operator',
  roles: ['admin'],
} as const;
export const opsRemoveBankClosedDay = {
  name: 'opsRemoveBankClosedDay',
  method: 'DELETE',
  path: '/ops/admin/closed-days/:date',
  auth: 'operator',
  roles: ['admin'],
} as const;
export const opsPublishNotice = {
  name: 'opsPublishNotice',
  method: 'POST',
  path: '/ops/admin/notices',
  auth: 'operator',
  roles: ['admin'],
} as const;
export const opsListPromotions = {
  name: 'opsListPromotions',
  method: 'GET',
  path: '/ops/admin/promotions',
  auth: 'operator',
  roles: ['admin'],
} as const;
export const opsCreatePromotion = {
  name: 'opsCreatePromotion',
  method: 'POST',
  path: '/ops/admin/promotions',
  auth: 'operator',
  roles: ['admin'],
} as const;
export const opsListTerms = {
  name: 'opsListTerms',
  method: 'GET',
  path: '/ops/admin/terms',
  auth: 'operator',
  roles: ['admin'],
} as const;
export const opsPublishTerms = {
  name: 'opsPublishTerms',
  method: 'POST',
  path: '/ops/admin/terms',
  auth: 'operator',
  roles: ['admin'],
} as const;
export const opsCreateRequestKey = {
  name: 'opsCreateRequestKey',
  method: 'POST',
  path: '/ops/admin/request-keys',
  auth: 'operator',
  roles: ['admin'],
} as const;
export const opsListFailedGatewayOperations = {
  name: 'opsListFailedGatewayOperations',
  method: 'GET',
  path: '/ops/admin/gateway-operations',
  auth: 'operator',
  roles: ['treasurer', 'admin'],
} as const;
export const opsRetryGatewayOperation = {
  name: 'opsRetryGatewayOperation',
  method: 'POST',
  path: '/ops/admin/gateway-operations/:id/retry',
  auth: 'operator',
  roles: ['treasurer', 'admin'],
} as const;
export const opsVerifyLedger = {
  name: 'opsVerifyLedger',
  method: 'POST',
  path: '/ops/admin/ledger/verify',
  auth: 'operator',
  roles: ['admin'],
} as const;
export const opsRunJobs = {
  name: 'opsRunJobs',
  method: 'POST',
  path: '/ops/admin/jobs/run',
  auth: 'operator',
  roles: ['admin'],
} as const;
