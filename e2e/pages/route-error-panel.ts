import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ROOT } from '../server-process';
import type { Language } from './language';

type RouteErrorWords = Record<'pageTitle' | 'unexpectedTitle' | 'offline' | 'replaced' | 'pageText' | 'unexpectedText' | 'retry' | 'reloadNewVersion', string>;

/** The boundary's words in each language, read from the app's own locale files. */
export function routeErrorWords(language: Language): RouteErrorWords {
  const file = path.join(ROOT, 'web', 'locales', `${language}.route-error.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { routeError: RouteErrorWords }).routeError;
}

/** The message a route's error boundary shows in place of a screen that failed. */
export class RouteErrorPanel {
  readonly alert: Locator;
  readonly retry: Locator;
  /** Offered instead of Retry when the server no longer has the screen's file. */
  readonly reloadNewVersion: Locator;
  readonly words: RouteErrorWords;

  constructor(
    readonly page: Page,
    language: Language,
  ) {
    this.words = routeErrorWords(language);
    this.alert = page.getByRole('alert').filter({ has: page.getByRole('heading') });
    this.retry = this.alert.getByRole('button', { name: this.words.retry });
    this.reloadNewVersion = this.alert.getByRole('button', { name: this.words.reloadNewVersion });
  }

  heading(key: 'pageTitle' | 'unexpectedTitle'): Locator {
    return this.alert.getByRole('heading', { name: this.words[key] });
  }

  /** React Router's own error screen, which a user must never see. */
  developerScreen(): Locator {
    return this.page.getByText(/Unexpected Application Error|Hey developer/);
  }
}
