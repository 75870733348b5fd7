import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as LibraryRoute } from './all-content';
import { renderSignedInRoute, stubRouteApi } from './testing/signed-in-route';

describe('/all-content', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a hotel, says so and leads to settings', async () => {
    stubRouteApi([], () => ({}));
    renderSignedInRoute(LibraryRoute, '/all-content');
    expect(await screen.findByRole('heading', { name: 'No Hotel Selected' })).toBeTruthy();
    expect(screen.getByText('Please select a hotel in the settings to manage content')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe('/settings');
  });
});
