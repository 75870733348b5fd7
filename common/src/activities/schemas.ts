import { z } from 'zod';
import type { ActivityChange } from './changes';
import { activityKinds, type ActivityKind } from './kinds';
import { activityLogTexts } from './log-texts';
import { parseLogInstant } from './log-dates';

/**
 * The hotel's recent activity, newest first (the dashboard's 'Recent Activity').
 *   GET /api/hotels/:hotelId/activities?limit=10
 */
export const activityListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** Who did it: a member (their name as it was then), or null for the system's own work. */
export interface ActivityActorView {
  /** Null once their account is deleted: the log still names them. */
  id: string | null;
  name: string;
}

export interface ActivityView {
  id: string;
  kind: ActivityKind;
  title: string;
  actor: ActivityActorView | null;
  createdAt: string;
}

/** At most this many entries in one page of the log. */
export const activityLogMaxLimit = 100;

const dateFilter = z
  .string({ error: activityLogTexts.invalidDate })
  .max(40, activityLogTexts.invalidDate)
  .transform((value, context) => {
    const instant = parseLogInstant(value);
    if (!instant) context.addIssue({ code: 'custom', message: activityLogTexts.invalidDate });
    return instant ?? z.NEVER;
  });

/**
 * The activity log's filters (issue 36, part 4), the same for a page and for the CSV export:
 *   GET /api/hotels/:hotelId/activity-log?actor=&kind=&from=&to=&cursor=&limit=50
 *   GET /api/hotels/:hotelId/activity-log.csv?actor=&kind=&from=&to=
 * `from` is the first moment shown, `to` the end of the range: a date (YYYY-MM-DD, a day in UTC) includes its
 * whole day, a time with its zone (what the web app sends for a day in the viewer's zone) is where the range
 * stops. `cursor` is the nextCursor of the page before.
 */
export const activityLogFilterSchema = z
  .object({
    actor: z
      .string({ error: activityLogTexts.unknownMember })
      .regex(/^[A-Za-z0-9_-]{1,100}$/, activityLogTexts.unknownMember)
      .optional(),
    kind: z
      .string({ error: activityLogTexts.unknownKind })
      .refine((kind) => (activityKinds as readonly string[]).includes(kind), activityLogTexts.unknownKind)
      .transform((kind) => kind as ActivityKind)
      .optional(),
    from: dateFilter.optional(),
    to: dateFilter.optional(),
  })
  // A range from a day to the day before is refused; from a day to the same day is that day.
  .refine((filter) => !filter.from || !filter.to || filter.from.start <= filter.to.start, {
    message: activityLogTexts.fromAfterTo,
    path: ['from'],
  })
  .transform(({ from, to, ...rest }): ActivityLogFilter => ({ ...rest, from: from?.start, to: to?.end }));

/** The filters as the server applies them: the range as the moment it starts and the moment it ends before. */
export interface ActivityLogFilter {
  actor?: string | undefined;
  kind?: ActivityKind | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export const activityLogQuerySchema = z
  .object({
    cursor: z
      .string({ error: activityLogTexts.invalidCursor })
      .regex(/^[A-Za-z0-9_-]{1,200}$/, activityLogTexts.invalidCursor)
      .optional(),
    limit: z.coerce
      .number({ error: activityLogTexts.invalidLimit(activityLogMaxLimit) })
      .int(activityLogTexts.invalidLimit(activityLogMaxLimit))
      .min(1, activityLogTexts.invalidLimit(activityLogMaxLimit))
      .max(activityLogMaxLimit, activityLogTexts.invalidLimit(activityLogMaxLimit))
      .default(50),
  })
  .and(activityLogFilterSchema);

/** One entry of the log, with what changed for an edit. */
export interface ActivityLogEntryView extends ActivityView {
  changes: ActivityChange[];
}

export interface ActivityLogPage {
  entries: ActivityLogEntryView[];
  /** The next page's cursor; null on the last page. */
  nextCursor: string | null;
}

/** The people the log can be filtered by: the hotel's members and those who acted but have left. */
export interface ActivityLogMemberView {
  id: string;
  name: string;
  /** False for someone who acted but is no longer a member. */
  current: boolean;
}

export interface ActivityLogMembersView {
  members: ActivityLogMemberView[];
}
