import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The browser that renders PDFs, in this order: CHROMIUM_PATH, a system Chromium, then the one
 * shipped inside the @sparticuz/chromium package (so a fresh machine needs nothing but npm ci).
 */
export async function findChromium(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.CHROMIUM_PATH) {
    if (!existsSync(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH points at ${env.CHROMIUM_PATH}, which does not exist`);
    return env.CHROMIUM_PATH;
  }
  const system = SYSTEM_CHROMIUMS.find((candidate) => existsSync(candidate));
  if (system) return system;
  const packaged = await import('@sparticuz/chromium');
  return packaged.default.executablePath();
}

/** Flags for a headless Chromium on a closed network, run as root in CI. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
