import { History, Pencil, Send, Unplug } from 'lucide-react';
import type { AlpineBitsConnectionView, PushRunView } from '@common/alpinebits/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useRoleAllows } from '@web/features/teams/use-hotel-role';
import { useAlpineBitsTexts } from '@web/locales/alpinebits';
import { pushRunsAtAGlance } from '../push-runs';
import { AutoPushSwitch } from './auto-push-switch';
import { LastPush } from './last-push';

interface AlpineBitsConnectionProps {
  hotelId: string;
  connection: AlpineBitsConnectionView;
  runs: readonly PushRunView[];
  /** A push is being asked for (its POST has not answered yet). */
  pushStarting: boolean;
  pushFailure: string | null;
  onDismissPushFailure(): void;
  onPush(): void;
  onHistory(): void;
  onEdit(): void;
  onDisconnect(): void;
}

/**
 * A saved connection: where it sends and as which hotel, the last push, the switch, and the actions. The buttons
 * are always shown, never on hover only, so they work by touch and keyboard.
 */
export function AlpineBitsConnection({
  hotelId,
  connection,
  runs,
  pushStarting,
  pushFailure,
  onDismissPushFailure,
  onPush,
  onHistory,
  onEdit,
  onDisconnect,
}: AlpineBitsConnectionProps) {
  const t = useAlpineBitsTexts();
  const pushing = pushStarting || pushRunsAtAGlance(runs).active !== null;
  // The connection is an admin's (issue 36); anyone else opens it read-only, as its details.
  const admin = useRoleAllows('admin');
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-medium text-slate-600">{t('card.server')}</dt>
        <dd className="break-all text-slate-900">{connection.serverUrl}</dd>
        <dt className="font-medium text-slate-600">{t('card.hotelCode')}</dt>
        <dd className="font-mono text-slate-900">{connection.hotelCode}</dd>
      </dl>
      <LastPush runs={runs} now={new Date()} />
      {pushFailure ? (
        <div className="flex items-start gap-2">
          <Alert tone="error" className="flex-1">
            {pushFailure}
          </Alert>
          <Button variant="ghost" size="sm" onClick={onDismissPushFailure}>
            {t('card.dismiss')}
          </Button>
        </div>
      ) : null}
      <AutoPushSwitch hotelId={hotelId} autoPush={connection.autoPush} />
      <div className="flex flex-wrap gap-2">
        <RoleLocked needed="editor">
          <Button onClick={onPush} disabled={pushing}>
            <Send className="size-4" aria-hidden="true" />
            {pushStarting ? t('card.pushStarting') : t('card.pushContent')}
          </Button>
        </RoleLocked>
        <Button variant="outline" onClick={onHistory}>
          <History className="size-4" aria-hidden="true" />
          {t('card.pushHistory')}
        </Button>
        <Button variant="outline" onClick={onEdit}>
          {admin ? <Pencil className="size-4" aria-hidden="true" /> : null}
          {admin ? t('card.editConnection') : t('card.connectionDetails')}
        </Button>
        <RoleLocked needed="admin" align="end">
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={onDisconnect}>
            <Unplug className="size-4" aria-hidden="true" />
            {t('card.disconnect')}
          </Button>
        </RoleLocked>
      </div>
    </div>
  );
}
