import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '@web/components/ui/cn';
import { countryOptions } from '../country-options';
import { useHotelTexts } from '@web/locales/hotels';

export const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 ' +
  'focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-500';

/**
 * The country of a hotel's address, chosen from the ISO 3166 list (value: the alpha-2 code), in onboarding
 * and settings alike.
 */
export const CountrySelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function CountrySelect({ className, ...props }, ref) {
    const t = useHotelTexts();
    return (
      <select ref={ref} autoComplete="country" className={cn(selectClass, className)} {...props}>
        <option value="" disabled>
          {/* Shown while no country is chosen; it cannot be chosen back. */}
          {t('form.chooseCountry')}
        </option>
        {countryOptions().map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
    );
  },
);
