import { useEffect, useRef, useState } from 'react';
import type { AlpineBitsConnectionView, AlpineBitsRoomCodeView } from '@common/alpinebits/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { RoleLockNote, useRoleLock } from '@web/features/teams/role-lock';
import { useAlpineBitsTexts } from '@web/locales/alpinebits';
import { useConnectionForm } from '../hooks/use-connection-form';
import { ConnectionFields } from './connection-fields';
import { HandshakeResult } from './handshake-result';
import { RoomCodesFields } from './room-codes-fields';

export interface ConnectAlpineBitsDialogProps {
  hotelId: string;
  /** The saved connection to edit, or null to connect. */
  connection: AlpineBitsConnectionView | null;
  rooms: readonly AlpineBitsRoomCodeView[];
  onClose(): void;
  /** 'Push content' offered after the first save. */
  onPush(): void;
}

/**
 * 'Connect AlpineBits' (and its edit): the server, the login, the hotel's and the rooms' codes, 'Test connection'
 * and 'Save'. The server saves only after its own handshake succeeds, so a refused save keeps the dialog open
 * with every value as typed. The first save offers 'Push content' at once. Loaded only when opened (the card
 * imports it lazily), so /ota carries none of the form's code until then.
 */
export default function ConnectAlpineBitsDialog({
  hotelId,
  connection,
  rooms,
  onClose,
  onPush,
}: ConnectAlpineBitsDialogProps) {
  const t = useAlpineBitsTexts();
  const [connecting] = useState(connection === null);
  const form = useConnectionForm(hotelId, connection, rooms);
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  // An editor or viewer opens a saved connection to read it (issue 36): every value read-only, nothing sent.
  const lock = useRoleLock('admin');

  // After a refusal the focus goes to the first field it names, so a keyboard or screen reader user lands on it.
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const test = async () => {
    if (lock.locked) return;
    if (!(await form.runTest())) setRefusals((count) => count + 1);
  };
  const save = async () => {
    if (lock.locked) return;
    if (!(await form.save())) return setRefusals((count) => count + 1);
    if (!connecting) onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        connecting ? t('dialog.connectTitle') : lock.locked ? t('dialog.detailsTitle') : t('dialog.editTitle')
      }
      description={t('dialog.description')}
      closeDisabled={form.busy}
      className="max-w-2xl!"
    >
      {form.saved ? (
        <div className="space-y-4">
          <Alert tone="success">{t('dialog.saved')}</Alert>
          <p className="text-sm text-slate-700">{t('dialog.pushNow')}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              {t('dialog.later')}
            </Button>
            <Button
              autoFocus
              onClick={() => {
                onPush();
                onClose();
              }}
            >
              {t('card.pushContent')}
            </Button>
          </div>
        </div>
      ) : (
        <form
          ref={formRef}
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <RoleLockNote lock={lock} className="rounded-md bg-slate-50 px-3 py-2" />
          <ConnectionFields form={form} passwordStored={connection?.hasPassword ?? false} lock={lock} />
          <RoomCodesFields form={form} rooms={rooms} lock={lock} />
          <div className="space-y-3">
            {form.test?.kind === 'passed' ? <HandshakeResult handshake={form.test.handshake} /> : null}
            {form.test?.kind === 'failed' ? (
              <Alert tone="error">
                <p>{t('dialog.testFailed')}</p>
                {form.test.reason ? <p className="mt-1">{form.test.reason}</p> : null}
              </Alert>
            ) : null}
            {form.saveFailure !== null ? (
              <Alert tone="error">
                <p>{t('dialog.saveFailed')}</p>
                {form.saveFailure ? <p className="mt-1">{form.saveFailure}</p> : null}
              </Alert>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={form.busy}>
              {t('dialog.cancel')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => void test()}
              disabled={form.busy}
              {...lock.controlProps}
            >
              {form.testing ? t('dialog.testing') : t('dialog.test')}
            </Button>
            <Button type="submit" disabled={form.busy} {...lock.controlProps}>
              {form.saving ? t('dialog.saving') : t('dialog.save')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
