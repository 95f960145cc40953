import { routes } from '@icp/contract';
import type { RouteBody, RouteResult } from '@icp/contract';
import { queryOptions } from '@tanstack/react-query';
import { opsApi } from '../lib/ops-api.ts';

export type PartnerClient = RouteResult<'opsListPartnerClients'>['clients'][number];
export type CreatedPartnerClient = RouteResult<'opsCreatePartnerClient'>;
export type WebhookDelivery = RouteResult<'opsListWebhookDeliveries'>['deliveries'][number];
export type WebhookDeliveryDetail = RouteResult<'opsGetWebhookDelivery'>;
export type DeliveryStatus = WebhookDelivery['status'];

export const integrationKeys = {
  all: ['ops', 'integrations'] as const,
  clients: ['ops', 'integrations', 'clients'] as const,
  deliveries: (filter: { status?: DeliveryStatus | undefined; clientId?: string | undefined; beforeId?: number | undefined }) =>
    ['ops', 'integrations', 'deliveries', filter] as const,
  delivery: (id: number) => ['ops', 'integrations', 'delivery', id] as const,
};

export const partnerClientsQueryOptions = () =>
  queryOptions({
    queryKey: integrationKeys.clients,
    queryFn: ({ signal }) => opsApi.call(routes.opsListPartnerClients, { signal }),
  });

export const DELIVERIES_PAGE_SIZE = 50;

export const webhookDeliveriesQueryOptions = (filter: {
  status?: DeliveryStatus | undefined;
  clientId?: string | undefined;
  beforeId?: number | undefined;
}) =>
  queryOptions({
    queryKey: integrationKeys.deliveries(filter),
    queryFn: ({ signal }) =>
      opsApi.call(routes.opsListWebhookDeliveries, {
        query: {
          limit: DELIVERIES_PAGE_SIZE,
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.clientId ? { client_id: filter.clientId } : {}),
          ...(filter.beforeId ? { before_id: filter.beforeId } : {}),
        },
        signal,
      }),
  });

export const webhookDeliveryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: integrationKeys.delivery(id),
    queryFn: ({ signal }) => opsApi.call(routes.opsGetWebhookDelivery, { params: { id }, signal }),
  });

export const createPartnerClient = (body: RouteBody<'opsCreatePartnerClient'>) =>
  opsApi.call(routes.opsCreatePartnerClient, { body });
export const revokePartnerClient = (clientId: string) => opsApi.call(routes.opsRevokePartnerClient, { params: { clientId } });
export const replayWebhookDelivery = (id: number) => opsApi.call(routes.opsReplayWebhookDelivery, { params: { id } });
