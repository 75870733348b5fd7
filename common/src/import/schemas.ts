import { z } from 'zod';
import { checkPropertyUrl } from './property-url';
import { checkWebsiteUrl } from './website-url';

/**
 * The property import (spec part 1, sections 2-5 and 7-9; DECISIONS.md point 14). Routes:
 *   POST /api/hotels/:hotelId/import            { url }  -> 202 { import: ImportRunView }  (starts it)
 *   GET  /api/hotels/:hotelId/import                     -> { import: ImportRunView | null } (the latest)
 *   GET  /api/hotels/:hotelId/import/:importId           -> { import: ImportRunView }
 *   POST /api/hotels/:hotelId/import/website    { url }  -> 202 { import: ImportRunView }  (from the hotel's site)
 * The import runs on the server after the start answers; the client polls the run for its progress.
 * Whether the server can import from the marketplace is `propertyImport` in GET /api/config; the website import
 * needs nothing configured and is always there.
 */

/** Where an import reads from: the marketplace's data API, or the hotel's own website (issue 18). */
export const importSources = ['booking', 'website'] as const;
export type ImportSource = (typeof importSources)[number];

/** The four progress items, in the order they run (spec part 1, section 2 "Import step"). */
export const importItemKeys = ['hotel', 'images', 'rooms', 'features'] as const;
export type ImportItemKey = (typeof importItemKeys)[number];

export const importItemLabels: Record<ImportItemKey, string> = {
  hotel: 'Hotel Information',
  images: 'Images & Assets',
  rooms: 'Room Data',
  features: 'Features & Amenities',
};

/** 'skipped': a part that had not started when the import failed; it is never left reading 'pending'. */
export const importItemStatuses = ['pending', 'importing', 'success', 'error', 'skipped'] as const;
export type ImportItemStatus = (typeof importItemStatuses)[number];

export interface ImportItemView {
  key: ImportItemKey;
  status: ImportItemStatus;
  /** 0-100; real progress (photos done so far for images). */
  percent: number;
  /** 'Import failed' on an item that failed; a short note otherwise ('18 of 20 photos'), or null. */
  message: string | null;
}

export type ImportRunStatus = 'running' | 'succeeded' | 'failed';

/** What a finished import brought in. */
export interface ImportResultView {
  hotelName: string;
  /** The room types with inventory (spec section 9: the sum of b_has_room_inventory); picks the plan. */
  numberOfRooms: number;
  description: boolean;
  photos: { imported: number; alreadyThere: number; skipped: number };
  rooms: { added: number; alreadyThere: number };
  features: { matched: number; added: number };
  /** The default template made by this import, or null (one existed already, or making it failed). */
  defaultTemplateId: string | null;
  /** What a website import found where ('12 photos and 4 rooms from structured data, 6 photos from the page'). */
  found: string | null;
}

export interface ImportRunView {
  id: string;
  hotelId: string;
  source: ImportSource;
  url: string;
  status: ImportRunStatus;
  items: ImportItemView[];
  /** The user-facing reason of a failed import (section 8's texts). */
  error: string | null;
  result: ImportResultView | null;
  startedAt: string;
  finishedAt: string | null;
}

export interface ImportRunResponse {
  import: ImportRunView;
}

export interface LatestImportResponse {
  import: ImportRunView | null;
}

/** POST body: the property's address, checked and normalized (property-url.ts). */
export const importStartSchema = z.object({
  url: z.unknown().transform((value, context) => {
    const check = checkPropertyUrl(value);
    if (check.ok) return check.url;
    context.addIssue({ code: 'custom', message: check.message });
    return z.NEVER;
  }),
});
export type ImportStartInput = { url: string };

/** POST body of the website import: the site's address, checked and normalized (website-url.ts). */
export const websiteImportStartSchema = z.object({
  url: z.unknown().transform((value, context) => {
    const check = checkWebsiteUrl(value);
    if (check.ok) return check.url;
    context.addIssue({ code: 'custom', message: check.message });
    return z.NEVER;
  }),
});
