import { defineConfig } from '@playwright/test';
import { findChromium } from '../server/pdf/find-chromium';
import { E2E_WORKERS, serverIndex, serverPort } from './server-process';

/** The same browser as the PDFs: CHROMIUM_PATH, a system Chromium, else the one inside @sparticuz/chromium. */
export const CHROMIUM_EXECUTABLE = await findChromium();

export default defineConfig({
  testDir: './specs',
  // Playwright empties its output folder; the server log lives beside it, in test-results/.
  outputDir: '../test-results/playwright',
  // One server per worker (server-process.ts): specs running at once share nothing.
  workers: E2E_WORKERS,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    // Each worker process loads this file again with its own TEST_PARALLEL_INDEX, and so talks to its own server.
    baseURL: `http://127.0.0.1:${serverPort(serverIndex())}`,
    // A failed test keeps its trace: each action with its log, the network, the console and the
    // sources, and a screenshot of where it stopped. Not the screencast: its frames cost the browser a
    // third of the suite's CPU (the compositor drawing and encoding a picture of every change). Nor
    // the page's DOM at each action: every test paid for serializing it, to keep it only for a
    // failure. Six functional specs (22 tests, three workers, quiet CI machine): 194–221 s of wall
    // and 333–345 s of CPU with DOM snapshots, 174–175 s and 288–293 s without, 169–175 s and 278 s
    // with no trace at all.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
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
