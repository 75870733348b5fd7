import { apiKeyLimits } from '@common/api-keys/limits';
import type { ApiKeyCreated } from '@common/api-keys/schemas';
import { localIsoDate } from '@common/templates/date-range';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import type { Hotel } from '@web/features/hotels/api/get-hotels';
import { RoleLockNote, useRoleLock } from '@web/features/teams/role-lock';
import { useApiKeyTexts } from '@web/locales/apiKeys';
import type { ApiKeyRequest } from '../api/create-api-key';
import { useApiKeyDraft } from '../hooks/use-api-key-draft';

interface ApiKeyFormProps {
  hotels: readonly Hotel[];
  /** The active hotel, chosen to begin with. */
  initialHotelId: string | null;
  saving: boolean;
  save(request: ApiKeyRequest): Promise<ApiKeyCreated>;
  onCreated(created: ApiKeyCreated): void;
  onCancel(): void;
}

/** Name, the hotels the key may read (checkboxes) and an optional expiry day. */
export function ApiKeyForm({ hotels, initialHotelId, saving, save, onCreated, onCancel }: ApiKeyFormProps) {
  const t = useApiKeyTexts();
  const { draft, change, toggleHotel, errors, submit } = useApiKeyDraft({
    initialHotelId,
    saving,
    save,
    onCreated,
    texts: { failed: t('create.failed'), noHotelChosen: t('create.noHotelChosen') },
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <Field label={t('create.name')} error={errors.name} hint={t('create.nameHint')}>
        <Input
          value={draft.name}
          maxLength={apiKeyLimits.nameMaxLength}
          required
          autoComplete="off"
          onChange={(event) => change({ name: event.target.value })}
        />
      </Field>
      <fieldset className="space-y-2" aria-describedby={errors.hotelIds ? 'api-key-hotels-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('create.hotels')}</legend>
        <div className="max-h-48 space-y-1 overflow-y-auto">
          {hotels.map((hotel) => (
            <HotelChoice
              key={hotel.id}
              hotel={hotel}
              checked={draft.hotelIds.includes(hotel.id)}
              onChange={(chosen) => toggleHotel(hotel.id, chosen)}
            />
          ))}
        </div>
        {errors.hotelIds ? (
          <p id="api-key-hotels-error" className="text-sm text-red-700">
            {errors.hotelIds}
          </p>
        ) : null}
      </fieldset>
      <Field label={t('create.expiry')} error={errors.expiryDay} hint={t('create.expiryHint')}>
        <Input
          type="date"
          value={draft.expiryDay}
          min={localIsoDate(new Date())}
          onChange={(event) => change({ expiryDay: event.target.value })}
        />
      </Field>
      {errors.failure !== null ? (
        <Alert tone="error">
          <p>{t('create.failed')}</p>
          {errors.failure && errors.failure !== t('create.failed') ? (
            <p className="mt-1">{errors.failure}</p>
          ) : null}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {t('create.cancel')}
        </Button>
        <Button type="submit" disabled={saving || draft.name.trim() === ''}>
          {saving ? t('create.creating') : t('create.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * A hotel the key may read. A key reads only the hotels its maker administers (issue 36): one the user edits or
 * views is shown locked, the reason beside its name (a tooltip would be cut off by the list's scrolling).
 */
function HotelChoice({
  hotel,
  checked,
  onChange,
}: {
  hotel: Hotel;
  checked: boolean;
  onChange(chosen: boolean): void;
}) {
  const lock = useRoleLock('admin', { role: hotel.role });
  return (
    <label className="flex flex-wrap items-center gap-x-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        {...lock.controlProps}
      />
      {hotel.name}
      <RoleLockNote lock={lock} inline className="text-xs" />
    </label>
  );
}
