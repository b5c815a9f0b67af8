import { chromium, type Browser } from 'playwright-core';
import { chromiumStartProblem } from './chromium-preflight';
import { CHROMIUM_ARGS, findChromium } from './find-chromium';

export type PdfRenderer = {
  render: (html: string) => Promise<Buffer>;
  close: () => Promise<void>;
};

/** A launch failure with, first, the one line that says what is missing (a library and its package) when that is the cause. */
async function explained(executablePath: string, error: unknown): Promise<never> {
  const problem = await chromiumStartProblem(executablePath);
  throw problem ? new Error(problem, { cause: error }) : error;
}

/**
 * One warm browser for the whole process, started on first use. Pages are filled with setContent
 * only and every network request is refused, so a document can never fetch anything.
 */
export function createPdfRenderer(): PdfRenderer {
  let browser: Promise<Browser> | null = null;

  const warmBrowser = async (): Promise<Browser> => {
    if (browser) {
      const open = await browser.catch(() => null);
      if (open?.isConnected()) return open;
    }
    browser = findChromium().then((executablePath) =>
      chromium.launch({ executablePath, args: CHROMIUM_ARGS }).catch((error: unknown) => explained(executablePath, error)),
    );
    return browser;
  };

  return {
    async render(html) {
      const context = await (await warmBrowser()).newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
        await page.setContent(html, { waitUntil: 'load' });
        // The load event can come before the embedded fonts are decoded; text still waiting for its font
        // is drawn invisible, so a PDF printed then lacks it. The page's own scripts stay off: this
        // evaluation runs in Playwright's, and resolves once layout needs no more font loads.
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        // The document's own @page size decides the orientation (pdf-document.ts), A4 when it names none.
        return await page.pdf({
          format: 'A4',
          preferCSSPageSize: true,
          printBackground: true,
          margin: { top: '14mm', bottom: '14mm', left: '12mm', right: '12mm' },
        });
      } finally {
        await context.close();
      }
    },
    async close() {
      const open = browser ? await browser.catch(() => null) : null;
      browser = null;
      await open?.close();
    },
  };
}
