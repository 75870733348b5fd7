import type { ReactNode } from 'react';
import { billingTexts } from '@common/billing/texts';
import type { Plan } from '@common/plans/plans';
import { planPrice } from '@web/locales/checkout';
import type { SubscriptionView } from '@common/billing/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api-client';
import { useBillingTexts } from '@web/locales/billing';
import { formatBillingDate, planLabel } from '../subscription-display';

interface ChangePlanDialogProps {
  open: boolean;
  /** The running subscription, whose plan and next billing date the question shows. */
  subscription: SubscriptionView | null;
  plan: Plan;
  pending: boolean;
  error: unknown;
  onConfirm(): void;
  onCancel(): void;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-3 gap-y-0.5 py-2">
      <dt className="w-40 shrink-0 text-sm text-slate-600">{term}</dt>
      <dd className="text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Asks before a paid plan is changed (DECISIONS.md 23): the current and the new plan, the new monthly price and
 * from when it is charged. The server swaps the price without proration, so it applies from the next billing
 * date. Nothing changes until 'Confirm'.
 */
export function ChangePlanDialog(props: ChangePlanDialogProps) {
  const { subscription, plan, pending } = props;
  const t = useBillingTexts();
  const current = planLabel(subscription?.planId ?? null);
  const periodEnd = subscription?.currentPeriodEnd;
  const appliesFrom = subscription?.cancelAtPeriodEnd
    ? // Canceled: no further bill comes, so the new price is never charged unless the plan is resumed.
      periodEnd
      ? t('changeDialog.notChargedUntil', { date: formatBillingDate(periodEnd) })
      : t('changeDialog.notCharged')
    : periodEnd
      ? t('changeDialog.nextBillingDate', { date: formatBillingDate(periodEnd) })
      : t('changeDialog.nextBillingDateUnknown');
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => !open && props.onCancel()}
      title={t('changeDialog.title', { plan: plan.name })}
      closeDisabled={pending}
    >
      <dl className="divide-y divide-slate-100">
        <Row term={t('changeDialog.currentPlan')}>
          {current.name}
          {current.price ? `, ${current.price}` : ''}
        </Row>
        <Row term={t('changeDialog.newPlan')}>{plan.name}</Row>
        <Row term={t('changeDialog.newPrice')}>{planPrice(plan)}</Row>
        <Row term={t('changeDialog.appliesFrom')}>{appliesFrom}</Row>
      </dl>
      <p className="mt-4 text-sm text-slate-700">{t('changeDialog.priceStays')}</p>
      {props.error ? (
        <Alert tone="error" className="mt-4">
          {errorMessage(props.error, billingTexts.changePlanFailed)}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={props.onCancel} disabled={pending}>
          {t('changeDialog.cancel')}
        </Button>
        <Button onClick={props.onConfirm} disabled={pending}>
          {pending ? t('changeDialog.switching') : t('changeDialog.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
