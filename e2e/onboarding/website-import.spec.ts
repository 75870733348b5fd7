import { test as base, expect } from '@playwright/test';
import { startHotelSitesFake, type HotelSitesFake } from '../fakes/hotel-sites-fake';
import { seeblickFacts } from '../fakes/hotel-sites/seeblick';
import { startAppServer, type RunningApp } from '../support/app-server';
import { onboardToImportStep } from '../support/onboarding';

/**
 * The website import (issue 18) on a server with no Booking.com key: onboarding offers the hotel's own website
 * as entered on the hotel step, imports the JSON-LD fixture site from 127.0.0.1 (allowed through
 * OUTBOUND_ALLOWED_HOSTS, as documented), the rooms panel lists its rooms, and the library shows its photos
 * served from our own host. This journey runs its own app server: the shared one has the Booking.com fake.
 */
const test = base.extend<{ sites: HotelSitesFake }, { siteApp: { sites: HotelSitesFake; app: RunningApp } }>({
  siteApp: [
    // Playwright reads which fixtures a fixture needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const sites = await startHotelSitesFake();
      const app = await startAppServer({ ...sites.environment, LOG_LEVEL: 'error' });
      await use({ sites, app });
      await app.stop();
      await sites.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ siteApp }, use) => use(siteApp.app.url),
  sites: async ({ siteApp }, use) => {
    // The shared helpers (sign-up's Origin header) read the app's address from here; restored afterwards.
    const shared = process.env.E2E_BASE_URL;
    process.env.E2E_BASE_URL = siteApp.app.url;
    await use(siteApp.sites);
    process.env.E2E_BASE_URL = shared;
  },
});

const progressItems = ['Hotel Information', 'Images & Assets', 'Room Data', 'Features & Amenities'];

test('onboarding without a Booking.com key imports the hotel’s own website: rooms, photos, what was found', async ({
  page,
  sites,
}) => {
  test.setTimeout(150_000);
  const website = `${sites.origin}/seeblick/`;
  await onboardToImportStep(page, {
    type: 'individual',
    name: 'Hotel Seeblick',
    website,
    locations: [{ address: 'Seestraße 12', city: 'Tegernsee', country: 'Germany' }],
  });
  await expect(page.getByText(/from your own website/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Booking.com property URL' })).toHaveCount(0);
  const field = page.getByRole('textbox', { name: 'Your website' });
  await expect(field).toHaveValue(website);

  // An address that is not a website is told at the field; the one from onboarding is still there to go back to.
  await field.fill('ftp://seeblick.example/');
  await page.getByRole('button', { name: 'Import from your website' }).click();
  await expect(page.getByText(/This address is not a public website/)).toBeVisible();
  await field.fill(website);

  await page.getByRole('button', { name: 'Import from your website' }).click();
  const progress = page.getByRole('list', { name: 'Import progress' });
  await expect(progress.getByRole('listitem')).toHaveText(
    progressItems.map((label) => new RegExp(`^${label}Done`)),
    { timeout: 90_000 },
  );
  await expect(page.getByText('Imported Hotel Seeblick')).toBeVisible();
  await expect(page.getByText(seeblickFacts.found)).toBeVisible();
  await expect(page.getByText('20 photos imported')).toBeVisible();

  // The rooms panel lists the site's rooms, types guessed from their German names.
  const rooms = page.getByRole('region', { name: 'Your rooms' }).getByRole('listitem');
  await expect
    .poll(async () => (await rooms.allTextContents()).sort())
    .toEqual(
      [
        'Doppelzimmer SeeblickDouble',
        'Einzelzimmer BergblickSingle',
        'FamiliensuiteSuite',
        'Junior SuiteSuite',
      ].sort(),
    );

  // The site says 24 rooms: the plan step starts from that.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('textbox', { name: 'Number of rooms' })).toHaveValue(
    String(seeblickFacts.numberOfRooms),
  );
  await page.getByRole('button', { name: 'Subscribe later' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The library shows the photos, served from our own host (not the hotel's site), and they load.
  await page.goto('/all-content');
  await expect(page.getByRole('article')).toHaveCount(20);
  const sources = await page.locator('article img').evaluateAll((images) =>
    images.map((image) => ({
      src: (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src,
    })),
  );
  expect(sources.length).toBeGreaterThan(0);
  const appOrigin = new URL(page.url()).origin;
  for (const { src } of sources) {
    expect(new URL(src).origin).toBe(appOrigin);
    expect(src).not.toContain(sites.host);
  }
  await expect
    .poll(() =>
      page
        .locator('article img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
});
