import { useState, type FormEvent } from 'react';
import type { ApiKeyCreated } from '@common/api-keys/schemas';
import { ApiError, errorMessage } from '@web/lib/api-client';
import type { ApiKeyRequest } from '../api/create-api-key';

export interface ApiKeyDraft {
  name: string;
  hotelIds: string[];
  /** YYYY-MM-DD from the date input; '' for a key that does not expire. */
  expiryDay: string;
}

/** What the form shows under its fields and below them after a refusal. */
export interface DraftErrors {
  name?: string;
  hotelIds?: string;
  expiryDay?: string;
  /** null: no failure; '': failed without a reason to show; otherwise the server's reason. */
  failure: string | null;
}

interface DraftOptions {
  initialHotelId: string | null;
  saving: boolean;
  save(request: ApiKeyRequest): Promise<ApiKeyCreated>;
  onCreated(created: ApiKeyCreated): void;
  texts: { failed: string; noHotelChosen: string };
}

/** The moment a key chosen to expire on a day stops working: the end of that day where the user is. */
export const endOfDay = (isoDay: string) => new Date(`${isoDay}T23:59:59.999`).toISOString();

/**
 * The Create API key form while it is filled in: a name and at least one hotel are needed (the active hotel is
 * chosen to begin with), the expiry is optional; a refusal shows the server's message under its field and keeps
 * what was typed.
 */
export function useApiKeyDraft({ initialHotelId, saving, save, onCreated, texts }: DraftOptions) {
  const [draft, setDraft] = useState<ApiKeyDraft>({
    name: '',
    hotelIds: initialHotelId ? [initialHotelId] : [],
    expiryDay: '',
  });
  const [errors, setErrors] = useState<DraftErrors>({ failure: null });
  const ready = draft.name.trim() !== '' && draft.hotelIds.length > 0;

  const change = (fields: Partial<ApiKeyDraft>) => setDraft((current) => ({ ...current, ...fields }));
  const toggleHotel = (hotelId: string, chosen: boolean) =>
    setDraft((current) => ({
      ...current,
      hotelIds: chosen
        ? [...current.hotelIds.filter((id) => id !== hotelId), hotelId]
        : current.hotelIds.filter((id) => id !== hotelId),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!ready) {
      if (draft.hotelIds.length === 0) setErrors({ hotelIds: texts.noHotelChosen, failure: null });
      return;
    }
    setErrors({ failure: null });
    try {
      onCreated(
        await save({
          name: draft.name,
          hotelIds: draft.hotelIds,
          expiresAt: draft.expiryDay ? endOfDay(draft.expiryDay) : null,
        }),
      );
    } catch (error) {
      setErrors(errorsOf(error, texts.failed));
    }
  };

  return { draft, change, toggleHotel, errors, ready, submit };
}

function errorsOf(error: unknown, fallback: string): DraftErrors {
  const fields = error instanceof ApiError ? error.fields : {};
  const byField = {
    name: fields.name,
    hotelIds: Object.entries(fields).find(([field]) => field.startsWith('hotelIds'))?.[1],
    expiryDay: fields.expiresAt,
  };
  const shown = Object.values(byField).some(Boolean);
  return { ...byField, failure: shown ? null : errorMessage(error, fallback) };
}
