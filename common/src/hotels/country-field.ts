import { z } from 'zod';
import { limits } from '../limits';
import { countryCodeFromText } from './countries';
import { oneLineText } from './hotel';

export const countryTexts = {
  required: 'Country is required',
  chooseFromList: 'Please choose a country from the list',
} as const;

/**
 * A country, stored as its ISO 3166-1 alpha-2 code. The forms send the code; an English or German name
 * ('Austria', 'Österreich') is taken as well, so API clients and earlier drafts that send names keep working.
 */
export const countryFieldSchema = oneLineText()
  .pipe(z.string().min(1, countryTexts.required).max(limits.addressMaxLength, countryTexts.chooseFromList))
  .transform((text, context) => {
    const code = countryCodeFromText(text);
    if (code) return code;
    context.addIssue({ code: 'custom', message: countryTexts.chooseFromList });
    return z.NEVER;
  });
