import { z } from 'zod';
import { policyChoices } from '../content/policies';
import { languageCodeSchema } from '../languages/content-languages';
import { featureSchema } from './facilities';

/**
 * The hotel as the content API answers it (/api/v1, issue 34): the facts the hotel states for guests (name,
 * address, contact, stars, check-in and check-out, policies). Not its owner, plan, chain, channels, tasks or any
 * counter of the product.
 */

const time = z
  .string()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)
  .nullable()
  .meta({ description: 'Local time, HH:MM; null where the hotel has not stated it.', example: '15:00' });

const timeRangeSchema = z
  .strictObject({ from: time, until: time })
  .meta({ id: 'TimeRange', description: 'Either end may be open (null).' });

const choice = <Name extends keyof typeof policyChoices>(name: Name, description: string) => {
  const options = Object.keys(policyChoices[name].options) as [string, ...string[]];
  const meanings = Object.entries(policyChoices[name].options)
    .map(([option, words]) => `\`${option}\`: ${words}`)
    .join('; ');
  return z
    .enum(options)
    .nullable()
    .meta({ description: `${description} ${meanings}. Null: not stated.` });
};

export const addressSchema = z
  .strictObject({
    streetAddress: z.string().meta({ example: 'Seestrasse 12' }),
    postalCode: z.string().nullable().meta({ example: '8002' }),
    city: z.string().meta({ example: 'Zürich' }),
    country: z.string().meta({ description: 'English name of the country.', example: 'Switzerland' }),
    countryCode: z
      .string()
      .nullable()
      .meta({ description: 'ISO 3166-1 alpha-2; null where unknown.', example: 'CH' }),
  })
  .meta({ id: 'Address' });

export const policiesSchema = z
  .strictObject({
    pets: choice('pets', 'Pets.'),
    smoking: choice('smoking', 'Smoking.'),
    parties: choice('parties', 'Parties and events.'),
    children: choice('children', 'Children.'),
    other: z.array(featureSchema).meta({
      description: 'Further policies the hotel states (cards accepted, cancellation...), switched on only.',
    }),
  })
  .meta({ id: 'Policies' });

export const hotelSchema = z
  .strictObject({
    id: z.guid(),
    name: z.string().meta({ example: 'Hotel Seeblick' }),
    website: z.string().nullable().meta({ example: 'https://seeblick.example' }),
    phone: z.string().nullable().meta({ description: 'E.164.', example: '+41441234567' }),
    reservationsEmail: z.string().nullable().meta({ example: 'reservations@seeblick.example' }),
    starRating: z.int().min(1).max(5).nullable().meta({ description: 'Official stars, 1-5.', example: 4 }),
    address: addressSchema.nullable(),
    checkIn: timeRangeSchema,
    checkOut: timeRangeSchema,
    policies: policiesSchema,
    primaryLanguage: languageCodeSchema.meta({
      description:
        'The language the hotel writes its texts in; the single-language fields (`name`, `description`, ' +
        '`altText`) are in it, and it comes first in every per-language field (`names`, `captions`...).',
      example: 'de',
    }),
    languages: z.array(languageCodeSchema).meta({
      description:
        'Every language the hotel serves guests in, the primary one first: the per-language fields hold these ' +
        'languages only.',
      example: ['de', 'en', 'it'],
    }),
  })
  .meta({ id: 'Hotel' });
export type ContentHotel = z.infer<typeof hotelSchema>;

/** An entry of GET /api/v1/hotels: enough to tell the hotels apart; the rest is at /api/v1/hotels/{hotelId}. */
export const hotelSummarySchema = z
  .strictObject({
    id: z.guid(),
    name: z.string().meta({ example: 'Hotel Seeblick' }),
    website: z.string().nullable().meta({ example: 'https://seeblick.example' }),
    address: addressSchema.nullable(),
  })
  .meta({ id: 'HotelSummary' });
export type ContentHotelSummary = z.infer<typeof hotelSummarySchema>;

export const hotelsAnswerSchema = z
  .strictObject({
    hotels: z.array(hotelSummarySchema).meta({
      description: 'The published hotels this key may read, oldest first.',
    }),
  })
  .meta({ id: 'HotelsAnswer' });
export type ContentHotelsAnswer = z.infer<typeof hotelsAnswerSchema>;

export const hotelAnswerSchema = z.strictObject({ hotel: hotelSchema }).meta({ id: 'HotelAnswer' });
export type ContentHotelAnswer = z.infer<typeof hotelAnswerSchema>;
