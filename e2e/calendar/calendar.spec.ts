import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInUserWithHotel } from '../support/onboarding';
import { createTemplate } from '../support/templates';

const pad = (value: number) => String(value).padStart(2, '0');
/** A day of a month of this year, counted from this month (local time, as the browser's calendar counts). */
function day(monthOffset: number, date: number) {
  const now = new Date();
  const value = new Date(now.getFullYear(), now.getMonth() + monthOffset, date);
  return {
    iso: `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`,
    // 'Dienstag, 10. März 2026', as the calendar names its day cells.
    label: new Intl.DateTimeFormat('de-DE', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(value),
    monthHeading: new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric' }).format(value),
  };
}

const calendar = (page: Page) => page.getByRole('region', { name: 'Kalender' });
const cell = (page: Page, label: string) =>
  calendar(page).getByRole('cell', { name: new RegExp(`^${label.replace(/\./g, '\\.')}`) });
const chips = (cellLocator: Locator) => cellLocator.getByRole('listitem');

test('templates with dates show as chips on exactly their days, in the month and the week view; unticking hides them', async ({
  page,
}) => {
  const { hotelId } = await signedInUserWithHotel(page, {
    name: 'Hotel Kalender',
    address: 'Ring 1',
    city: 'Köln',
  });
  const fair = { start: day(0, 10), end: day(0, 12) };
  const turn = { start: day(0, 27), end: day(1, 2) };
  await createTemplate(page, hotelId, { name: 'Messe', startDate: fair.start.iso, endDate: fair.end.iso });
  await createTemplate(page, hotelId, {
    name: 'Monatswechsel',
    startDate: turn.start.iso,
    endDate: turn.end.iso,
    isPublished: true,
  });
  await createTemplate(page, hotelId, { name: 'Ohne Datum' });

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);

  // Month view of this month; every template listed and ticked, each with its colour dot.
  await expect(page.getByRole('button', { name: 'Monat', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(calendar(page).getByRole('heading', { name: day(0, 1).monthHeading })).toBeVisible();
  for (const name of ['Messe', 'Monatswechsel', 'Ohne Datum']) {
    await expect(page.getByRole('checkbox', { name })).toBeChecked();
  }
  await expect(chips(cell(page, day(0, 9).label))).toHaveCount(0);
  for (const date of [10, 11, 12]) await expect(chips(cell(page, day(0, date).label))).toHaveText(['Messe']);
  await expect(chips(cell(page, day(0, 13).label))).toHaveCount(0);
  await expect(chips(cell(page, day(0, 27).label))).toHaveText(['Monatswechsel']);
  await expect(calendar(page).getByText('Ohne Datum')).toHaveCount(0);

  // Next month: the template reaches into its first two days.
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(calendar(page).getByRole('heading', { name: day(1, 1).monthHeading })).toBeVisible();
  await expect(chips(cell(page, day(1, 2).label))).toHaveText(['Monatswechsel']);
  await expect(chips(cell(page, day(1, 3).label))).toHaveCount(0);
  await page.getByRole('button', { name: 'Zurück', exact: true }).click();

  // Week view of the fair's first day, chosen in the mini calendar.
  await page
    .getByRole('region', { name: 'Monatsübersicht' })
    .getByRole('button', { name: fair.start.label })
    .click();
  await page.getByRole('button', { name: 'Woche', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Woche', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(calendar(page).getByRole('cell')).toHaveCount(7);
  await expect(chips(cell(page, fair.start.label))).toHaveText(['Messe']);

  // Unticking hides a template's chips; ticking brings them back.
  await page.getByRole('checkbox', { name: 'Messe' }).uncheck();
  await expect(chips(cell(page, fair.start.label))).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Messe' }).check();
  await expect(chips(cell(page, fair.start.label))).toHaveText(['Messe']);
});

test('a hotel without templates shows an empty calendar', async ({ page }) => {
  await signedInUserWithHotel(page, { name: 'Hotel Leer', address: 'Weg 2', city: 'Bonn' });
  await page.goto('/calendar');
  await expect(page.getByText('Keine Templates verfügbar')).toBeVisible();
  await expect(calendar(page).getByRole('listitem')).toHaveCount(0);
});
