import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env['E2E_PORT'] ?? 3100);

/**
 * Journeys in Debian's Chromium (`npx playwright install` cannot work here) against the built
 * app started as `npm start` would, on a fresh embedded database in a temporary directory.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    // Recording a trace films every action (a screencast), which made each journey a third
    // slower on this 2-core machine; CI records on the retry of a failed journey instead.
    trace: process.env['CI'] ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `node support/start-server.mjs`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT) },
    stdout: 'pipe',
  },
});
