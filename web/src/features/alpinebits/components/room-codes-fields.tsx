import { useId } from 'react';
import type { AlpineBitsRoomCodeView } from '@common/alpinebits/schemas';
import { alpineBitsLimits } from '@common/alpinebits/limits';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useAlpineBitsTexts } from '@web/locales/alpinebits';
import type { RoleLock } from '@web/features/teams/role-lock';
import type { ConnectionForm } from '../hooks/use-connection-form';

/**
 * One code field per room, named by the room and prefilled with its stored or suggested code; a refused code's
 * message (the server's 'roomCodes.<roomId>') stands under its room.
 */
export function RoomCodesFields({
  form,
  rooms,
  lock,
}: {
  form: ConnectionForm;
  rooms: readonly AlpineBitsRoomCodeView[];
  /** Read-only for a role that may not change the connection (issue 36). */
  lock: RoleLock;
}) {
  const t = useAlpineBitsTexts();
  const hintId = useId();
  return (
    <fieldset className="space-y-3" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-slate-800">{t('dialog.roomCodes')}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {rooms.length === 0 ? t('dialog.noRooms') : t('dialog.roomCodesHint')}
      </p>
      {rooms.length > 0 ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {rooms.map((room) => (
            <Field key={room.roomId} label={room.name} error={form.errors[`roomCodes.${room.roomId}`]}>
              <Input
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={alpineBitsLimits.roomCodeMaxLength}
                className="font-mono"
                value={form.draft.roomCodes[room.roomId] ?? ''}
                onChange={(event) => form.changeRoomCode(room.roomId, event.target.value)}
                {...lock.fieldProps}
              />
            </Field>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
