import { defineConfig } from '@playwright/test';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A trace records every step's screenshot and DOM: about a fifth of the journeys' time on 2 cores, for a
    // file that CI never shows. Rerun a failed journey with E2E_TRACE=1 to keep its trace.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      // Chromium's own background connections are refused on a closed network; keep it quiet and local.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
