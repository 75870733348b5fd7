import type { FastifyInstance } from 'fastify';
import { addDaysToIsoDate } from '@common/templates/date-range';
import type { AppContext } from '../../http/context';
import { startPeriodicTask } from '../../lib/periodic-task';
import { notifyHotelMembers } from '../notifications/service';
import { findPublishedTemplatesByDate } from './repository';

type Deps = Pick<AppContext, 'db' | 'log'>;

/** How often the template dates are looked at; a notice is once per template and date, whatever the count. */
export const templateDateSweepMs = 60 * 60_000;

/**
 * Tells the members of each hotel who hear of template dates (issue 36, part 5) about its published templates that
 * go live tomorrow or ended yesterday (issue 15, point 5). Drafts are left out: only a published template is live (spec part 2, sections 5 and 6; DECISIONS.md 15).
 * Days are UTC days, as the server keeps them; a template's dates are days without a time zone.
 */
export async function noticeTemplateDates(deps: Deps, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const tomorrow = addDaysToIsoDate(today, 1);
  const yesterday = addDaysToIsoDate(today, -1);
  for (const template of await findPublishedTemplatesByDate(deps.db, 'startDate', tomorrow))
    await notifyHotelMembers(deps, {
      hotelId: template.hotelId,
      kind: 'template_starts',
      params: { templateName: template.name, date: tomorrow },
      dedupeKey: `${template.templateId}:${tomorrow}`,
    });
  for (const template of await findPublishedTemplatesByDate(deps.db, 'endDate', yesterday))
    await notifyHotelMembers(deps, {
      hotelId: template.hotelId,
      kind: 'template_ended',
      params: { templateName: template.name, date: yesterday },
      dedupeKey: `${template.templateId}:${yesterday}`,
    });
}

/** Looks at the template dates when the app starts and every hour, until it closes. */
export function startTemplateDateSweep(app: FastifyInstance, deps: Deps) {
  startPeriodicTask(app, deps.log, {
    name: 'noticing template dates',
    everyMs: templateDateSweepMs,
    runAtStart: true,
    run: (now) => noticeTemplateDates(deps, now),
  });
}
