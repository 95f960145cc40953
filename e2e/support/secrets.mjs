// The browser tests sign tokens themselves (an expired access token) with the server's key.
export const E2E_JWT_SECRET = 'e2e-only-secret-e2e-only-secret-e2e-only-secret';
