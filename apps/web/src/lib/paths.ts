/**
 * Every route of the app, named once. `patterns` are the router's path patterns; `paths` build
 * concrete URLs from typed arguments, so a renamed route breaks the build, not a link.
 */
export const patterns = {
  root: '/',
  signin: '/signin',
  signup: '/signup',
  signupCode: '/signup/code',
  onetimePassword: '/onetime-password',
  passwordSendEmail: '/password/sendemail',
  passwordReset: '/password/reset',
  passwordReregistration: '/password/reregistration',
  registration: '/registration',
  registrationConfirm: '/registration/confirm',
  registrationResult: '/registration/result',
  editEmailComplete: '/myaccount/edit-email-complete',
  oauthAuthorize: '/oauth/authorize',
  oauthOnetimePassword: '/oauth/onetime-password',

  toppage: '/toppage',
  notifications: '/notifications',
  notification: '/notifications/:id',
  myaccount: '/myaccount',
  editEmailAddress: '/myaccount/edit-email-address',
  editEmailAuth: '/myaccount/edit-email-auth',
  editPassword: '/myaccount/edit-password',
  company: '/myaccount/company',
  creditcards: '/myaccount/creditcards',
  security: '/myaccount/security',
  termsOfService: '/termsofservice',

  suppliers: '/suppliers',
  supplier: '/suppliers/:id',
  supplierPaymentHistory: '/suppliers/:id/payment-history',
  supplierPaymentHistoryDetail: '/suppliers/:id/payment-history/:paymentId',
  supplierCollectionHistoryDetail: '/suppliers/:id/collection-history/:paymentId',
  supplierAddCompany: '/suppliers/add/company',
  supplierAddBank: '/suppliers/add/bank',
  supplierAddConfirm: '/suppliers/add/confirm',

  paymentsDraft: '/payments/draft',
  paymentsDraftDetail: '/payments/draft/:id',
  paymentsReview: '/payments/review',
  paymentsReviewDetail: '/payments/review/:id',
  paymentsReserved: '/payments/reserved',
  paymentsReservedDetail: '/payments/reserved/:id',
  paymentsHistory: '/payments/history',
  paymentsHistoryDetail: '/payments/history/:id',
  paymentsWaiting: '/payments/waiting',
  paymentsWaitingDetail: '/payments/waiting/:id',
  paymentsWaitingCreditcard: '/payments/waiting/:id/creditcard',
  paymentsCreate: '/payments/create',
  paymentsAddInvoiceInfo: '/payments/add/invoiceinfo',
  paymentsAddConfirm: '/payments/add/confirm',
  paymentsEditInvoiceInfo: '/payments/edit/:id/invoiceinfo',
  paymentsEditConfirm: '/payments/edit/:id/confirm',
  paymentsComplete: '/payments/complete',

  oauthPaymentsSelection: '/oauth/payments/selection',
  oauthPaymentsInvoiceInfo: '/oauth/payments/:preId/add/invoiceinfo',
  oauthPaymentsConfirm: '/oauth/payments/:preId/add/confirm',
  oauthPaymentsComplete: '/oauth/payments/:preId/complete',
  /** The old form, kept as a redirect: ?pre_id=X → the new form. */
  oauthPaymentsLegacyInvoiceInfo: '/oauth/payments/add/invoiceinfo',

  error: '/error/:title/:message',
  notFound: '*',

  helpManual: '/help/manual',
  helpFaq: '/help/faq',
} as const;

export type RoutePattern = (typeof patterns)[keyof typeof patterns];

type Id = string | number;
const seg = (v: Id) => encodeURIComponent(String(v));

export type SupplierStatusFilter = 'enable' | 'disable';
export type PaymentListTab = 'draft' | 'review' | 'reserved' | 'history' | 'waiting';

export const paths = {
  root: () => patterns.root,
  signin: (redirect?: string) => (redirect ? `${patterns.signin}?${new URLSearchParams({ redirect })}` : patterns.signin),
  signup: () => patterns.signup,
  signupCode: () => patterns.signupCode,
  onetimePassword: (redirect?: string) =>
    redirect ? `${patterns.onetimePassword}?${new URLSearchParams({ redirect })}` : patterns.onetimePassword,
  passwordSendEmail: () => patterns.passwordSendEmail,
  passwordReset: (token: string) => `${patterns.passwordReset}?${new URLSearchParams({ token })}`,
  passwordReregistration: (token: string) => `${patterns.passwordReregistration}?${new URLSearchParams({ token })}`,
  registration: () => patterns.registration,
  registrationConfirm: () => patterns.registrationConfirm,
  registrationResult: () => patterns.registrationResult,
  editEmailComplete: () => patterns.editEmailComplete,
  /** The OAuth authorization's screens name oidc-provider's interaction (`uid`). */
  oauthAuthorize: (uid?: string) =>
    uid ? `${patterns.oauthAuthorize}?${new URLSearchParams({ uid })}` : patterns.oauthAuthorize,
  oauthOnetimePassword: (uid?: string) =>
    uid ? `${patterns.oauthOnetimePassword}?${new URLSearchParams({ uid })}` : patterns.oauthOnetimePassword,

  toppage: () => patterns.toppage,
  notifications: () => patterns.notifications,
  notification: (id: Id) => `/notifications/${seg(id)}`,
  myaccount: () => patterns.myaccount,
  editEmailAddress: () => patterns.editEmailAddress,
  editEmailAuth: () => patterns.editEmailAuth,
  editPassword: () => patterns.editPassword,
  company: () => patterns.company,
  creditcards: () => patterns.creditcards,
  security: () => patterns.security,
  termsOfService: (redirect?: string) =>
    redirect ? `${patterns.termsOfService}?${new URLSearchParams({ redirect })}` : patterns.termsOfService,

  suppliers: (status: SupplierStatusFilter = 'enable') => `${patterns.suppliers}?status=${status}`,
  supplier: (id: Id) => `/suppliers/${seg(id)}`,
  supplierPaymentHistory: (id: Id) => `/suppliers/${seg(id)}/payment-history`,
  supplierPaymentHistoryDetail: (id: Id, paymentId: Id) => `/suppliers/${seg(id)}/payment-history/${seg(paymentId)}`,
  supplierCollectionHistoryDetail: (id: Id, paymentId: Id) => `/suppliers/${seg(id)}/collection-history/${seg(paymentId)}`,
  supplierAddCompany: () => patterns.supplierAddCompany,
  supplierAddBank: () => patterns.supplierAddBank,
  supplierAddConfirm: () => patterns.supplierAddConfirm,

  paymentList: (tab: PaymentListTab) => `/payments/${tab}`,
  paymentDetail: (tab: PaymentListTab, id: Id) => `/payments/${tab}/${seg(id)}`,
  paymentsWaitingCreditcard: (id: Id) => `/payments/waiting/${seg(id)}/creditcard`,
  paymentsCreate: () => patterns.paymentsCreate,
  paymentsAddInvoiceInfo: () => patterns.paymentsAddInvoiceInfo,
  paymentsAddConfirm: () => patterns.paymentsAddConfirm,
  paymentsEditInvoiceInfo: (id: Id) => `/payments/edit/${seg(id)}/invoiceinfo`,
  paymentsEditConfirm: (id: Id) => `/payments/edit/${seg(id)}/confirm`,
  paymentsComplete: () => patterns.paymentsComplete,

  oauthPaymentsSelection: () => patterns.oauthPaymentsSelection,
  oauthPaymentsInvoiceInfo: (preId: Id) => `/oauth/payments/${seg(preId)}/add/invoiceinfo`,
  oauthPaymentsConfirm: (preId: Id) => `/oauth/payments/${seg(preId)}/add/confirm`,
  oauthPaymentsComplete: (preId: Id) => `/oauth/payments/${seg(preId)}/complete`,

  error: (title: string, message: string) => `/error/${seg(title)}/${seg(message)}`,

  helpManual: () => patterns.helpManual,
  helpFaq: () => patterns.helpFaq,
} as const;

/** External pages (opened in a new tab). */
export const externalLinks = {
  contact: 'https://support.example.jp/contact',
  privacyPolicy: 'https://www.example.jp/privacy',
} as const;
