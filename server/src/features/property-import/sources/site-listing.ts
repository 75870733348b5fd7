import { limits } from '@common/limits';
import type { ListingFacility, PropertyListing } from '../../../integrations/booking/listing';
import { foundNote, type SiteFindings } from '../../../integrations/website/combine-site';
import type { SourceReading } from './import-source';

/**
 * What a website said, in the listing shape the import writes (issue 18). The website import adds what is
 * missing: the hotel keeps its name and description where it has them (keepExisting). Rooms have no marketplace
 * ids: their photos name them by key, and a later import finds them by name. Check-in and check-out times and
 * whether pets are allowed become policies (the import reads such titles as the hotel's policies, policy-titles.ts).
 */
export function siteReading(findings: SiteFindings): SourceReading {
  const listing: PropertyListing = {
    name: findings.name,
    description: findings.description,
    photos: findings.photos.map((photo) => ({
      url: photo.url,
      roomIds: photo.roomKey ? [photo.roomKey] : [],
      altText: photo.altText,
    })),
    rooms: findings.rooms.map((room) => ({
      bookingIds: [],
      siteKey: room.key,
      name: room.name,
      withInventory: 1,
      description: roomDescription(room.description, room.beds),
      ...(room.facts ? { facts: room.facts } : {}),
    })),
    facilities: [...findings.amenities.map((title) => ({ title, groupId: null })), ...policies(findings)],
    photosLeftOut: findings.photosLeftOut,
    hotelFacts: {
      phone: findings.telephone,
      reservationsEmail: findings.email,
      starRating: findings.starRating,
    },
  };
  return {
    listing,
    numberOfRooms: findings.numberOfRooms ?? findings.rooms.length,
    found: foundNote(findings.found),
    keepExisting: true,
  };
}

/** The room's text, with its beds when the site names them apart ('Beds: 1 King bed'). */
function roomDescription(description: string | null, beds: string | null): string | null {
  if (!beds || description?.toLowerCase().includes(beds.toLowerCase())) return description;
  const text = description ? `${description}\n\nBeds: ${beds}` : `Beds: ${beds}`;
  return text.slice(0, limits.descriptionMaxChars);
}

/**
 * Policies from the hotel's structured data, worded as policy-titles.ts reads them: 'Check-in 15:00' (its start),
 * 'Check-out until 11:00' (its end), 'Pets allowed' or 'Pets are not allowed'.
 */
function policies(findings: SiteFindings): ListingFacility[] {
  const found: ListingFacility[] = [];
  if (findings.checkinTime) {
    found.push({ title: `Check-in ${findings.checkinTime}`, groupId: null, subcategoryId: 'check-in' });
  }
  if (findings.checkoutTime) {
    found.push({
      title: `Check-out until ${findings.checkoutTime}`,
      groupId: null,
      subcategoryId: 'check-out',
    });
  }
  if (findings.petsAllowed !== null) {
    const title = findings.petsAllowed ? 'Pets allowed' : 'Pets are not allowed';
    found.push({ title, groupId: null, subcategoryId: 'pets' });
  }
  return found;
}
