import type { HotelCategory } from '@common/hotels/hotel';
import type { ContentLanguage } from '@common/ai/hotel-profile';

export interface CategoryPhrases {
  /** "ein Wellnesshotel" / "a wellness hotel" */
  kind: string;
  /** Who the hotel suits best. */
  guests: string;
  /** What a stay offers, as an object phrase: "Entspannung für Körper und Geist". */
  promise: string;
}

// Wording per hotel category (spec part 1: business, family, luxury, beach, mountain, wellness, city, other).
const phrases: Record<ContentLanguage, Record<HotelCategory, CategoryPhrases>> = {
  de: {
    business: {
      kind: 'ein Businesshotel',
      guests: 'Geschäftsreisende',
      promise: 'effizientes Arbeiten und erholsame Nächte',
    },
    family: {
      kind: 'ein Familienhotel',
      guests: 'Familien mit Kindern',
      promise: 'gemeinsame Zeit und unbeschwerte Ferientage',
    },
    luxury: {
      kind: 'ein Luxushotel',
      guests: 'anspruchsvolle Gäste',
      promise: 'Eleganz, Ruhe und aufmerksamen Service',
    },
    beach: {
      kind: 'ein Strandhotel',
      guests: 'Sonnenhungrige und Wasserliebhaber',
      promise: 'entspannte Tage am Wasser',
    },
    mountain: {
      kind: 'ein Berghotel',
      guests: 'Wanderer, Wintersportler und Naturliebhaber',
      promise: 'frische Bergluft und weite Ausblicke',
    },
    wellness: {
      kind: 'ein Wellnesshotel',
      guests: 'Erholungssuchende',
      promise: 'Entspannung für Körper und Geist',
    },
    city: {
      kind: 'ein Stadthotel',
      guests: 'Städtereisende',
      promise: 'kurze Wege zu Kultur, Shopping und Kulinarik',
    },
    other: { kind: 'ein Hotel', guests: 'Reisende', promise: 'einen angenehmen Aufenthalt' },
  },
  en: {
    business: {
      kind: 'a business hotel',
      guests: 'business travellers',
      promise: 'productive days and restful nights',
    },
    family: {
      kind: 'a family hotel',
      guests: 'families with children',
      promise: 'time together and carefree holidays',
    },
    luxury: {
      kind: 'a luxury hotel',
      guests: 'discerning guests',
      promise: 'elegance, calm and attentive service',
    },
    beach: {
      kind: 'a beach hotel',
      guests: 'sun seekers and water lovers',
      promise: 'relaxed days by the water',
    },
    mountain: {
      kind: 'a mountain hotel',
      guests: 'hikers, skiers and nature lovers',
      promise: 'fresh mountain air and wide views',
    },
    wellness: {
      kind: 'a wellness hotel',
      guests: 'guests in search of rest',
      promise: 'relaxation for body and mind',
    },
    city: {
      kind: 'a city hotel',
      guests: 'city travellers',
      promise: 'short distances to culture, shopping and dining',
    },
    other: { kind: 'a hotel', guests: 'travellers', promise: 'a pleasant stay' },
  },
};

/** The wording for a hotel category in the given language. */
export function categoryPhrases(category: HotelCategory, language: ContentLanguage): CategoryPhrases {
  return phrases[language][category];
}
