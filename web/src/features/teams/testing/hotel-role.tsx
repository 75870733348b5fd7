import type { ReactElement } from 'react';
import type { HotelView } from '@common/hotels/hotel';
import type { MemberRole } from '@common/teams/roles';
import { FixedActiveHotelProvider } from '@web/features/hotels/active-hotel';

/** The active hotel of a feature's tests, as GET /api/hotels answers it, with the signed-in user's `role`. */
export function activeHotelView(role: MemberRole, overrides: Partial<HotelView> = {}): HotelView {
  return {
    id: 'h1',
    role,
    name: 'Hotel Seeblick',
    website: '',
    type: 'individual',
    category: 'business',
    numberOfRooms: null,
    chainName: null,
    phone: null,
    reservationsEmail: null,
    starRating: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    location: null,
    ...overrides,
  };
}

/**
 * `ui` inside the active hotel, as the app shell gives it, for a user with `role` (issue 36): the hotel is given,
 * so a feature's fake server needs no GET /api/hotels.
 */
export function withHotelRole(role: MemberRole, ui: ReactElement, hotel: Partial<HotelView> = {}) {
  return <FixedActiveHotelProvider hotels={[activeHotelView(role, hotel)]}>{ui}</FixedActiveHotelProvider>;
}
