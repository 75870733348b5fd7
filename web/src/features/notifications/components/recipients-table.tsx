import { notificationEvents, type NotificationEvent } from '@common/notifications/events';
import type { NotificationRecipientView } from '@common/notifications/recipients';
import { useNotificationTexts } from '@web/locales/notifications';
import { EventSwitch } from './event-switch';

interface RecipientsTableProps {
  recipients: NotificationRecipientView[];
  /** The signed-in user is the owner, who alone changes the choices. */
  canChange: boolean;
  /** The member whose row is being saved. */
  savingUserId: string | null;
  onChange(recipient: NotificationRecipientView, event: NotificationEvent, on: boolean): void;
}

/** One row per member, one switch per event; 'Payment failed' only on the owner's row. */
export function RecipientsTable({ recipients, canChange, savingUserId, onChange }: RecipientsTableProps) {
  const t = useNotificationTexts();
  const nameOf = (recipient: NotificationRecipientView) => recipient.name || recipient.email;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-sm" aria-label={t('recipients.tableLabel')}>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('recipients.member')}
            </th>
            {notificationEvents.map((event) => (
              <th key={event} scope="col" className="px-3 py-3 text-center font-medium">
                {t(`recipients.events.${event}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {recipients.map((recipient) => (
            <tr key={recipient.userId}>
              <th scope="row" className="px-4 py-3 text-left font-normal">
                <span className="block font-medium text-slate-900">
                  {recipient.name || t('recipients.noName')}
                  {recipient.isYou ? (
                    <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                      {t('recipients.you')}
                    </span>
                  ) : null}
                </span>
                <span className="block text-slate-600">{recipient.email}</span>
                <span className="block text-xs text-slate-600">
                  {t(`recipients.roles.${recipient.role}`)}
                  {recipient.chosen ? '' : ` · ${t('recipients.roleDefaults')}`}
                </span>
              </th>
              {notificationEvents.map((event) => (
                <td key={event} className="px-3 py-3 text-center align-middle">
                  {recipient.offered.includes(event) ? (
                    <EventSwitch
                      checked={recipient.events.includes(event)}
                      label={t('recipients.switchLabel', {
                        event: t(`recipients.events.${event}`),
                        name: nameOf(recipient),
                      })}
                      editable={canChange}
                      busy={savingUserId === recipient.userId}
                      reason={t('recipients.roleNotAllowed')}
                      onChange={(on) => onChange(recipient, event, on)}
                    />
                  ) : (
                    <span className="text-slate-500">
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">{t('recipients.ownersOnly')}</span>
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
