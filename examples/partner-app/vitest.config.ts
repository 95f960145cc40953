import { defineConfig } from 'vitest/config';

// The demo partner's own tests (`npm test -w examples/partner-app`).
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
