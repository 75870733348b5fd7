import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as TemplatesRoute } from './templates';
import { renderSignedInRoute, sampleHotel as hotel, stubRouteApi } from './testing/signed-in-route';

/** Answers the hotels lookup with `hotels` and the templates list with none. */
const stubApi = (hotels: unknown[]) => stubRouteApi(hotels, () => ({ templates: [] }));
const renderRoute = () => renderSignedInRoute(TemplatesRoute, '/templates');

describe('/templates', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a hotel, says so and leads to settings', async () => {
    stubApi([]);
    renderRoute();
    expect(await screen.findByRole('heading', { name: 'No Hotel Selected' })).toBeTruthy();
    expect(screen.getByText('Please select a hotel in the settings to manage its templates.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe('/settings');
  });

  it("shows the active hotel's templates", async () => {
    const fetch = stubApi([hotel]);
    renderRoute();
    expect(await screen.findByRole('heading', { name: 'No templates yet' })).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/hotels/h1/templates');
  });
});
