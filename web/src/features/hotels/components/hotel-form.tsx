import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useUnsavedChangesGuard } from '@web/lib/unsaved-changes/use-unsaved-changes-guard';
import { hotelCategories } from '@common/hotels/hotel';
import { starRatings } from '@common/hotels/contact-facts';
import { hotelInputSchema, type HotelInput } from '@common/hotels/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { toHotelSaveInput, type HotelSaveInput, type ParsedHotelForm } from '../hotel-save-input';
import { RoleLockNote, type RoleLock } from '@web/features/teams/role-lock';
import { CountrySelect, selectClass } from './country-select';
import { useHotelTexts } from '@web/locales/hotels';

export type HotelFormValues = Required<HotelInput>;

export const emptyHotelForm: HotelFormValues = {
  name: '',
  website: '',
  category: 'business',
  address: '',
  city: '',
  country: '',
  postalCode: '',
  phone: '',
  reservationsEmail: '',
  starRating: null,
};

/** Spec part 1, section 9: a hotel save waits 500 ms before the modal closes. */
export const hotelSaveSettleMs = 500;

const requiredFields = ['name', 'website', 'address', 'city', 'country'] as const;
const fieldNames = [
  ...requiredFields,
  'category',
  'postalCode',
  'phone',
  'reservationsEmail',
  'starRating',
] as const;

/**
 * The star rating select's value as the API takes it: '' is 'No official rating'. The form hands its default
 * (a number or null) through here too, not only what the select holds.
 */
const starRatingOf = (value: string | number | null) =>
  value === '' || value === null ? null : Number(value);

interface HotelFormProps {
  defaultValues: HotelFormValues;
  /** A country stored as free text before countries were chosen from a list; shown until one is chosen. */
  storedCountry?: string;
  submitLabel: string;
  /** The spec's text when saving fails without a specific reason from the server. */
  failureText: string;
  onSave(hotel: HotelSaveInput): Promise<unknown>;
  onDone(): void;
  onCancel(): void;
  /** The values read-only for a role that may not change the hotel's identity (issue 36). */
  lock?: RoleLock;
}

/**
 * The add-hotel and edit-hotel form: save is enabled once name, website, address, city and country are filled.
 * Its address fields are named as in onboarding.
 */
export function HotelForm({
  defaultValues,
  storedCountry,
  submitLabel,
  failureText,
  onSave,
  onDone,
  onCancel,
  lock,
}: HotelFormProps) {
  const t = useHotelTexts();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<HotelInput, unknown, ParsedHotelForm>({
    resolver: zodResolver(hotelInputSchema),
    defaultValues,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChangesGuard(isDirty);
  const required = useWatch({ control: form.control, name: requiredFields });
  const complete = required.every((value) => (value ?? '').trim() !== '');

  const field = lock?.fieldProps;
  const control = lock?.controlProps;
  const onSubmit = form.handleSubmit(async (hotel) => {
    if (lock?.locked) return;
    setFailure(null);
    try {
      await onSave(toHotelSaveInput(hotel));
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      for (const name of fieldNames) {
        const message = fields[name];
        if (message) form.setError(name, { message });
      }
      setFailure(errorMessage(error, failureText));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, hotelSaveSettleMs));
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {lock ? <RoleLockNote lock={lock} className="rounded-md bg-slate-50 px-3 py-2" /> : null}
      <Field label={t('form.name')} error={errors.name?.message}>
        <Input required autoComplete="organization" {...form.register('name')} {...field} />
      </Field>
      <Field label={t('form.website')} error={errors.website?.message} hint={t('form.websiteHint')}>
        <Input
          type="url"
          required
          autoComplete="url"
          placeholder={t('form.websitePlaceholder')}
          {...form.register('website')}
          {...field}
        />
      </Field>
      <Field label={t('form.category')} error={errors.category?.message}>
        <select className={selectClass} {...form.register('category')} {...control}>
          {hotelCategories.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('form.address')} error={errors.address?.message}>
        <Input required autoComplete="street-address" {...form.register('address')} {...field} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.city')} error={errors.city?.message}>
          <Input required autoComplete="address-level2" {...form.register('city')} {...field} />
        </Field>
        <Field label={t('form.postalCode')} error={errors.postalCode?.message} hint={t('form.optional')}>
          <Input autoComplete="postal-code" {...form.register('postalCode')} {...field} />
        </Field>
      </div>
      <Field
        label={t('form.country')}
        error={errors.country?.message}
        hint={storedCountry ? t('form.storedCountry', { country: storedCountry }) : undefined}
      >
        <CountrySelect required {...form.register('country')} {...control} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.phone')} error={errors.phone?.message} hint={t('form.optional')}>
          <Input
            type="tel"
            autoComplete="tel"
            placeholder={t('form.phonePlaceholder')}
            {...form.register('phone')}
            {...field}
          />
        </Field>
        <Field
          label={t('form.reservationsEmail')}
          error={errors.reservationsEmail?.message}
          hint={t('form.optional')}
        >
          <Input type="email" autoComplete="email" {...form.register('reservationsEmail')} {...field} />
        </Field>
      </div>
      <Field label={t('form.starRating')} error={errors.starRating?.message} hint={t('form.optional')}>
        <select
          className={selectClass}
          {...form.register('starRating', { setValueAs: starRatingOf })}
          {...control}
        >
          <option value="">{t('form.noStarRating')}</option>
          {starRatings.map((stars) => (
            <option key={stars} value={stars}>
              {t('form.stars', { count: stars })}
            </option>
          ))}
        </select>
      </Field>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={!complete || isSubmitting} {...control}>
          {isSubmitting ? t('form.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
