import { useState } from 'react';
import { Link } from 'react-router';
import type { RuleOutcome } from '@common/channels/readiness';
import { useChannelTexts } from '@web/locales/channels';
import { RoleLocked } from '@web/features/teams/role-lock';
import { fixRole, fixTargetLink } from '../fix-target-link';
import { itemMessage, ruleTitle } from '../rule-words';
import { StatusBadge } from './status-badge';

/** Items shown at first; a rule that concerns a hundred photos lists the rest on request. */
const firstItems = 8;

const fixLinkClass =
  'inline-flex min-h-11 shrink-0 items-center rounded-md px-3 text-sm font-medium text-brand-700 underline underline-offset-2 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * One rule of a channel's checklist: what it checks, the rooms or photos it concerns, and where to fix each; a
 * 'Fix' the user's role could not carry out is locked and says why (issue 36).
 */
export function RuleOutcomeCard({ outcome }: { outcome: RuleOutcome }) {
  const t = useChannelTexts();
  const [showAll, setShowAll] = useState(false);
  const title = ruleTitle(t, outcome);
  const items = showAll ? outcome.items : outcome.items.slice(0, firstItems);
  const hidden = outcome.items.length - items.length;
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-testid="rule-outcome"
      data-rule={outcome.ruleId}
      data-language={outcome.language}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <StatusBadge status={outcome.status} />
          <h4 className="font-medium text-slate-900">{title}</h4>
        </div>
        {outcome.status !== 'pass' && outcome.items.length === 0 ? (
          <RoleLocked needed={fixRole(outcome.fix)} align="end">
            <Link
              to={fixTargetLink(outcome.fix)}
              className={fixLinkClass}
              aria-label={t('page.checklist.fixRule', { rule: title })}
            >
              {t('page.checklist.fix')}
            </Link>
          </RoleLocked>
        ) : null}
      </div>
      {items.length > 0 ? (
        <ul aria-label={t('page.checklist.concerns')} className="mt-3 divide-y divide-slate-100">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className="flex items-center gap-3 py-2">
              {item.thumbUrl ? (
                <img
                  src={item.thumbUrl}
                  alt={item.name}
                  className="size-12 shrink-0 rounded object-cover"
                  loading="lazy"
                />
              ) : null}
              <p className="min-w-0 flex-1 break-words text-sm text-slate-800">
                {itemMessage(t, outcome, item)}
              </p>
              <RoleLocked needed={fixRole(item.fix)} align="end">
                <Link
                  to={fixTargetLink(item.fix)}
                  className={fixLinkClass}
                  aria-label={t('page.checklist.fixItem', { name: item.name })}
                >
                  {t('page.checklist.fix')}
                </Link>
              </RoleLocked>
            </li>
          ))}
        </ul>
      ) : null}
      {hidden > 0 ? (
        <button
          type="button"
          onClick={() => setShowAll(true)}
          className="mt-2 min-h-11 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('page.checklist.moreItems', { count: hidden })}
        </button>
      ) : null}
    </li>
  );
}
