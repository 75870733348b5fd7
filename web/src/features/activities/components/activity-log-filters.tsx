import { activityKinds } from '@common/activities/kinds';
import type { ActivityLogMemberView } from '@common/activities/schemas';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useActivityTexts } from '@web/locales/activities';
import { hasFilters, isBackwardRange, noLogFilters, type ActivityLogFilters } from '../log-filters';

const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none';

interface ActivityLogFiltersProps {
  filters: ActivityLogFilters;
  members: readonly ActivityLogMemberView[];
  onChange(filters: ActivityLogFilters): void;
}

/** The log's filters: a member, a kind and a range of days; each change applies at once. */
export function ActivityLogFilterBar({ filters, members, onChange }: ActivityLogFiltersProps) {
  const t = useActivityTexts();
  const change = (patch: Partial<ActivityLogFilters>) => onChange({ ...filters, ...patch });
  // A member chosen in the address but not (yet) listed stays choosable, so the select shows what is applied.
  const listed = members.some((member) => member.id === filters.member);
  return (
    <form
      aria-label={t('log.filtersLabel')}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-start"
    >
      <Field label={t('log.member')}>
        <select
          value={filters.member ?? ''}
          onChange={(event) => change({ member: event.target.value || null })}
          className={selectClass}
        >
          <option value="">{t('log.allMembers')}</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.current ? member.name : t('log.formerMember', { name: member.name })}
            </option>
          ))}
          {filters.member && !listed ? <option value={filters.member}>{filters.member}</option> : null}
        </select>
      </Field>
      <Field label={t('log.kind')}>
        <select
          value={filters.kind ?? ''}
          onChange={(event) =>
            change({ kind: activityKinds.find((kind) => kind === event.target.value) ?? null })
          }
          className={selectClass}
        >
          <option value="">{t('log.allKinds')}</option>
          {activityKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('log.from')}>
        <Input
          type="date"
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          onChange={(event) => change({ from: event.target.value || null })}
        />
      </Field>
      <Field label={t('log.to')} error={isBackwardRange(filters) ? t('log.backwardRange') : undefined}>
        <Input
          type="date"
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          onChange={(event) => change({ to: event.target.value || null })}
        />
      </Field>
      {hasFilters(filters) ? (
        <Button variant="ghost" className="lg:mt-7" onClick={() => onChange(noLogFilters)}>
          {t('log.clearFilters')}
        </Button>
      ) : null}
    </form>
  );
}
