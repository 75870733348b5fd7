import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ContentPage } from './active-content';
import { Component as RoomsPage } from './active-content-rooms';
import {
  renderSignedInRoute as renderPage,
  sampleHotel as hotel,
  stubRouteApi,
} from './testing/signed-in-route';

/** Answers the hotels lookup with `hotels` and every other read with an empty list or text. */
const stubApi = (hotels: unknown[]) =>
  stubRouteApi(hotels, (path) => (path.endsWith('/rooms') ? { rooms: [] } : {}));

describe('/active-content', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a hotel, says so in German and leads to settings', async () => {
    stubApi([]);
    renderPage(ContentPage, '/active-content');
    expect(await screen.findByRole('heading', { name: 'Kein Hotel ausgewählt' })).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie ein Hotel in den Einstellungen aus')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu den Einstellungen' }).getAttribute('href')).toBe('/settings');
  });

  it("shows the active hotel's content page", async () => {
    stubApi([hotel]);
    renderPage(ContentPage, '/active-content');
    expect(await screen.findByRole('heading', { name: 'Hotel Seeblick' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'My Rooms' })).toBeTruthy();
  });
});

describe('/active-content/rooms', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a hotel, says so and leads to settings', async () => {
    stubApi([]);
    renderPage(RoomsPage, '/active-content/rooms');
    expect(await screen.findByRole('heading', { name: 'No Hotel Selected' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe('/settings');
  });

  it("shows the active hotel's rooms", async () => {
    stubApi([hotel]);
    renderPage(RoomsPage, '/active-content/rooms');
    expect(await screen.findByRole('heading', { name: 'No rooms yet' })).toBeTruthy();
  });
});
