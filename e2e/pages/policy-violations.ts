import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __policyViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy refusal on `page` from its next navigation on: the
 * `securitypolicyviolation` events of the page and of each frame it opens (a blob: frame keeps its
 * creator's policy, server/plugins/security.ts), and the console errors in which the browser says it
 * refused something. Answers a reader of what was recorded so far.
 */
export async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) consoleErrors.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    // A frame of the same origin writes into the top page's list, which the test reads.
    let target: Window = window;
    try {
      if (window.top) target = window.top;
      target.__policyViolations ??= [];
    } catch {
      target = window;
      target.__policyViolations ??= [];
    }
    const list = target.__policyViolations ?? [];
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} in ${event.documentURI}`);
    });
  });
  return async () => [...consoleErrors, ...(await page.evaluate(() => window.__policyViolations ?? []))];
}
