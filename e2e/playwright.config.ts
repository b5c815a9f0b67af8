import { defineConfig } from '@playwright/test';
import { findChromium } from '../server/pdf/find-chromium';

/** E2E_PORT lets two checkouts run their browser suites side by side. */
export const E2E_PORT = Number.parseInt(process.env.E2E_PORT ?? '3100', 10);

/** The same browser as the PDFs: CHROMIUM_PATH, a system Chromium, else the one inside @sparticuz/chromium. */
export const CHROMIUM_EXECUTABLE = await findChromium();

export default defineConfig({
  testDir: './specs',
  // Playwright empties its output folder; the server log lives beside it, in test-results/.
  outputDir: '../test-results/playwright',
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_EXECUTABLE,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
});
