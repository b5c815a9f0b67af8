import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { DEMO_ADMIN } from '../db/demo/demo-data';
import { buildWebIfNeeded } from '../server/cli/build-web';
import { chromiumStartProblem } from '../server/pdf/chromium-preflight';
import { findChromium } from '../server/pdf/find-chromium';
import { ROOT, startServer } from '../server/test/server-process';

// The JavaScript a first visit downloads, as Chromium receives it (encoded bytes of the bodies, that
// is compressed as sent): the production server on a fresh embedded database with the demo data,
// a browser context with an empty cache for each page, and every script the page fetches until the
// network is quiet (lazy screens and the language's translations included).
const GOALS: ReadonlyArray<{ path: string; goalBytes: number; signedIn: boolean; ready: (page: Page) => Promise<void> }> = [
  { path: '/', goalBytes: 200_000, signedIn: false, ready: (page) => page.getByTestId('landing-cta').waitFor() },
  { path: '/login', goalBytes: 200_000, signedIn: false, ready: (page) => page.locator('form button[type="submit"]').waitFor() },
  { path: '/app/dashboard', goalBytes: 350_000, signedIn: true, ready: (page) => page.getByTestId('latest-operations').waitFor() },
];

type Transfer = { url: string; type: string; bytes: number; encoding: string };

async function signIn(context: BrowserContext, base: string): Promise<void> {
  const answer = await context.request.post(`${base}/api/auth/sign-in`, {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    headers: { origin: base },
  });
  if (!answer.ok()) throw new Error(`signing in as ${DEMO_ADMIN.email} answered ${answer.status()}: ${await answer.text()}`);
}

async function firstVisit(context: BrowserContext, url: string, ready: (page: Page) => Promise<void>): Promise<Transfer[]> {
  const page = await context.newPage();
  const transfers: Transfer[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        transfers.push({
          url: request.url(),
          type: request.resourceType(),
          bytes: sizes.responseBodySize,
          encoding: response?.headers()['content-encoding'] ?? 'none',
        });
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();
  return transfers;
}

const bytes = (count: number) => `${count.toLocaleString('en-US')} B`;

async function main(): Promise<void> {
  const problem = await chromiumStartProblem(await findChromium());
  if (problem) throw new Error(problem);
  buildWebIfNeeded(ROOT);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wasit-bench-web-'));
  const port = process.env.BENCH_PORT ? Number.parseInt(process.env.BENCH_PORT, 10) : undefined;
  // Loading the demo data takes a while on a busy machine.
  const server = await startServer({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, port, startLimitMs: 600_000 });
  const browser = await chromium.launch({ executablePath: await findChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    console.log('web delivery: JavaScript on the wire on a cold first visit, measured in Chromium (encoded body bytes)');
    for (const goal of GOALS) {
      const context = await browser.newContext();
      if (goal.signedIn) await signIn(context, server.url);
      const transfers = await firstVisit(context, `${server.url}${goal.path}`, goal.ready);
      await context.close();
      const scripts = transfers.filter((transfer) => transfer.type === 'script');
      const scriptBytes = scripts.reduce((sum, transfer) => sum + transfer.bytes, 0);
      const allBytes = transfers.reduce((sum, transfer) => sum + transfer.bytes, 0);
      const plain = scripts.filter((transfer) => transfer.encoding !== 'br').length;
      const who = goal.signedIn ? ` after signing in as ${DEMO_ADMIN.email}` : '';
      console.log(
        `  ${goal.path}${who}: ${bytes(scriptBytes)} of JavaScript in ${scripts.length} files (goal ≤ ${bytes(goal.goalBytes)}; ratio ${(scriptBytes / goal.goalBytes).toFixed(2)}), ` +
          `${plain === 0 ? 'all brotli' : `${plain} not brotli (too small to gain)`}; ${bytes(allBytes)} in all in ${transfers.length} requests`,
      );
      // BENCH_VERBOSE=1 names each script, largest first: what to split when a page is over its goal.
      if (process.env.BENCH_VERBOSE)
        for (const script of [...scripts].sort((a, b) => b.bytes - a.bytes))
          console.log(`    ${bytes(script.bytes).padStart(10)}  ${new URL(script.url).pathname}`);
    }
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
