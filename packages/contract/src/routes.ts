import { API } from './paths.ts';

/**
 * Every /api/v1 endpoint, once, as its own constant: the web client imports the few routes a
 * screen calls (`import { routes } from '@icp/contract'`, then `routes.getInvoice`) and the
 * bundler keeps only those, so the table costs the entry chunk nothing. No zod schemas and no
 * documentation here: `route-schemas.ts` pairs each name with its schemas and OpenAPI text, and
 * the server registers every route from both (apps/api/src/platform/http/serve-route.ts).
 */
export const signUp = { name: 'signUp', method: 'POST', path: API.users, auth: 'public' } as const;
export const resendSignUpCode = { name: 'resendSignUpCode', method: 'POST', path: API.resignup, auth: 'public' } as const;
export const certifySignUp = { name: 'certifySignUp', method: 'POST', path: API.certification, auth: 'public' } as const;
export const checkPassword = { name: 'checkPassword', method: 'POST', path: API.userSimpleCheck, auth: 'public' } as const;
export const logIn = { name: 'logIn', method: 'POST', path: API.login, auth: 'public' } as const;
export const verifyLoginCode = { name: 'verifyLoginCode', method: 'POST', path: API.login2Auth, auth: 'public' } as const;
export const resendLoginCode = { name: 'resendLoginCode', method: 'POST', path: API.login2AuthResend, auth: 'public' } as const;
export const refreshTokens = { name: 'refreshTokens', method: 'POST', path: API.token, auth: 'public' } as const;
export const logOut = { name: 'logOut', method: 'POST', path: API.logout, auth: 'public' } as const;
export const sendPasswordResetEmail = {
  name: 'sendPasswordResetEmail',
  method: 'POST',
  path: API.passwordSendEmail,
  auth: 'public',
} as const;
export const resetPassword = { name: 'resetPassword', method: 'POST', path: API.passwordReset, auth: 'public' } as const;
export const reregisterPassword = {
  name: 'reregisterPassword',
  method: 'POST',
  path: API.passwordReregistration,
  auth: 'public',
} as const;
export const getUserInformation = { name: 'getUserInformation', method: 'GET', path: API.information, auth: 'buyer' } as const;
export const validateRegistration = {
  name: 'validateRegistration',
  method: 'POST',
  path: API.validation,
  auth: 'buyer',
} as const;
export const registerCorporation = { name: 'registerCorporation', method: 'POST', path: API.corporation, auth: 'buyer' } as const;
export const registerSoleProprietor = {
  name: 'registerSoleProprietor',
  method: 'POST',
  path: API.soleProprietor,
  auth: 'buyer',
} as const;
export const acceptLicense = { name: 'acceptLicense', method: 'PUT', path: API.license, auth: 'buyer' } as const;
export const listBusinessCategories = {
  name: 'listBusinessCategories',
  method: 'GET',
  path: API.businessCategories,
  auth: 'buyer',
} as const;
export const getSystemTime = { name: 'getSystemTime', method: 'GET', path: API.systemTime, auth: 'public' } as const;
export const getTerms = { name: 'getTerms', method: 'GET', path: API.terms, auth: 'public' } as const;
export const listSuppliers = { name: 'listSuppliers', method: 'GET', path: API.suppliers, auth: 'buyer' } as const;
export const createCorporationSupplier = {
  name: 'createCorporationSupplier',
  method: 'POST',
  path: API.supplierCorporation,
  auth: 'buyer',
} as const;
export const createSoleProprietorSupplier = {
  name: 'createSoleProprietorSupplier',
  method: 'POST',
  path: API.supplierSoleProprietor,
  auth: 'buyer',
} as const;
export const getSupplier = { name: 'getSupplier', method: 'GET', path: API.supplier, auth: 'buyer' } as const;
export const deleteSupplier = { name: 'deleteSupplier', method: 'DELETE', path: API.supplier, auth: 'buyer' } as const;
export const listSupplierAccounts = {
  name: 'listSupplierAccounts',
  method: 'GET',
  path: API.supplierAccounts,
  auth: 'buyer',
} as const;
export const createSupplierAccount = {
  name: 'createSupplierAccount',
  method: 'POST',
  path: API.supplierAccounts,
  auth: 'buyer',
} as const;
export const updateSupplierAccount = {
  name: 'updateSupplierAccount',
  method: 'PUT',
  path: API.supplierAccount,
  auth: 'buyer',
} as const;
export const searchBanks = { name: 'searchBanks', method: 'GET', path: API.banks, auth: 'buyer' } as const;
export const convertHolderKana = { name: 'convertHolderKana', method: 'POST', path: API.holderKana, auth: 'buyer' } as const;
export const listClosedDays = { name: 'listClosedDays', method: 'GET', path: API.closedDays, auth: 'buyer' } as const;
export const searchCorporations = { name: 'searchCorporations', method: 'GET', path: API.corporations, auth: 'buyer' } as const;
export const lookUpPostalCode = { name: 'lookUpPostalCode', method: 'GET', path: API.postalCode, auth: 'public' } as const;
export const listCreditCards = { name: 'listCreditCards', method: 'GET', path: API.creditCards, auth: 'buyer' } as const;
export const registerCreditCard = { name: 'registerCreditCard', method: 'POST', path: API.creditCards, auth: 'buyer' } as const;
export const makeCreditCardDefault = {
  name: 'makeCreditCardDefault',
  method: 'PUT',
  path: API.creditCardDefault,
  auth: 'buyer',
} as const;
export const deleteCreditCard = { name: 'deleteCreditCard', method: 'DELETE', path: API.creditCard, auth: 'buyer' } as const;
export const listInvoices = { name: 'listInvoices', method: 'GET', path: API.invoices, auth: 'buyer' } as const;
export const getInvoice = { name: 'getInvoice', method: 'GET', path: API.invoice, auth: 'buyer' } as const;
export const cancelInvoice = { name: 'cancelInvoice', method: 'PUT', path: API.invoiceCancel, auth: 'buyer' } as const;
export const updateInvoice = {
  name: 'updateInvoice',
  method: 'PUT',
  path: API.invoice,
  auth: 'buyer',
  idempotent: true,
} as const;
export const getReceiptUrl = { name: 'getReceiptUrl', method: 'GET', path: API.receiptUrl, auth: 'buyer' } as const;
export const getRequestKey = { name: 'getRequestKey', method: 'GET', path: API.requestKey, auth: 'buyer' } as const;
export const linkRequestKey = { name: 'linkRequestKey', method: 'POST', path: API.requestKeys, auth: 'buyer' } as const;
export const payRequest = {
  name: 'payRequest',
  method: 'PUT',
  path: API.invoiceRequestBuyer,
  auth: 'buyer',
  idempotent: true,
} as const;
export const createUploadUrl = { name: 'createUploadUrl', method: 'POST', path: API.uploadUrl, auth: 'buyer' } as const;
export const registerUpload = { name: 'registerUpload', method: 'POST', path: API.upload, auth: 'buyer' } as const;
export const getDownloadUrl = { name: 'getDownloadUrl', method: 'GET', path: API.downloadUrl, auth: 'buyer' } as const;
export const putUploadBytes = { name: 'putUploadBytes', method: 'PUT', path: API.uploadTarget, auth: 'signed' } as const;
export const getDownloadBytes = { name: 'getDownloadBytes', method: 'GET', path: API.downloadTarget, auth: 'signed' } as const;
export const getCommission = { name: 'getCommission', method: 'GET', path: API.commission, auth: 'buyer' } as const;
export const checkPromotion = { name: 'checkPromotion', method: 'POST', path: API.promotion, auth: 'buyer' } as const;
export const getTransferDate = { name: 'getTransferDate', method: 'GET', path: API.transferDate, auth: 'buyer' } as const;
export const approveCard = {
  name: 'approveCard',
  method: 'POST',
  path: API.creditCardApproval,
  auth: 'buyer',
  idempotent: true,
} as const;
export const completeCardChallenge = {
  name: 'completeCardChallenge',
  method: 'POST',
  path: API.creditCardApprovalChallenge,
  auth: 'buyer',
} as const;
export const checkDuplicates = { name: 'checkDuplicates', method: 'POST', path: API.duplicateCheck, auth: 'buyer' } as const;
export const createInvoice = {
  name: 'createInvoice',
  method: 'POST',
  path: API.invoices,
  auth: 'buyer',
  idempotent: true,
} as const;
export const getResultMessage = { name: 'getResultMessage', method: 'GET', path: API.resultMessage, auth: 'buyer' } as const;
export const listDrafts = { name: 'listDrafts', method: 'GET', path: API.drafts, auth: 'buyer' } as const;
export const createDraft = { name: 'createDraft', method: 'POST', path: API.drafts, auth: 'buyer' } as const;
export const getDraft = { name: 'getDraft', method: 'GET', path: API.draft, auth: 'buyer' } as const;
export const updateDraft = { name: 'updateDraft', method: 'PUT', path: API.draft, auth: 'buyer' } as const;
export const deleteDrafts = { name: 'deleteDrafts', method: 'DELETE', path: API.drafts, auth: 'buyer' } as const;
export const listNotifications = { name: 'listNotifications', method: 'GET', path: API.notifications, auth: 'buyer' } as const;
export const getNotice = { name: 'getNotice', method: 'GET', path: API.notice, auth: 'buyer' } as const;
export const confirmNotification = {
  name: 'confirmNotification',
  method: 'POST',
  path: API.notificationConfirmation,
  auth: 'buyer',
} as const;
export const updateUserName = { name: 'updateUserName', method: 'PUT', path: API.userName, auth: 'buyer' } as const;
export const startEmailChange = { name: 'startEmailChange', method: 'PUT', path: API.emailAddress, auth: 'buyer' } as const;
export const verifyEmailChange = {
  name: 'verifyEmailChange',
  method: 'POST',
  path: API.verifyEmailAuthCode,
  auth: 'buyer',
} as const;
export const changePassword = { name: 'changePassword', method: 'PUT', path: API.password, auth: 'buyer' } as const;
export const updateTransferPersonName = {
  name: 'updateTransferPersonName',
  method: 'PUT',
  path: API.transferPersonName,
  auth: 'buyer',
} as const;
export const updateCorporation = { name: 'updateCorporation', method: 'PUT', path: API.corporation, auth: 'buyer' } as const;
export const updateSoleProprietor = {
  name: 'updateSoleProprietor',
  method: 'PUT',
  path: API.soleProprietor,
  auth: 'buyer',
} as const;
export const getSecuritySettings = {
  name: 'getSecuritySettings',
  method: 'GET',
  path: API.securitySettings,
  auth: 'buyer',
} as const;
export const updateSecuritySettings = {
  name: 'updateSecuritySettings',
  method: 'PUT',
  path: API.securitySettings,
  auth: 'buyer',
} as const;
export const startTotpEnrolment = { name: 'startTotpEnrolment', method: 'POST', path: API.totp, auth: 'buyer' } as const;
export const confirmTotpEnrolment = {
  name: 'confirmTotpEnrolment',
  method: 'POST',
  path: API.totpConfirmation,
  auth: 'buyer',
} as const;
export const disableTotp = { name: 'disableTotp', method: 'POST', path: API.totpDisable, auth: 'buyer' } as const;
export const regenerateRecoveryCodes = {
  name: 'regenerateRecoveryCodes',
  method: 'POST',
  path: API.recoveryCodes,
  auth: 'buyer',
} as const;
export const revokeSession = { name: 'revokeSession', method: 'DELETE', path: API.session, auth: 'buyer' } as const;
export const revokeOtherSessions = {
  name: 'revokeOtherSessions',
  method: 'POST',
  path: API.otherSessionsRevocation,
  auth: 'buyer',
} as const;
