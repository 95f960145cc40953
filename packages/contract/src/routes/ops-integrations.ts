/* Operator console (admin): partner apps and their webhook deliveries. */
export const opsListPartnerClients = {
  name: 'opsListPartnerClients',
  method: 'GET',
  path: '/ops/partner-clients',
  auth: 'operator',
  roles: ['admin'],
} as const;
/** Answers the client secret and webhook secret once; they are kept sealed and never shown again. */
export const opsCreatePartnerClient = {
  name: 'opsCreatePartnerClient',
  method: 'POST',
  path: '/ops/partner-clients',
  auth: 'operator',
  roles: ['admin'],
} as const;
/** Revokes the app: no new authorization, and every grant and token of it stops working. */
export const opsRevokePartnerClient = {
  name: 'opsRevokePartnerClient',
  method: 'POST',
  path: '/ops/partner-clients/:clientId/revoke',
  auth: 'operator',
  roles: ['admin'],
} as const;
export const opsListWebhookDeliveries = {
  name: 'opsListWebhookDeliveries',
  method: 'GET',
  path: '/ops/webhook-deliveries',
  auth: 'operator',
  roles: ['admin'],
} as const;
export const opsGetWebhookDelivery = {
  name: 'opsGetWebhookDelivery',
  method: 'GET',
  path: '/ops/webhook-deliveries/:id',
  auth: 'operator',
  roles: ['admin'],
} as const;
/** Sends the same event (same id, same body, fresh signature) again now. */
export const opsReplayWebhookDelivery = {
  name: 'opsReplayWebhookDelivery',
  method: 'POST',
  path: '/ops/webhook-deliveries/:id/replay',
  auth: 'operator',
  roles: ['admin'],
} as const;
