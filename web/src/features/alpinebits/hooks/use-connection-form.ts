import { useState } from 'react';
import type { z } from 'zod';
import {
  saveAlpineBitsSchema,
  testAlpineBitsSchema,
  type AlpineBitsConnectionView,
  type AlpineBitsHandshakeView,
  type AlpineBitsRoomCodeView,
} from '@common/alpinebits/schemas';
import { alpineBitsTexts } from '@common/alpinebits/texts';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { sharedText } from '@web/lib/i18n/shared-text';
import { useUnsavedChangesGuard } from '@web/lib/unsaved-changes/use-unsaved-changes-guard';
import { useSaveAlpineBits } from '../api/save-alpinebits';
import { useTestAlpineBits } from '../api/test-alpinebits';

export interface ConnectionDraft {
  serverUrl: string;
  username: string;
  /** Empty on an existing connection: the stored password is kept. */
  password: string;
  hotelCode: string;
  /** Room id -> code as typed. */
  roomCodes: Record<string, string>;
}

type TextField = Exclude<keyof ConnectionDraft, 'roomCodes'>;

/** What the last 'Test connection' found: the server's versions and actions, or why it failed. */
export type TestOutcome =
  | { kind: 'passed'; handshake: AlpineBitsHandshakeView }
  /** `reason`: the server's words ('The server refused the username or password.'), '' when it gave none. */
  | { kind: 'failed'; reason: string }
  | null;

/** The form starts from the saved connection (never its password) and each room's code or suggested code. */
export function draftOf(
  connection: AlpineBitsConnectionView | null,
  rooms: readonly AlpineBitsRoomCodeView[],
): ConnectionDraft {
  return {
    serverUrl: connection?.serverUrl ?? '',
    username: connection?.username ?? '',
    password: '',
    hotelCode: connection?.hotelCode ?? '',
    roomCodes: Object.fromEntries(rooms.map((room) => [room.roomId, room.code ?? room.suggestedCode])),
  };
}

/**
 * A failed check's messages keyed like the server's fields: the field's name, or 'roomCodes.<roomId>' for a
 * room's code, in the interface language.
 */
function messagesByPath(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) messages[issue.path.join('.') || '_'] ??= sharedText(issue.message);
  return messages;
}

const sameDraft = (a: ConnectionDraft, b: ConnectionDraft) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The 'Connect AlpineBits' form: the draft, 'Test connection' and 'Save'. The fields are checked with the
 * server's own schemas before anything is sent; a refusal's messages go under their fields (the server names
 * them like the draft: 'serverUrl', 'roomCodes.<roomId>'), its reason in plain words beside the buttons. A failed
 * test or save keeps every value typed, and unsaved values are guarded against leaving the page.
 */
export function useConnectionForm(
  hotelId: string,
  connection: AlpineBitsConnectionView | null,
  rooms: readonly AlpineBitsRoomCodeView[],
) {
  const [start] = useState(() => draftOf(connection, rooms));
  const [draft, setDraft] = useState(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [test, setTest] = useState<TestOutcome>(null);
  /** The last save's failure: the server's reason, '' when it gave none; null after no failure. */
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const testing = useTestAlpineBits(hotelId);
  const saving = useSaveAlpineBits(hotelId);
  const changed = !sameDraft(draft, start);
  useUnsavedChangesGuard(changed && !saved);

  /** The stored password stands in for an empty field; a new connection needs one. */
  const passwordMissing = (): Record<string, string> =>
    !connection?.hasPassword && draft.password === ''
      ? { password: sharedText(alpineBitsTexts.passwordRequired) }
      : {};

  /**
   * Shows a refusal: its field messages under their fields; answers the reason for beside the buttons, '' when
   * the fields say it (or the server gave no words of use).
   */
  const refusal = (error: unknown) => {
    const fields = error instanceof ApiError ? error.fields : {};
    setErrors(fields);
    return Object.keys(fields).length > 0 ? '' : errorMessage(error, '');
  };

  return {
    draft,
    errors,
    test,
    saveFailure,
    saved,
    testing: testing.isPending,
    saving: saving.isPending,
    busy: testing.isPending || saving.isPending,
    changeField(field: TextField, value: string) {
      setDraft((current) => ({ ...current, [field]: value }));
      // What the last test found was about the server and login it was run with.
      if (field !== 'hotelCode') setTest(null);
    },
    changeRoomCode(roomId: string, code: string) {
      setDraft((current) => ({ ...current, roomCodes: { ...current.roomCodes, [roomId]: code } }));
    },
    /** 'Test connection': true when the server answered the handshake. */
    async runTest(): Promise<boolean> {
      setTest(null);
      setSaveFailure(null);
      const input = { serverUrl: draft.serverUrl, username: draft.username, password: draft.password };
      const checked = testAlpineBitsSchema.safeParse(input);
      const missing = passwordMissing();
      if (!checked.success || 'password' in missing) {
        setErrors({ ...(checked.success ? {} : messagesByPath(checked.error)), ...missing });
        return false;
      }
      setErrors({});
      try {
        setTest({ kind: 'passed', handshake: await testing.mutateAsync(input) });
        return true;
      } catch (error) {
        setTest({ kind: 'failed', reason: refusal(error) });
        return false;
      }
    },
    /** 'Save': true when the connection was stored (after the server's handshake succeeded). */
    async save(): Promise<boolean> {
      setSaveFailure(null);
      const input = { ...draft, autoPush: connection?.autoPush ?? false };
      const checked = saveAlpineBitsSchema.safeParse(input);
      const missing = passwordMissing();
      if (!checked.success || 'password' in missing) {
        setErrors({ ...(checked.success ? {} : messagesByPath(checked.error)), ...missing });
        return false;
      }
      setErrors({});
      try {
        await saving.mutateAsync(input);
      } catch (error) {
        setSaveFailure(refusal(error));
        return false;
      }
      setSaved(true);
      return true;
    },
  };
}

export type ConnectionForm = ReturnType<typeof useConnectionForm>;
