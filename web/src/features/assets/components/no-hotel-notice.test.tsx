import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithClient } from '../testing/asset-fixtures';
import { NoHotelNotice } from './no-hotel-notice';

describe('NoHotelNotice', () => {
  it('says no hotel is selected and leads to the hotel settings', () => {
    renderWithClient(<NoHotelNotice />);
    expect(screen.getByText('No Hotel Selected')).toBeTruthy();
    expect(screen.getByText('Please select a hotel in the settings to manage content')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe('/settings/hotel');
  });
});
