import type { AlpineBitsHandshakeView } from '@common/alpinebits/schemas';
import { Alert } from '@web/components/ui/alert';
import { useAlpineBitsTexts } from '@web/locales/alpinebits';

const knownActions = [
  'action_OTA_Ping',
  'action_OTA_HotelDescriptiveContentNotif_Inventory',
  'action_OTA_HotelDescriptiveContentNotif_Info',
] as const;
type KnownAction = (typeof knownActions)[number];
const isKnown = (action: string): action is KnownAction =>
  (knownActions as readonly string[]).includes(action);

/**
 * What 'Test connection' found: each version the server speaks with its actions, ours in words and any other as
 * the server names it; a warning when the server does not take room categories, since a push would fail.
 */
export function HandshakeResult({ handshake }: { handshake: AlpineBitsHandshakeView }) {
  const t = useAlpineBitsTexts();
  const actionName = (action: string) => (isKnown(action) ? t(`dialog.actions.${action}`) : action);
  return (
    <Alert tone={handshake.supports.inventory ? 'success' : 'warning'}>
      <p className="font-medium">{t('dialog.testSucceeded')}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {handshake.versions.map(({ version, actions }) => (
          <li key={version}>
            <span className="font-medium">{t('dialog.version', { version })}</span>
            {': '}
            {actions.length > 0 ? actions.map(actionName).join(', ') : t('dialog.noActions')}
          </li>
        ))}
      </ul>
      {handshake.supports.inventory ? null : <p className="mt-2">{t('dialog.cannotPush')}</p>}
    </Alert>
  );
}
