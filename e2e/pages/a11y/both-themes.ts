import { expect, type Page } from '@playwright/test';
import { axeFindings, contrastFindings, cutBadgeFindings, focusRingFindings, rtlIconFindings, settle, type Finding } from './audit';
import { switchColorScheme, type Theme } from './color-scheme';

export type ThemedFinding = Finding & { theme: Theme };

type Checks = 'all but focus rings' | 'all' | 'focus rings';

async function auditIn(page: Page, theme: Theme, scope: string | undefined, checks: Checks): Promise<ThemedFinding[]> {
  if (theme !== 'light' || checks === 'focus rings') await switchColorScheme(page, theme);
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
  const found =
    checks === 'focus rings'
      ? []
      : [
          ...(await axeFindings(page, scope)),
          ...(await contrastFindings(page, scope)),
          ...(await cutBadgeFindings(page, scope)),
          ...(await rtlIconFindings(page, scope)),
        ];
  // The light pass's focus rings come after the dark pass's, which has pressed Tab already.
  if (checks !== 'all but focus rings') found.push(...(await focusRingFindings(page, scope, checks === 'focus rings')));
  return found.map((finding) => ({ ...finding, theme }));
}

/**
 * axe (WCAG 2.1 A/AA) and the app's own contrast, cut-badge, mirrored-icon and focus-ring checks on
 * what is on screen (or inside `scope`), shown light, in light and then in dark, and left light: the
 * page is turned in place (color-scheme.ts), so one visit serves both themes. The focus-ring check
 * focuses every control in turn, and a control that opens a list as it takes the focus can leave that
 * list open: it runs last in each theme, after axe and the other checks have seen the screen as shown.
 */
export async function auditBothThemes(page: Page, scope?: string): Promise<ThemedFinding[]> {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  return [
    ...(await auditIn(page, 'light', scope, 'all but focus rings')),
    ...(await auditIn(page, 'dark', scope, 'all')),
    ...(await auditIn(page, 'light', scope, 'focus rings')),
  ];
}
