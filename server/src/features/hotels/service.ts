import type { Db } from '../../db/client';
import { findHotelsOfUser } from './repository';

export interface HotelView {
  id: string;
  name: string;
  website: string;
  type: 'individual' | 'chain';
  category: string;
  numberOfRooms: number | null;
  createdAt: string;
  location: { address: string; city: string; country: string; postalCode: string | null } | null;
}

/** The signed-in user's hotels, oldest first (the oldest is the default active hotel). */
export async function listHotels(db: Db, userId: string): Promise<HotelView[]> {
  const rows = await findHotelsOfUser(db, userId);
  return rows.map(({ hotel, location }) => ({
    id: hotel.id,
    name: hotel.name,
    website: hotel.website,
    type: hotel.type,
    category: hotel.category,
    numberOfRooms: hotel.numberOfRooms,
    createdAt: hotel.createdAt.toISOString(),
    location: location
      ? { address: location.address, city: location.city, country: location.country, postalCode: location.postalCode }
      : null,
  }));
}
