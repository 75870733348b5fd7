import type { PropertyListing } from '../../../integrations/booking/listing';

/** What an import reads from its source, in the marketplace listing's shape that the rest of the import writes. */
export interface SourceReading {
  listing: PropertyListing;
  /** The room count that picks the plan (0 when the source does not say). */
  numberOfRooms: number;
  /** What was found where, for the result ('12 photos and 4 rooms from structured data'); null when not told. */
  found: string | null;
  /** Add only what is missing: keep the hotel's name, description and room count (write-core.ts). */
  keepExisting: boolean;
}

/**
 * Where an import reads from (the marketplace's data API, or the hotel's own website): the listing, and the
 * photos it names, each fetched through the source's own outbound rules. `photoSignal` bounds the photo
 * downloads beyond the job's own signal (the website import's 2 minutes in all); close() ends its connections.
 */
export interface ImportSourceReader {
  read(signal: AbortSignal, onProgress: (percent: number) => void): Promise<SourceReading>;
  fetchPhoto(url: string, signal: AbortSignal): Promise<Buffer>;
  photoSignal(signal: AbortSignal): AbortSignal;
  close(): void;
}
