import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace: pure packages and the API in Node, the web in jsdom.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one, on a 2-core machine. The API's
    // files mostly wait on the database, so two run side by side in about half the time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          // Pure functions with no state of their own: one module graph per worker, not per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/testing/global-setup.ts'],
          // API tests share one migrated template DB; each file clones it, so files can run in parallel.
          // Each file builds its own app on its own database, and none mocks a module or changes the
          // environment, so the files of a worker share one module graph: importing the server
          // once per file had cost more than running the tests.
          isolate: false,
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
