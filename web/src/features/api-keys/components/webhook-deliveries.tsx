import type { WebhookDeliveryView } from '@common/content-webhooks/schemas';
import { formatterFor } from '@web/lib/format/formatter';
import { useWebhookTexts } from '@web/locales/webhooks';
import { useFailureReason } from '../hooks/use-webhook-failure-reason';

const formatter = formatterFor('en');

/** The webhook's newest delivery attempts: when, which event (and attempt), and what came of it. */
export function WebhookDeliveries({ deliveries }: { deliveries: readonly WebhookDeliveryView[] }) {
  const t = useWebhookTexts();
  const reasonOf = useFailureReason();
  return (
    <section aria-labelledby="webhook-deliveries-heading" className="space-y-2">
      <h3 id="webhook-deliveries-heading" className="text-sm font-semibold text-slate-900">
        {t('deliveries.heading')}
      </h3>
      {deliveries.length === 0 ? (
        <p className="text-sm text-slate-700">{t('deliveries.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-slate-200">
          <table aria-label={t('deliveries.label')} className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('deliveries.time')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('deliveries.event')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('deliveries.result')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <td className="whitespace-nowrap px-3 py-2 text-slate-700">
                    {formatter.dateTime(delivery.attemptedAt)}
                  </td>
                  <td className="px-3 py-2 text-slate-800">
                    {t(
                      delivery.eventType === 'ping'
                        ? 'deliveries.events.ping'
                        : 'deliveries.events.contentChanged',
                    )}
                    {delivery.attempt > 1 ? (
                      <span className="text-slate-600">
                        {' · '}
                        {t('deliveries.attempt', { attempt: delivery.attempt })}
                      </span>
                    ) : null}
                  </td>
                  <td className={delivery.delivered ? 'px-3 py-2 text-green-800' : 'px-3 py-2 text-red-800'}>
                    {delivery.delivered
                      ? t('deliveries.delivered', { status: delivery.httpStatus ?? '' })
                      : t('deliveries.failed', { reason: reasonOf(delivery.error, delivery.httpStatus) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
