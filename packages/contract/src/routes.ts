/**
 * Every /api/v1 endpoint, once, each in its own module under routes/: the web client imports the
 * routes a screen calls (`import { routes } from '@icp/contract'`, then `routes.getInvoice`), and
 * since a bundler never splits a module across chunks, one module per route is what lets each
 * chunk carry only its own routes. No zod schemas and no documentation here: `route-schemas.ts`
 * pairs each name with its schemas and OpenAPI text, and the server registers every route from
 * both (apps/api/src/platform/http/serve-route.ts).
 */
export { signUp } from './routes/sign-up.ts';
export { resendSignUpCode } from './routes/resend-sign-up-code.ts';
export { certifySignUp } from './routes/certify-sign-up.ts';
export { checkPassword } from './routes/check-password.ts';
export { logIn } from './routes/log-in.ts';
export { verifyLoginCode } from './routes/verify-login-code.ts';
export { resendLoginCode } from './routes/resend-login-code.ts';
export { refreshTokens } from './routes/refresh-tokens.ts';
export { logOut } from './routes/log-out.ts';
export { sendPasswordResetEmail } from './routes/send-password-reset-email.ts';
export { resetPassword } from './routes/reset-password.ts';
export { reregisterPassword } from './routes/reregister-password.ts';
export { getUserInformation } from './routes/get-user-information.ts';
export { validateRegistration } from './routes/validate-registration.ts';
export { registerCorporation } from './routes/register-corporation.ts';
export { registerSoleProprietor } from './routes/register-sole-proprietor.ts';
export { acceptLicense } from './routes/accept-license.ts';
export { listBusinessCategories } from './routes/list-business-categories.ts';
export { getSystemTime } from './routes/get-system-time.ts';
export { getTerms } from './routes/get-terms.ts';
export { listSuppliers } from './routes/list-suppliers.ts';
export { createCorporationSupplier } from './routes/create-corporation-supplier.ts';
export { createSoleProprietorSupplier } from './routes/create-sole-proprietor-supplier.ts';
export { getSupplier } from './routes/get-supplier.ts';
export { deleteSupplier } from './routes/delete-supplier.ts';
export { listSupplierAccounts } from './routes/list-supplier-accounts.ts';
export { createSupplierAccount } from './routes/create-supplier-account.ts';
export { updateSupplierAccount } from './routes/update-supplier-account.ts';
export { searchBanks } from './routes/search-banks.ts';
export { convertHolderKana } from './routes/convert-holder-kana.ts';
export { listClosedDays } from './routes/list-closed-days.ts';
export { searchCorporations } from './routes/search-corporations.ts';
export { lookUpPostalCode } from './routes/look-up-postal-code.ts';
export { listCreditCards } from './routes/list-credit-cards.ts';
export { registerCreditCard } from './routes/register-credit-card.ts';
export { getCardTokenConfig } from './routes/get-card-token-config.ts';
export { makeCreditCardDefault } from './routes/make-credit-card-default.ts';
export { deleteCreditCard } from './routes/delete-credit-card.ts';
export { listInvoices } from './routes/list-invoices.ts';
export { getInvoice } from './routes/get-invoice.ts';
export { cancelInvoice } from './routes/cancel-invoice.ts';
export { updateInvoice } from './routes/update-invoice.ts';
export { updateInvoiceAccount } from './routes/update-invoice-account.ts';
export { getReceiptUrl } from './routes/get-receipt-url.ts';
export { exportJournal } from './routes/export-journal.ts';
export { getRequestKey } from './routes/get-request-key.ts';
export { linkRequestKey } from './routes/link-request-key.ts';
export { payRequest } from './routes/pay-request.ts';
export { createUploadUrl } from './routes/create-upload-url.ts';
export { registerUpload } from './routes/register-upload.ts';
export { getDownloadUrl } from './routes/get-download-url.ts';
export { putUploadBytes } from './routes/put-upload-bytes.ts';
export { getDownloadBytes } from './routes/get-download-bytes.ts';
export { getCommission } from './routes/get-commission.ts';
export { checkPromotion } from './routes/check-promotion.ts';
export { getTransferDate } from './routes/get-transfer-date.ts';
export { approveCard } from './routes/approve-card.ts';
export { completeCardChallenge } from './routes/complete-card-challenge.ts';
export { checkDuplicates } from './routes/check-duplicates.ts';
export { createInvoice } from './routes/create-invoice.ts';
export { getResultMessage } from './routes/get-result-message.ts';
export { listDrafts } from './routes/list-drafts.ts';
export { createDraft } from './routes/create-draft.ts';
export { getDraft } from './routes/get-draft.ts';
export { updateDraft } from './routes/update-draft.ts';
export { deleteDrafts } from './routes/delete-drafts.ts';
export { listNotifications } from './routes/list-notifications.ts';
export { getNotice } from './routes/get-notice.ts';
export { confirmNotification } from './routes/confirm-notification.ts';
export { updateUserName } from './routes/update-user-name.ts';
export { startEmailChange } from './routes/start-email-change.ts';
export { verifyEmailChange } from './routes/verify-email-change.ts';
export { changePassword } from './routes/change-password.ts';
export { updateTransferPersonName } from './routes/update-transfer-person-name.ts';
export { updateCorporation } from './routes/update-corporation.ts';
export { updateSoleProprietor } from './routes/update-sole-proprietor.ts';
export { getSecuritySettings } from './routes/get-security-settings.ts';
export { updateSecuritySettings } from './routes/update-security-settings.ts';
export { startTotpEnrolment } from './routes/start-totp-enrolment.ts';
export { confirmTotpEnrolment } from './routes/confirm-totp-enrolment.ts';
export { disableTotp } from './routes/disable-totp.ts';
export { regenerateRecoveryCodes } from './routes/regenerate-recovery-codes.ts';
export { revokeSession } from './routes/revoke-session.ts';
export { revokeOtherSessions } from './routes/revoke-other-sessions.ts';

// The operator console (/ops): one module per area; only the console's chunks import them.
export * from './routes/ops-auth.ts';
export * from './routes/ops-examination.ts';
export * from './routes/ops-payouts.ts';
export * from './routes/ops-admin.ts';

// Integrations (issue 16): the OAuth authorization's screens, the partner API and the OAuth
// payment flow, and the console's partner apps and webhook log.
export * from './routes/oauth.ts';
export * from './routes/partner.ts';
export * from './routes/ops-integrations.ts';
