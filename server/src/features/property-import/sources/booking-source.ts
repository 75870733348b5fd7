import type { BookingConfig } from '../../../config';
import { fetchPropertyDetails } from '../../../integrations/booking/details-client';
import { readListing, roomTypesWithInventory } from '../../../integrations/booking/listing';
import { PhotoFetcher } from '../../../integrations/booking/photo-fetcher';
import type { ImportSourceReader } from './import-source';

/**
 * The marketplace's data API (spec part 1, sections 7-9): the property's details and its photos from the
 * configured photo hosts. Its name and description replace the hotel's, as the spec says.
 */
export function bookingSource(booking: BookingConfig, url: string): ImportSourceReader {
  const fetcher = new PhotoFetcher(booking.photoHosts);
  return {
    async read(signal) {
      const listing = readListing(await fetchPropertyDetails(booking, url, signal));
      return { listing, numberOfRooms: roomTypesWithInventory(listing), found: null, keepExisting: false };
    },
    fetchPhoto: (photoUrl, signal) => fetcher.fetch(photoUrl, signal),
    photoSignal: (signal) => signal,
    close: () => fetcher.close(),
  };
}
