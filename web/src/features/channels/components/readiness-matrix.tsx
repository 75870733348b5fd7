import {
  readinessChannels,
  ruleGroups,
  type ChannelReadiness,
  type ReadinessChannel,
} from '@common/channels/readiness';
import { useChannelTexts } from '@web/locales/channels';
import { countOf, StatusBadge } from './status-badge';

interface ReadinessMatrixProps {
  readiness: ChannelReadiness[];
  openChannel: ReadinessChannel | null;
  onOpen(channel: ReadinessChannel): void;
}

/**
 * Channels as columns, rule groups as rows (issue 32, point 4). A column's header opens that channel's checklist.
 * On a phone the table scrolls sideways in its own box with the group names held at the left edge, so the page
 * itself never scrolls sideways.
 */
export function ReadinessMatrix({ readiness, openChannel, onOpen }: ReadinessMatrixProps) {
  const t = useChannelTexts();
  const byChannel = new Map(readiness.map((channel) => [channel.channel, channel]));
  const channels = readinessChannels.filter((channel) => byChannel.has(channel));
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      tabIndex={0}
      aria-label={t('page.matrix.caption')}
    >
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{t('page.matrix.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th
              scope="col"
              className="sticky left-0 z-10 bg-white px-4 py-3 text-sm font-semibold text-slate-700"
            >
              {t('page.matrix.group')}
            </th>
            {channels.map((channel) => (
              <th key={channel} scope="col" className="px-2 py-2">
                <button
                  type="button"
                  aria-pressed={openChannel === channel}
                  aria-label={t('page.matrix.openChecklist', { channel: t(`channels.${channel}`) })}
                  onClick={() => onOpen(channel)}
                  className="flex min-h-11 w-full flex-col items-start gap-1 rounded-md px-2 py-1 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:bg-brand-50"
                >
                  <span className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                    {t(`channels.${channel}`)}
                  </span>
                  <StatusBadge status={byChannel.get(channel)!.status} />
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ruleGroups.map((group) => (
            <tr key={group} className="border-b border-slate-100 last:border-0">
              <th
                scope="row"
                className="sticky left-0 z-10 bg-white px-4 py-3 text-sm font-medium text-slate-900"
              >
                {t(`groups.${group}`)}
              </th>
              {channels.map((channel) => {
                const cell = byChannel.get(channel)!.groups[group];
                const rules = cell.pass + cell.warn + cell.fail;
                return (
                  <td key={channel} className="px-4 py-3">
                    {rules === 0 ? (
                      <span className="text-sm text-slate-600">{t('page.matrix.noRules')}</span>
                    ) : (
                      <StatusBadge status={cell.status} count={countOf(cell)} />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
