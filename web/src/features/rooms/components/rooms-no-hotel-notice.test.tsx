import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../testing/room-fixtures';
import { RoomsNoHotelNotice } from './rooms-no-hotel-notice';

describe('RoomsNoHotelNotice', () => {
  it('says no hotel is selected and leads to settings', () => {
    renderWithRouter(<RoomsNoHotelNotice />);
    expect(screen.getByRole('heading', { name: 'No Hotel Selected' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe('/settings');
  });
});
