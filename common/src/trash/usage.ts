import { z } from 'zod';

/**
 * Where photos are shown, as the delete dialogs say it before they move them to the trash: templates by
 * status, the hotel gallery, rooms. Counted over the live templates and rooms (not those in the trash).
 */
export const assetUsageSchema = z.object({
  publishedTemplates: z.number().int().min(0),
  draftTemplates: z.number().int().min(0),
  hotelGallery: z.boolean(),
  rooms: z.number().int().min(0),
});
export type AssetUsage = z.infer<typeof assetUsageSchema>;

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'a, b and c' */
function listed(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** 'Used in 1 published template and the hotel gallery', or 'Not used in any gallery, room or template'. */
export function describeAssetUsage(usage: AssetUsage): string {
  const parts = [
    usage.publishedTemplates > 0
      ? counted(usage.publishedTemplates, 'published template', 'published templates')
      : '',
    usage.draftTemplates > 0 ? counted(usage.draftTemplates, 'draft template', 'draft templates') : '',
    usage.hotelGallery ? 'the hotel gallery' : '',
    usage.rooms > 0 ? counted(usage.rooms, 'room', 'rooms') : '',
  ].filter(Boolean);
  return parts.length === 0 ? 'Not used in any gallery, room or template' : `Used in ${listed(parts)}`;
}
