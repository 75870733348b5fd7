import { AlertTriangle, ArrowRight, CheckCircle2, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { ContentScoreChannel } from '@common/dashboard/schemas';
import type { RuleStatus } from '@common/channels/readiness';
import { useDashboardTexts } from '@web/locales/dashboard';

const icons: Record<RuleStatus, { icon: typeof CheckCircle2; className: string }> = {
  pass: { icon: CheckCircle2, className: 'text-green-800' },
  warn: { icon: AlertTriangle, className: 'text-amber-900' },
  fail: { icon: XCircle, className: 'text-red-800' },
};

/**
 * The content score card's line per channel ('Booking.com: 3 to fix') and its link to /channels (issue 32), the link shown while the score loads or fails too. The
 * channels' names are the dashboard catalogue's own, so the dashboard does not load the channels catalogue
 * with every rule's words.
 */
export function ChannelSummary({ channels }: { channels: ContentScoreChannel[] }) {
  const t = useDashboardTexts();
  return (
    <div className="space-y-2 border-t border-slate-100 pt-4">
      {channels.length > 0 ? (
        <>
          <h3 className="text-sm font-semibold text-slate-900">{t('score.channels.title')}</h3>
          <ul className="grid gap-1 sm:grid-cols-2">
            {channels.map(({ channel, status, fail, warn }) => {
              const { icon: Icon, className } = icons[status];
              const name = t(`score.channels.names.${channel}`);
              return (
                <li key={channel} className={`flex items-center gap-1.5 text-sm ${className}`}>
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  {status === 'fail'
                    ? t('score.channels.toFix', { channel: name, count: fail })
                    : status === 'warn'
                      ? t('score.channels.recommended', { channel: name, count: warn })
                      : t('score.channels.ready', { channel: name })}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <Link
        to="/channels"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {t('score.channels.link')}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
