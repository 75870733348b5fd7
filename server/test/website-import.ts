import { afterAll, beforeAll } from 'vitest';
import type { ImportRunView } from '@common/import/schemas';
import { startHotelSitesFake, type HotelSitesFake } from '@e2e/fakes/hotel-sites-fake';
import { buildUser } from './factories';
import { ImportHarness } from './property-import';
import { buildTestApp } from './test-app';

/**
 * What the website import tests share: the fixture hotel sites on 127.0.0.1 (allowed through
 * OUTBOUND_ALLOWED_HOSTS, as documented), the app without any Booking.com configuration, and a signed-in owner.
 */
export class WebsiteImportHarness extends ImportHarness {
  sites!: HotelSitesFake;

  /** The address of a fixture page, e.g. site('/seeblick/'). */
  site = (path: string) => `${this.sites.origin}${path}`;

  /** Imports as `user` (the owner unless given: a user may start 20 imports an hour). */
  importWebsite = (hotelId: string, url: string, user = this.owner): Promise<ImportRunView> =>
    this.startAndFollow(hotelId, 'import/website', url, user);
}

export function useWebsiteImportTestApp(): WebsiteImportHarness {
  const harness = new WebsiteImportHarness();
  beforeAll(async () => {
    harness.sites = await startHotelSitesFake();
    harness.testApp = await buildTestApp(harness.sites.environment);
    harness.owner = await buildUser(harness.testApp);
  });
  afterAll(async () => {
    await harness.testApp?.close();
    await harness.sites?.close();
  });
  return harness;
}
