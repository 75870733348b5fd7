import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as OtaRoute } from './ota';
import { renderSignedInRoute, sampleHotel as hotel, stubRouteApi } from './testing/signed-in-route';

const stubApi = (hotels: unknown[]) =>
  stubRouteApi(hotels, (path) =>
    path.endsWith('/alpinebits') ? { connection: null, rooms: [], runs: [] } : { otas: [] },
  );
const renderRoute = () => renderSignedInRoute(OtaRoute, '/ota');

describe('/ota', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a hotel, says so and leads to settings', async () => {
    stubApi([]);
    renderRoute();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No Hotel Selected' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe('/settings');
  });

  it("shows the active hotel's connections", async () => {
    const fetch = stubApi([hotel]);
    renderRoute();
    expect(await screen.findByRole('heading', { name: 'No OTA channels connected yet' })).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/hotels/h1/otas');
    // AlpineBits beside the OTAs (issue 33).
    const alpineBits = await screen.findByRole('region', { name: 'AlpineBits' });
    expect(await within(alpineBits).findByRole('button', { name: 'Connect' })).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/hotels/h1/alpinebits');
  });
});
