// The browser tests sign tokens themselves (an expired access token) with the server's key.
export const E2E_JWT_SECRET = 'e2e-only-secret-e2e-only-secret-e2e-only-secret';
// The demo operators' authenticator secret for the browser-test run (the seed takes it from
// DEMO_OPERATOR_TOTP_SECRET outside production), so the tests can compute their codes.
export const E2E_OPERATOR_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
