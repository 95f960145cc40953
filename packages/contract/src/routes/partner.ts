/*
 * The partner API (auth 'partner': an OAuth access token of a connected app, for the buyer who
 * granted it) and the buyer's side of the OAuth payment flow (/oauth/payments/…).
 */

/** A partner sends an invoice for the buyer to pay: answers pre_id and the URL to send the user to. */
export const createPartnerPrePayment = {
  name: 'createPartnerPrePayment',
  method: 'POST',
  path: '/partner/pre_payments',
  auth: 'partner',
  scopes: ['payments:write'],
  idempotent: true,
} as const;
export const listPartnerPrePayments = {
  name: 'listPartnerPrePayments',
  method: 'GET',
  path: '/partner/pre_payments',
  auth: 'partner',
  scopes: ['payments:read'],
} as const;
/** A pre-payment and, once paid, its payment's status. */
export const getPartnerPrePayment = {
  name: 'getPartnerPrePayment',
  method: 'GET',
  path: '/partner/pre_payments/:preId',
  auth: 'partner',
  scopes: ['payments:read'],
} as const;
export const listPartnerSuppliers = {
  name: 'listPartnerSuppliers',
  method: 'GET',
  path: '/partner/suppliers',
  auth: 'partner',
  scopes: ['suppliers:read'],
} as const;

/* The buyer's OAuth payment flow. */
/** /oauth/payments/selection: the pending pre-payments of every connected app. */
export const listPrePayments = {
  name: 'listPrePayments',
  method: 'GET',
  path: '/oauth/pre_payments',
  auth: 'buyer',
} as const;
export const getPrePayment = {
  name: 'getPrePayment',
  method: 'GET',
  path: '/oauth/pre_payments/:preId',
  auth: 'buyer',
} as const;
/** Matches the pre-payment's supplier and account among the buyer's, or registers them; answers their ids. */
export const preparePrePayment = {
  name: 'preparePrePayment',
  method: 'POST',
  path: '/oauth/pre_payments/:preId/prepare',
  auth: 'buyer',
} as const;
