import { z } from 'zod';

/**
 * Where photos are shown, as the delete dialogs say it before they move them to the trash: templates by
 * status, the hotel gallery, rooms. Counted over the live templates and rooms (not those in the trash). The server
 * sends the numbers; the web's assets catalogue words them (web/src/features/assets/usage-text.ts).
 */
export const assetUsageSchema = z.object({
  publishedTemplates: z.number().int().min(0),
  draftTemplates: z.number().int().min(0),
  hotelGallery: z.boolean(),
  rooms: z.number().int().min(0),
});
export type AssetUsage = z.infer<typeof assetUsageSchema>;
