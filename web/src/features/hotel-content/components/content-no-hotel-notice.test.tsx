import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../testing/content-fixtures';
import { ContentNoHotelNotice } from './content-no-hotel-notice';

describe('ContentNoHotelNotice', () => {
  it('says no hotel is selected and leads to settings', () => {
    renderWithRouter(<ContentNoHotelNotice />);
    expect(screen.getByRole('heading', { name: 'Kein Hotel ausgewählt' })).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie ein Hotel in den Einstellungen aus')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu den Einstellungen' }).getAttribute('href')).toBe('/settings');
  });
});
