import { alpineBitsLimits } from '@common/alpinebits/limits';
import { Alert } from '@web/components/ui/alert';
import { Switch } from '@web/components/ui/switch';
import { errorMessage } from '@web/lib/api-client';
import { useRoleLock } from '@web/features/teams/role-lock';
import { useAlpineBitsTexts } from '@web/locales/alpinebits';
import { useUpdateAlpineBits } from '../api/update-alpinebits';

/**
 * 'Push automatically after changes', saved as soon as it is switched: while it saves it shows the new position;
 * a failure puts it back and says why.
 */
export function AutoPushSwitch({ hotelId, autoPush }: { hotelId: string; autoPush: boolean }) {
  const t = useAlpineBitsTexts();
  const update = useUpdateAlpineBits(hotelId);
  const checked = update.isPending ? (update.variables.autoPush ?? autoPush) : autoPush;
  // A setting of the connection: an admin's (issue 36).
  const lock = useRoleLock('admin', { align: 'start' });
  return (
    <div className="relative space-y-2">
      <Switch
        buttonProps={lock.controlProps}
        checked={checked}
        disabled={update.isPending}
        label={t('card.autoPush')}
        hint={t('card.autoPushHint', { minutes: alpineBitsLimits.autoPushIntervalMinutes })}
        onChange={(next) => update.mutate({ autoPush: next })}
      />
      {lock.tooltip}
      {update.isError ? (
        <Alert tone="error">{errorMessage(update.error, t('card.autoPushFailed'))}</Alert>
      ) : null}
    </div>
  );
}
