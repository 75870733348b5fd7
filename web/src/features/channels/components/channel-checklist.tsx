import { useEffect, useRef } from 'react';
import type { ChannelReadiness, RuleOutcome, RuleStatus } from '@common/channels/readiness';
import { useChannelTexts } from '@web/locales/channels';
import { RuleOutcomeCard } from './rule-outcome-card';

interface ChannelChecklistProps {
  readiness: ChannelReadiness;
  /** Focus the heading when shown: the checklist was opened from the matrix. */
  focusOnOpen: boolean;
}

/** A per-language rule has an outcome per served language under one id (issue 37). */
const outcomeKey = (outcome: RuleOutcome) => `${outcome.ruleId}:${outcome.language ?? ''}`;

const of = (outcomes: RuleOutcome[], status: RuleStatus) =>
  outcomes.filter((outcome) => outcome.status === status);

/**
 * One channel's checklist: every missing rule first, then the recommendations, then what is ready (folded away),
 * each rule in plain words with its numbers and a link to the place that fixes it.
 */
export function ChannelChecklist({ readiness, focusOnOpen }: ChannelChecklistProps) {
  const t = useChannelTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  const channel = t(`channels.${readiness.channel}`);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen, readiness.channel]);
  const failing = of(readiness.outcomes, 'fail');
  const warnings = of(readiness.outcomes, 'warn');
  const passing = of(readiness.outcomes, 'pass');
  return (
    <section aria-labelledby="channel-checklist-heading" className="space-y-4">
      <div>
        <h2
          id="channel-checklist-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('page.checklist.title', { channel })}
        </h2>
        <p className="text-sm text-slate-700">{t('page.checklist.summary', { ...readiness.counts })}</p>
      </div>
      {failing.length === 0 && warnings.length === 0 ? (
        <p className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
          {t('page.checklist.allPass', { channel })}
        </p>
      ) : null}
      <OutcomeList heading={t('page.checklist.failing')} outcomes={failing} />
      <OutcomeList heading={t('page.checklist.warnings')} outcomes={warnings} />
      {passing.length > 0 ? (
        <details className="rounded-lg border border-slate-200 bg-slate-50 p-4">
          <summary className="min-h-11 cursor-pointer content-center font-medium text-slate-900">
            {t('page.checklist.passing', { count: passing.length })}
          </summary>
          <ul className="mt-3 space-y-3">
            {passing.map((outcome) => (
              <RuleOutcomeCard key={outcomeKey(outcome)} outcome={outcome} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

function OutcomeList({ heading, outcomes }: { heading: string; outcomes: RuleOutcome[] }) {
  if (outcomes.length === 0) return null;
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">{heading}</h3>
      <ul className="space-y-3">
        {outcomes.map((outcome) => (
          <RuleOutcomeCard key={outcomeKey(outcome)} outcome={outcome} />
        ))}
      </ul>
    </div>
  );
}
