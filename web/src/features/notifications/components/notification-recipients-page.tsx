import { useState } from 'react';
import { notificationEvents, type NotificationEvent } from '@common/notifications/events';
import type { NotificationRecipientView } from '@common/notifications/recipients';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { NoHotelNotice } from '@web/components/ui/no-hotel-notice';
import { Spinner } from '@web/components/ui/spinner';
import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { errorMessage } from '@web/lib/api-client';
import { useNotificationTexts } from '@web/locales/notifications';
import { useChooseNotificationEvents } from '../api/choose-notification-events';
import { useNotificationRecipients } from '../api/get-notification-recipients';
import { RecipientsTable } from './recipients-table';

/**
 * Settings -> Notifications (issue 36, part 5) for the active hotel: who of its members hears of which event in
 * the bell. The owner switches them, each change saved at once and confirmed; every other member sees the choices
 * as they are, with why they cannot change them.
 */
export function NotificationRecipientsPage() {
  const t = useNotificationTexts();
  const { activeHotel, isLoading } = useActiveHotel();
  if (activeHotel) return <Recipients key={activeHotel.id} hotel={activeHotel} />;
  return isLoading ? (
    <div role="status" className="py-10 text-center text-sm text-slate-700">
      <Spinner label={t('recipients.loading')} />
    </div>
  ) : (
    <NoHotelNotice
      title={t('recipients.noHotelTitle')}
      text={t('recipients.noHotelText')}
      settingsLabel={t('recipients.noHotelLink')}
    />
  );
}

function Recipients({ hotel }: { hotel: { id: string; name: string } }) {
  const t = useNotificationTexts();
  const recipients = useNotificationRecipients(hotel.id);
  const choose = useChooseNotificationEvents(hotel.id);
  const [saved, setSaved] = useState('');

  const change = (recipient: NotificationRecipientView, event: NotificationEvent, on: boolean) => {
    const events = notificationEvents.filter((candidate) =>
      candidate === event ? on : recipient.events.includes(candidate),
    );
    setSaved('');
    const values = { name: recipient.name || recipient.email, event: t(`recipients.events.${event}`) };
    choose.mutate(
      { userId: recipient.userId, events },
      { onSuccess: () => setSaved(t(on ? 'recipients.savedOn' : 'recipients.savedOff', values)) },
    );
  };

  return (
    <section aria-labelledby="notification-recipients-heading" className="space-y-6">
      <div className="max-w-3xl">
        <h2 id="notification-recipients-heading" className="text-xl font-semibold text-slate-900">
          {t('recipients.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('recipients.intro', { hotel: hotel.name })}</p>
      </div>

      {recipients.isPending ? (
        <div role="status" className="py-10 text-center text-sm text-slate-700">
          <Spinner label={t('recipients.loading')} />
        </div>
      ) : recipients.isError ? (
        <div className="space-y-3">
          <Alert tone="error">{t('recipients.loadFailed')}</Alert>
          <Button variant="outline" size="sm" onClick={() => void recipients.refetch()}>
            {t('recipients.retry')}
          </Button>
        </div>
      ) : (
        <>
          {recipients.data.canChange ? null : (
            <Alert tone="info">
              <span className="font-medium">{t('recipients.roleNotAllowed')}</span> {t('recipients.readOnly')}
            </Alert>
          )}
          <RecipientsTable
            recipients={recipients.data.recipients}
            canChange={recipients.data.canChange}
            savingUserId={choose.isPending ? (choose.variables?.userId ?? null) : null}
            onChange={change}
          />
          <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
            {notificationEvents.map((event) => (
              <div key={event}>
                <dt className="inline font-medium text-slate-900">{t(`recipients.events.${event}`)}:</dt>{' '}
                <dd className="inline">{t(`recipients.eventHints.${event}`)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <p role="status" className="text-sm text-green-800">
        {saved}
      </p>
      {choose.isError ? (
        <Alert tone="error">{errorMessage(choose.error, t('recipients.saveFailed'))}</Alert>
      ) : null}
    </section>
  );
}
