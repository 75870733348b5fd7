import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NoHotelNotice } from './no-hotel-notice';

describe('NoHotelNotice', () => {
  it('says no hotel is selected in the page’s words and leads to settings', () => {
    render(
      <MemoryRouter>
        <NoHotelNotice
          title="Kein Hotel ausgewählt"
          text="Bitte wählen Sie ein Hotel"
          settingsLabel="Zu den Einstellungen"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Kein Hotel ausgewählt' })).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie ein Hotel')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu den Einstellungen' }).getAttribute('href')).toBe('/settings');
  });
});
