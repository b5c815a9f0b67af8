import type { Page } from '@playwright/test';
import { LoginPage } from './login-page';

export const DEMO_ADMIN = { email: 'admin@wasit.example', password: 'wasit-demo-2026' } as const;

/** Signs in through the form, as a person would, and waits for the landing page of the app. */
export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await page.waitForURL(/\/app\/(dashboard|profile)$/);
}

/** A unique address per run, so specs never collide with earlier runs' data. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@wasit.example`;
}
