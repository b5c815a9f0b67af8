import { describe, expect, it } from 'vitest';
import type { Currency } from './currency';
import { formatMoney } from './format-money';
import type { DisplayLanguage } from './format-money';

// Intl puts various spaces and direction marks around symbols; compare on the visible characters.
const visible = (text: string) =>
  text
    .replace(/[\s\u200e\u200f\u061c\u00a0\u202f]/gu, ' ')
    .replace(/ +/g, ' ')
    .trim();

describe('formatMoney', () => {
  it.each<[DisplayLanguage, Currency, bigint, RegExp]>([
    ['en', 'USD', 125050n, /^\$1,250\.50$/],
    ['en', 'USD', -5n, /^-\$0\.05$/],
    ['fr', 'EUR', 125050n, /^1 250,50 €$/],
    ['fr', 'XAF', 1234567n, /^1 234 567 FCFA$/],
    ['en', 'XAF', 1250n, /1,250$/],
    ['ar', 'SAR', 125543n, /1,255\.43/],
    // 17 integer digits: a float would have lost the last ones.
    ['en', 'AED', 1234567890123456789n, /12,345,678,901,234,567\.89/],
  ])('%s %s %s', (language, currency, amountMinor, pattern) => {
    expect(visible(formatMoney({ money: { amountMinor, currency }, language }))).toMatch(pattern);
  });

  it('writes Arabic amounts with Latin digits', () => {
    expect(formatMoney({ money: { amountMinor: 987654n, currency: 'AED' }, language: 'ar' })).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/u);
  });
});
