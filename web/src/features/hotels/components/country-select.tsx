import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '@web/components/ui/cn';
import { countryOptions } from '../country-options';

export const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 ' +
  'focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-500';

/** Shown while no country is chosen; it cannot be chosen back. */
export const chooseCountryText = 'Choose a country';

/**
 * The country of a hotel's address, chosen from the ISO 3166 list (value: the alpha-2 code), in onboarding
 * and settings alike.
 */
export const CountrySelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function CountrySelect({ className, ...props }, ref) {
    return (
      <select ref={ref} autoComplete="country" className={cn(selectClass, className)} {...props}>
        <option value="" disabled>
          {chooseCountryText}
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

/** The hint for a country stored as free text before the list: shown as entered until one is chosen. */
export const storedCountryHint = (text: string) => `Saved as '${text}': please choose it from the list.`;
