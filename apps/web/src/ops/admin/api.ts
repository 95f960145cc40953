import { routes } from '@icp/contract';
import type { RouteBody, RouteResult } from '@icp/contract';
import { queryOptions } from '@tanstack/react-query';
import { opsApi } from '../lib/ops-api.ts';

export type OperatorAccount = RouteResult<'opsListOperators'>['operators'][number];
export type RoleChange = RouteResult<'opsListRoleChanges'>['role_changes'][number];
export type Promotion = RouteResult<'opsListPromotions'>['promotions'][number];
export type GatewayOperation = RouteResult<'opsListFailedGatewayOperations'>['operations'][number];
export type LedgerResult = RouteResult<'opsVerifyLedger'>;
export type RequestKeyResult = RouteResult<'opsCreateRequestKey'>;

export const adminKeys = {
  all: ['ops', 'admin'] as const,
  operators: ['ops', 'admin', 'operators'] as const,
  roleChanges: ['ops', 'admin', 'role-changes'] as const,
  closedDays: ['ops', 'admin', 'closed-days'] as const,
  promotions: ['ops', 'admin', 'promotions'] as const,
  terms: ['ops', 'admin', 'terms'] as const,
  gatewayOperations: ['ops', 'admin', 'gateway-operations'] as const,
};

export const operatorsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.operators, queryFn: ({ signal }) => opsApi.call(routes.opsListOperators, { signal }) });
export const pendingRoleChangesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.roleChanges,
    queryFn: ({ signal }) => opsApi.call(routes.opsListRoleChanges, { query: { status: 'pending' }, signal }),
  });
export const closedDaysQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.closedDays,
    queryFn: ({ signal }) => opsApi.call(routes.opsListBankClosedDays, { signal }),
  });
export const promotionsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.promotions, queryFn: ({ signal }) => opsApi.call(routes.opsListPromotions, { signal }) });
export const termsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.terms, queryFn: ({ signal }) => opsApi.call(routes.opsListTerms, { signal }) });
export const gatewayOperationsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.gatewayOperations,
    queryFn: ({ signal }) => opsApi.call(routes.opsListFailedGatewayOperations, { signal }),
  });

export const createOperator = (body: RouteBody<'opsCreateOperator'>) => opsApi.call(routes.opsCreateOperator, { body });
export const disableOperator = (id: number, reason: string) =>
  opsApi.call(routes.opsDisableOperator, { params: { id }, body: { reason } });
export const proposeRoleChange = (id: number, roles: RouteBody<'opsProposeRoleChange'>['roles']) =>
  opsApi.call(routes.opsProposeRoleChange, { params: { id }, body: { roles } });
export const approveRoleChange = (id: number) => opsApi.call(routes.opsApproveRoleChange, { params: { id } });
export const rejectRoleChange = (id: number) => opsApi.call(routes.opsRejectRoleChange, { params: { id } });
export const addClosedDay = (body: RouteBody<'opsAddBankClosedDay'>) => opsApi.call(routes.opsAddBankClosedDay, { body });
export const removeClosedDay = (date: string) => opsApi.call(routes.opsRemoveBankClosedDay, { params: { date } });
export const publishNotice = (body: RouteBody<'opsPublishNotice'>) => opsApi.call(routes.opsPublishNotice, { body });
export const createPromotion = (body: RouteBody<'opsCreatePromotion'>) => opsApi.call(routes.opsCreatePromotion, { body });
export const publishTerms = (body: RouteBody<'opsPublishTerms'>) => opsApi.call(routes.opsPublishTerms, { body });
export const createRequestKey = (body: RouteBody<'opsCreateRequestKey'>) => opsApi.call(routes.opsCreateRequestKey, { body });
export const retryGatewayOperation = (id: number) => opsApi.call(routes.opsRetryGatewayOperation, { params: { id } });
export const verifyLedger = () => opsApi.call(routes.opsVerifyLedger, {});
