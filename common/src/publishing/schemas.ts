import { z } from 'zod';
import { publishingTexts } from './texts';

/**
 * Publishing a hotel's content (issue 34, point 1): the owner's 'Publish content' switch in Settings -> Hotel.
 * Only a hotel that publishes has public content, found by its public id, never its database id:
 *   GET  /api/hotels/:hotelId/publishing             PublishingView
 *   PUT  /api/hotels/:hotelId/publishing             PublishingSwitch -> PublishingView (the first time it is
 *                                                    switched on, the hotel gets its public id)
 *   POST /api/hotels/:hotelId/publishing/public-id   PublishingView with a new public id: the old addresses stop
 *                                                    at once
 */
export const publishingSwitchSchema = z.strictObject({
  publishContent: z.boolean(publishingTexts.chooseOnOrOff),
});
export type PublishingSwitch = z.infer<typeof publishingSwitchSchema>;

export interface PublishingView {
  publishContent: boolean;
  /** Null until the hotel first publishes; kept while publishing is off. */
  publicId: string | null;
}
