/** Every /api/v1 path this contract defines, so the web client and the API name them once. */
export const API = {
  users: '/users',
  resignup: '/users/resignup',
  certification: '/users/certification',
  validation: '/users/validation',
  userSimpleCheck: '/user_simple_check',
  passwordSendEmail: '/users/password/sendemail',
  passwordReset: '/users/password/reset',
  passwordReregistration: '/users/password/reregistration',
  login: '/login',
  login2Auth: '/login_2auth',
  login2AuthResend: '/login_2auth/resend',
  token: '/users/token',
  logout: '/logout',
  corporation: '/users/corporation',
  soleProprietor: '/users/sole_proprietor',
  license: '/users/license',
  information: '/users/information',
  notifications: '/users/notifications',
  businessCategories: '/business_categories',
  systemTime: '/system/time',
  terms: '/terms',
  suppliers: '/suppliers',
  invoices: '/invoices',
  drafts: '/drafts',
} as const;

export const API_PREFIX = '/api/v1';
