import type { z } from 'zod';
import {
  corporationUpdateRequestSchema,
  emailChangeRequestSchema,
  emailChangeResponseSchema,
  noticeConfirmationResponseSchema,
  noticeSchema,
  passwordChangeRequestSchema,
  passwordConfirmationRequestSchema,
  recoveryCodesResponseSchema,
  securitySettingsSchema,
  securitySettingsUpdateSchema,
  soleProprietorUpdateRequestSchema,
  totpConfirmRequestSchema,
  totpEnrolRequestSchema,
  totpEnrolResponseSchema,
  transferPersonNameRequestSchema,
  userNameRequestSchema,
  verifyEmailAuthCodeRequestSchema,
  verifyEmailAuthCodeResponseSchema,
  sessionParamsSchema,
} from './account.ts';
import {
  certificationRequestSchema,
  login2AuthRequestSchema,
  login2AuthResendRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  passwordReregistrationRequestSchema,
  passwordResetRequestSchema,
  passwordSendEmailRequestSchema,
  refreshRequestSchema,
  resignUpRequestSchema,
  signUpRequestSchema,
  tokenResponseSchema,
  userSimpleCheckRequestSchema,
} from './auth.ts';
import {
  banksQuerySchema,
  banksResponseSchema,
  closedDaysQuerySchema,
  closedDaysResponseSchema,
  corporationsQuerySchema,
  corporationsResponseSchema,
  holderKanaRequestSchema,
  holderKanaResponseSchema,
} from './banks.ts';
import { creditCardResponseSchema, creditCardsResponseSchema, registerCreditCardRequestSchema } from './cards.ts';
import {
  cancelInvoiceRequestSchema,
  invoiceDetailQuerySchema,
  invoiceDetailResponseSchema,
  linkRequestKeyRequestSchema,
  linkRequestKeyResponseSchema,
  payRequestRequestSchema,
  receiptUrlResponseSchema,
  requestKeyParamsSchema,
  requestKeyResponseSchema,
  updateInvoiceRequestSchema,
} from './invoice-details.ts';
import {
  downloadUrlResponseSchema,
  registerUploadRequestSchema,
  registeredUploadResponseSchema,
  uploadUrlRequestSchema,
  uploadUrlResponseSchema,
  uploadTargetParamsSchema,
  downloadTargetParamsSchema,
} from './invoice-files.ts';
import {
  draftsResponseSchema,
  invoicesQuerySchema,
  invoicesResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  pagingQuerySchema,
  suppliersQuerySchema,
  suppliersResponseSchema,
} from './lists.ts';
import {
  approvalRequestSchema,
  approvalResponseSchema,
  commissionQuerySchema,
  commissionResponseSchema,
  createInvoiceRequestSchema,
  createdInvoiceResponseSchema,
  createInvoiceConflictBodySchema,
  deleteDraftsRequestSchema,
  draftResponseSchema,
  duplicateCheckRequestSchema,
  duplicateCheckResponseSchema,
  promotionRequestSchema,
  promotionResponseSchema,
  resultCodeParamsSchema,
  resultMessageResponseSchema,
  saveDraftRequestSchema,
  transferDateResponseSchema,
} from './payments.ts';
import { postalCodeParamsSchema, postalCodeResponseSchema } from './postal-codes.ts';
import {
  accountParamsSchema,
  idParamsSchema,
  supplierAccountRequestSchema,
  supplierAccountResponseSchema,
  supplierAccountsResponseSchema,
  supplierCorporationRequestSchema,
  supplierCreatedResponseSchema,
  supplierDetailSchema,
  supplierSoleProprietorRequestSchema,
} from './suppliers.ts';
import {
  businessCategoriesResponseSchema,
  corporationRegistrationSchema,
  licenseRequestSchema,
  registrationValidationRequestSchema,
  soleProprietorRegistrationSchema,
  systemTimeResponseSchema,
  termsResponseSchema,
  userInformationSchema,
  buyerRegisteredResponseSchema,
} from './users.ts';
import { noContentSchema } from './errors.ts';
import type { RouteName } from './routes.ts';

/** What a route reads and answers; error bodies ({status, message, errors?}) are common to all. */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Success statuses and their bodies; `noContentSchema` for 204. Empty: the route streams bytes. */
  responses: Partial<Record<200 | 201 | 204, z.ZodType>>;
  /** Error bodies that carry more than {status, message, errors?} (e.g. the duplicates of a 409). */
  errorBodies?: Partial<Record<400 | 409 | 422, z.ZodType>>;
}

/** The schemas of every route of `ROUTES` (the `satisfies` clause makes a missing one a type error). */
export const ROUTE_SCHEMAS = {
  signUp: { body: signUpRequestSchema, responses: { 200: messageResponseSchema } },
  resendSignUpCode: { body: resignUpRequestSchema, responses: { 200: messageResponseSchema } },
  certifySignUp: { body: certificationRequestSchema, responses: { 200: tokenResponseSchema } },
  checkPassword: { body: userSimpleCheckRequestSchema, responses: { 200: messageResponseSchema } },
  logIn: { body: loginRequestSchema, responses: { 200: loginResponseSchema } },
  verifyLoginCode: { body: login2AuthRequestSchema, responses: { 200: tokenResponseSchema } },
  resendLoginCode: { body: login2AuthResendRequestSchema, responses: { 200: messageResponseSchema } },
  refreshTokens: { body: refreshRequestSchema, responses: { 200: tokenResponseSchema } },
  logOut: { responses: { 204: noContentSchema } },
  sendPasswordResetEmail: { body: passwordSendEmailRequestSchema, responses: { 200: messageResponseSchema } },
  resetPassword: { body: passwordResetRequestSchema, responses: { 200: messageResponseSchema } },
  reregisterPassword: { body: passwordReregistrationRequestSchema, responses: { 200: messageResponseSchema } },
  getUserInformation: { responses: { 200: userInformationSchema } },
  validateRegistration: { body: registrationValidationRequestSchema, responses: { 200: messageResponseSchema } },
  registerCorporation: { body: corporationRegistrationSchema, responses: { 201: buyerRegisteredResponseSchema } },
  registerSoleProprietor: { body: soleProprietorRegistrationSchema, responses: { 201: buyerRegisteredResponseSchema } },
  acceptLicense: { body: licenseRequestSchema, responses: { 200: messageResponseSchema } },
  listBusinessCategories: { responses: { 200: businessCategoriesResponseSchema } },
  getSystemTime: { responses: { 200: systemTimeResponseSchema } },
  getTerms: { responses: { 200: termsResponseSchema } },
  listSuppliers: { query: suppliersQuerySchema, responses: { 200: suppliersResponseSchema } },
  createCorporationSupplier: { body: supplierCorporationRequestSchema, responses: { 201: supplierCreatedResponseSchema } },
  createSoleProprietorSupplier: { body: supplierSoleProprietorRequestSchema, responses: { 201: supplierCreatedResponseSchema } },
  getSupplier: { params: idParamsSchema, responses: { 200: supplierDetailSchema } },
  deleteSupplier: { params: idParamsSchema, responses: { 204: noContentSchema } },
  listSupplierAccounts: { params: idParamsSchema, responses: { 200: supplierAccountsResponseSchema } },
  createSupplierAccount: {
    params: idParamsSchema,
    body: supplierAccountRequestSchema,
    responses: { 201: supplierAccountResponseSchema },
  },
  updateSupplierAccount: {
    params: accountParamsSchema,
    body: supplierAccountRequestSchema,
    responses: { 200: supplierAccountResponseSchema },
  },
  searchBanks: { query: banksQuerySchema, responses: { 200: banksResponseSchema } },
  convertHolderKana: { body: holderKanaRequestSchema, responses: { 200: holderKanaResponseSchema } },
  listClosedDays: { query: closedDaysQuerySchema, responses: { 200: closedDaysResponseSchema } },
  searchCorporations: { query: corporationsQuerySchema, responses: { 200: corporationsResponseSchema } },
  lookUpPostalCode: { params: postalCodeParamsSchema, responses: { 200: postalCodeResponseSchema } },
  listCreditCards: { responses: { 200: creditCardsResponseSchema } },
  registerCreditCard: { body: registerCreditCardRequestSchema, responses: { 201: creditCardResponseSchema } },
  makeCreditCardDefault: { params: idParamsSchema, responses: { 200: creditCardResponseSchema } },
  deleteCreditCard: { params: idParamsSchema, responses: { 204: noContentSchema } },
  listInvoices: { query: invoicesQuerySchema, responses: { 200: invoicesResponseSchema } },
  getInvoice: { params: idParamsSchema, query: invoiceDetailQuerySchema, responses: { 200: invoiceDetailResponseSchema } },
  cancelInvoice: { params: idParamsSchema, body: cancelInvoiceRequestSchema, responses: { 200: invoiceDetailResponseSchema } },
  updateInvoice: { params: idParamsSchema, body: updateInvoiceRequestSchema, responses: { 200: invoiceDetailResponseSchema } },
  getReceiptUrl: { params: idParamsSchema, responses: { 200: receiptUrlResponseSchema } },
  getRequestKey: { params: requestKeyParamsSchema, responses: { 200: requestKeyResponseSchema } },
  linkRequestKey: { body: linkRequestKeyRequestSchema, responses: { 200: linkRequestKeyResponseSchema } },
  payRequest: { params: idParamsSchema, body: payRequestRequestSchema, responses: { 200: invoiceDetailResponseSchema } },
  createUploadUrl: { body: uploadUrlRequestSchema, responses: { 201: uploadUrlResponseSchema } },
  registerUpload: { body: registerUploadRequestSchema, responses: { 201: registeredUploadResponseSchema } },
  getDownloadUrl: { params: idParamsSchema, responses: { 200: downloadUrlResponseSchema } },
  putUploadBytes: { params: uploadTargetParamsSchema, responses: { 204: noContentSchema } },
  getDownloadBytes: { params: downloadTargetParamsSchema, responses: {} },
  getCommission: { query: commissionQuerySchema, responses: { 200: commissionResponseSchema } },
  checkPromotion: { body: promotionRequestSchema, responses: { 200: promotionResponseSchema } },
  getTransferDate: { responses: { 200: transferDateResponseSchema } },
  approveCard: { body: approvalRequestSchema, responses: { 200: approvalResponseSchema } },
  completeCardChallenge: { params: idParamsSchema, responses: { 200: approvalResponseSchema } },
  checkDuplicates: { body: duplicateCheckRequestSchema, responses: { 200: duplicateCheckResponseSchema } },
  createInvoice: {
    body: createInvoiceRequestSchema,
    responses: { 201: createdInvoiceResponseSchema },
    errorBodies: { 409: createInvoiceConflictBodySchema },
  },
  getResultMessage: { params: resultCodeParamsSchema, responses: { 200: resultMessageResponseSchema } },
  listDrafts: { query: pagingQuerySchema, responses: { 200: draftsResponseSchema } },
  createDraft: { body: saveDraftRequestSchema, responses: { 201: draftResponseSchema } },
  getDraft: { params: idParamsSchema, responses: { 200: draftResponseSchema } },
  updateDraft: { params: idParamsSchema, body: saveDraftRequestSchema, responses: { 200: draftResponseSchema } },
  deleteDrafts: { body: deleteDraftsRequestSchema, responses: { 204: noContentSchema } },
  listNotifications: { query: notificationsQuerySchema, responses: { 200: notificationsResponseSchema } },
  getNotice: { params: idParamsSchema, responses: { 200: noticeSchema } },
  confirmNotification: { params: idParamsSchema, responses: { 200: noticeConfirmationResponseSchema } },
  updateUserName: { body: userNameRequestSchema, responses: { 200: userInformationSchema } },
  startEmailChange: { body: emailChangeRequestSchema, responses: { 200: emailChangeResponseSchema } },
  verifyEmailChange: { body: verifyEmailAuthCodeRequestSchema, responses: { 200: verifyEmailAuthCodeResponseSchema } },
  changePassword: { body: passwordChangeRequestSchema, responses: { 200: messageResponseSchema } },
  updateTransferPersonName: { body: transferPersonNameRequestSchema, responses: { 200: userInformationSchema } },
  updateCorporation: { body: corporationUpdateRequestSchema, responses: { 200: userInformationSchema } },
  updateSoleProprietor: { body: soleProprietorUpdateRequestSchema, responses: { 200: userInformationSchema } },
  getSecuritySettings: { responses: { 200: securitySettingsSchema } },
  updateSecuritySettings: { body: securitySettingsUpdateSchema, responses: { 200: securitySettingsSchema } },
  startTotpEnrolment: { body: totpEnrolRequestSchema, responses: { 200: totpEnrolResponseSchema } },
  confirmTotpEnrolment: { body: totpConfirmRequestSchema, responses: { 200: recoveryCodesResponseSchema } },
  disableTotp: { body: passwordConfirmationRequestSchema, responses: { 200: securitySettingsSchema } },
  regenerateRecoveryCodes: { body: passwordConfirmationRequestSchema, responses: { 200: recoveryCodesResponseSchema } },
  revokeSession: { params: sessionParamsSchema, responses: { 200: securitySettingsSchema, 204: noContentSchema } },
  revokeOtherSessions: { responses: { 200: securitySettingsSchema } },
} as const satisfies Record<RouteName, RouteSchemas>;

type SchemasOf<N extends RouteName> = (typeof ROUTE_SCHEMAS)[N];
type Field<N extends RouteName, K extends 'params' | 'query' | 'body'> =
  SchemasOf<N> extends Record<K, infer S extends z.ZodType> ? S : undefined;

/** What a client sends (before the server's coercions and defaults). */
export type RouteParams<N extends RouteName> = Field<N, 'params'> extends z.ZodType ? z.input<Field<N, 'params'>> : undefined;
export type RouteQuery<N extends RouteName> = Field<N, 'query'> extends z.ZodType ? z.input<Field<N, 'query'>> : undefined;
export type RouteBody<N extends RouteName> = Field<N, 'body'> extends z.ZodType ? z.input<Field<N, 'body'>> : undefined;
/** What a successful call answers (any of its success statuses). */
export type RouteResult<N extends RouteName> = {
  [S in keyof SchemasOf<N>['responses']]: SchemasOf<N>['responses'][S] extends z.ZodType
    ? z.output<SchemasOf<N>['responses'][S]>
    : never;
}[keyof SchemasOf<N>['responses']];
