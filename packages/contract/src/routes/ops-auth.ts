/* Operator console (auth): the route constants of this area (auth 'operator' unless public). */
export const opsLogIn = { name: 'opsLogIn', method: 'POST', path: '/ops/auth/login', auth: 'public' } as const;
export const opsVerifyTotp = { name: 'opsVerifyTotp', method: 'POST', path: '/ops/auth/totp', auth: 'public' } as const;
export const opsLogOut = {
  name: 'opsLogOut',
  method: 'POST',
  path: '/ops/auth/logout',
  auth: 'operator',
  roles: ['examiner', 'treasurer', 'admin'],
} as const;
export const opsGetMe = {
  name: 'opsGetMe',
  method: 'GET',
  path: '/ops/auth/me',
  auth: 'operator',
  roles: ['examiner', 'treasurer', 'admin'],
} as const;
