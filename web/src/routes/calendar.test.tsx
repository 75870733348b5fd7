import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as CalendarRoute } from './calendar';
import { renderSignedInRoute, sampleHotel as hotel, stubRouteApi } from './testing/signed-in-route';

const stubApi = (hotels: unknown[], templates: unknown[] = []) => stubRouteApi(hotels, () => ({ templates }));
const renderRoute = () => renderSignedInRoute(CalendarRoute, '/calendar');

describe('/calendar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a hotel, says so and leads to settings', async () => {
    stubApi([]);
    renderRoute();
    expect(await screen.findByRole('heading', { name: 'Kein Hotel ausgewählt' })).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie ein Hotel in den Einstellungen aus')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu den Einstellungen' }).getAttribute('href')).toBe('/settings');
  });

  it("reads the active hotel's templates and shows them", async () => {
    const fetch = stubApi(
      [hotel],
      [{ id: 't1', name: 'Ostern', startDate: '2020-01-01', endDate: '2040-12-31', isPublished: true }],
    );
    renderRoute();
    expect(await screen.findByRole('checkbox', { name: 'Ostern' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/hotels/h1/calendar-templates', expect.anything());
    // Covering every day, the template shows on today's cell, marked as today.
    const todayCell = document.querySelector('td[aria-current="date"]');
    expect(todayCell?.textContent).toContain('Ostern');
  });
});
