import type { Locator, Page } from '@playwright/test';

/** The calendar beneath the date field that has the focus (web/src/app/inputs/DateField.tsx), drawn in a portal. */
export function openCalendar(page: Page): Locator {
  return page.locator('[data-dates-dropdown]').last();
}

/** The button above the calendar naming what it shows ("نوفمبر 2026"); it goes up a level, month → year → decade. */
export function calendarLevel(calendar: Locator): Locator {
  return calendar.locator('[class*="calendarHeaderLevel"]');
}

/**
 * Picks a day with the mouse as a person does: up to the decade, its year, its month, then its
 * day. The year must lie in the decade of the month the calendar opens on.
 */
export async function pickDay(page: Page, field: Locator, isoDay: string): Promise<void> {
  const [year, month, day] = isoDay.split('-').map((part) => Number.parseInt(part, 10)) as [number, number, number];
  await field.click();
  const calendar = openCalendar(page);
  await calendar.waitFor();
  await calendarLevel(calendar).click();
  await calendarLevel(calendar).click();
  await calendar
    .locator('table button')
    .filter({ hasText: new RegExp(`^${year}$`) })
    .click();
  // The year's twelve months, in order, named in the interface language.
  await calendar
    .locator('table button')
    .nth(month - 1)
    .click();
  await calendar
    .locator('table button:not([data-outside])')
    .filter({ hasText: new RegExp(`^${day}$`) })
    .click();
}
