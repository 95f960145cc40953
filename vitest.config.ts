import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace: pure packages and the API in Node, the web in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/testing/global-setup.ts'],
          // API tests share one migrated template DB; each file clones it, so files can run in parallel.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The demo partner app (examples/partner-app): its verifier, sample invoice and routes.
          name: 'examples',
          include: ['examples/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom for all files; between-files.ts gives each file fresh modules and a clean page.
          isolate: false,
          setupFiles: ['apps/web/src/testing/between-files.ts'],
        },
      },
    ],
  },
});
