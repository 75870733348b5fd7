import { z } from 'zod';
import type { ActivityKind } from './kinds';

/**
 * The hotel's recent activity, newest first (the dashboard's 'Recent Activity').
 *   GET /api/hotels/:hotelId/activities?limit=10
 */
export const activityListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export interface ActivityView {
  id: string;
  kind: ActivityKind;
  title: string;
  createdAt: string;
}
