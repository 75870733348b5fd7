import { Trash2 } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { limits } from '@common/limits';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { CountrySelect } from '@web/features/hotels/components/country-select';
import type { WizardLocation } from '../wizard-values';
import { useWizardTexts } from '@web/locales/onboarding';

interface LocationFieldsProps {
  position: number;
  location: WizardLocation;
  canRemove: boolean;
  /** Set for a location the user just added, so typing can start at once. */
  autoFocus: boolean;
  onChange(patch: Partial<Omit<WizardLocation, 'id'>>): void;
  onRemove(): void;
}

/** One location's address; its group is named 'Location n' so each set of fields is told apart. */
export function LocationFields({
  position,
  location,
  canRemove,
  autoFocus,
  onChange,
  onRemove,
}: LocationFieldsProps) {
  const t = useWizardTexts();
  const text = (key: 'name' | 'address' | 'city' | 'country' | 'postalCode') => ({
    value: location[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ [key]: event.target.value }),
  });
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="float-left pt-1 text-sm font-semibold text-slate-900">
        {t('location.legend', { position })}
      </legend>
      {canRemove ? (
        <Button variant="ghost" size="sm" className="float-right -mt-1 -mr-2" onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden="true" />
          {t('location.remove')}
        </Button>
      ) : null}
      <div className="clear-both grid gap-4 pt-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label={t('location.name')}>
            <Input maxLength={limits.hotelNameMaxLength} required autoFocus={autoFocus} {...text('name')} />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field label={t('location.address')}>
            <Input
              autoComplete="street-address"
              maxLength={limits.addressMaxLength}
              required
              {...text('address')}
            />
          </Field>
        </div>
        <Field label={t('location.city')}>
          <Input
            autoComplete="address-level2"
            maxLength={limits.addressMaxLength}
            required
            {...text('city')}
          />
        </Field>
        <Field label={t('location.postalCode')} hint={t('location.optional')}>
          <Input autoComplete="postal-code" maxLength={20} {...text('postalCode')} />
        </Field>
        <div className="sm:col-span-2">
          <Field label={t('location.country')}>
            <CountrySelect required {...text('country')} />
          </Field>
        </div>
      </div>
    </fieldset>
  );
}
