import type { TemplateCategory } from '@common/ai/generated-template';
import type { ContentLanguage } from '@common/ai/hotel-profile';
import type { Audience } from '../relevance-score';
import type { Season } from '../season';
import type { HolidayKey } from './calendar-occasions';

export type OccasionKey = HolidayKey | Season | `audience-${Audience}`;

/** What the composer knows when writing a template's texts. */
export interface TemplateFacts {
  /** "im Hotel Alpenblick" / "at Hotel Alpenblick" */
  atHotel: string;
  /** " in Zermatt" or "" */
  inCity: string;
  /** "Sauna, Pool und Restaurant" or "" */
  highlights: string;
}

interface TemplateText {
  category: TemplateCategory;
  /** English tags, so they meet the relevance keywords and the image tags. */
  tags: string[];
  name: Record<ContentLanguage, string>;
  description: Record<ContentLanguage, (facts: TemplateFacts) => string>;
}

const withHighlights = (facts: TemplateFacts) =>
  facts.highlights ? ` Highlights: ${facts.highlights}.` : '';

export const templateTexts: Record<OccasionKey, TemplateText> = {
  valentines: {
    category: 'event',
    tags: ['valentine', 'romance', 'couples', 'winter'],
    name: { de: 'Valentinstag zu zweit', en: "Valentine's Day for two" },
    description: {
      de: (f) =>
        `Romantische Tage ${f.atHotel}${f.inCity} für Paare, die sich Zeit füreinander nehmen.${withHighlights(f)}`,
      en: (f) =>
        `Romantic days ${f.atHotel}${f.inCity} for couples who take time for each other.${withHighlights(f)}`,
    },
  },
  easter: {
    category: 'event',
    tags: ['easter', 'spring', 'family', 'holiday'],
    name: { de: 'Ostern', en: 'Easter' },
    description: {
      de: (f) =>
        `Frühlingshafte Ostertage ${f.atHotel}${f.inCity} – für Familien und alle, die den Frühling begrüßen.${withHighlights(f)}`,
      en: (f) =>
        `Spring-like Easter days ${f.atHotel}${f.inCity} – for families and everyone welcoming spring.${withHighlights(f)}`,
    },
  },
  oktoberfest: {
    category: 'event',
    tags: ['oktoberfest', 'fall', 'celebration', 'event'],
    name: { de: 'Oktoberfest-Zeit', en: 'Oktoberfest season' },
    description: {
      de: (f) =>
        `Zur Wiesn-Zeit gesellig feiern und ${f.atHotel}${f.inCity} entspannt übernachten.${withHighlights(f)}`,
      en: (f) =>
        `Celebrate during Oktoberfest and stay comfortably ${f.atHotel}${f.inCity}.${withHighlights(f)}`,
    },
  },
  christmas: {
    category: 'event',
    tags: ['christmas', 'winter', 'festive', 'celebration'],
    name: { de: 'Weihnachten', en: 'Christmas' },
    description: {
      de: (f) =>
        `Festliche Weihnachtstage ${f.atHotel}${f.inCity}: ankommen, zur Ruhe kommen, gemeinsam feiern.${withHighlights(f)}`,
      en: (f) =>
        `Festive Christmas days ${f.atHotel}${f.inCity}: arrive, slow down and celebrate together.${withHighlights(f)}`,
    },
  },
  newYear: {
    category: 'event',
    tags: ['new year', 'party', 'celebration', 'winter'],
    name: { de: 'Silvester & Neujahr', en: "New Year's Eve & New Year" },
    description: {
      de: (f) =>
        `Das neue Jahr ${f.atHotel}${f.inCity} begrüßen – mit Feier am Abend und ruhigem Start am Morgen danach.${withHighlights(f)}`,
      en: (f) =>
        `Welcome the new year ${f.atHotel}${f.inCity} – a celebration at night and a calm start the morning after.${withHighlights(f)}`,
    },
  },
  winter: {
    category: 'seasonal',
    tags: ['winter', 'snow', 'cozy'],
    name: { de: 'Winterzauber', en: 'Winter magic' },
    description: {
      de: (f) => `Kalte Tage, warme Stunden: die Wintersaison ${f.atHotel}${f.inCity}.${withHighlights(f)}`,
      en: (f) => `Cold days, warm hours: the winter season ${f.atHotel}${f.inCity}.${withHighlights(f)}`,
    },
  },
  spring: {
    category: 'seasonal',
    tags: ['spring', 'garden', 'flowers'],
    name: { de: 'Frühlingserwachen', en: 'Spring awakening' },
    description: {
      de: (f) => `Längere Tage und frisches Grün: der Frühling ${f.atHotel}${f.inCity}.${withHighlights(f)}`,
      en: (f) => `Longer days and fresh green: spring ${f.atHotel}${f.inCity}.${withHighlights(f)}`,
    },
  },
  summer: {
    category: 'seasonal',
    tags: ['summer', 'sun', 'outdoor'],
    name: { de: 'Sommerfrische', en: 'Summer retreat' },
    description: {
      de: (f) => `Sonnige Tage und laue Abende: der Sommer ${f.atHotel}${f.inCity}.${withHighlights(f)}`,
      en: (f) => `Sunny days and mild evenings: summer ${f.atHotel}${f.inCity}.${withHighlights(f)}`,
    },
  },
  fall: {
    category: 'seasonal',
    tags: ['autumn', 'fall', 'hiking', 'wine'],
    name: { de: 'Goldener Herbst', en: 'Golden autumn' },
    description: {
      de: (f) => `Klare Luft und goldenes Licht: der Herbst ${f.atHotel}${f.inCity}.${withHighlights(f)}`,
      en: (f) => `Clear air and golden light: autumn ${f.atHotel}${f.inCity}.${withHighlights(f)}`,
    },
  },
  'audience-business': {
    category: 'audience',
    tags: ['business', 'meeting', 'workspace'],
    name: { de: 'Business-Aufenthalt', en: 'Business stay' },
    description: {
      de: (f) =>
        `Für Geschäftsreisende: produktiv arbeiten und gut schlafen ${f.atHotel}${f.inCity}.${withHighlights(f)}`,
      en: (f) =>
        `For business travellers: work productively and sleep well ${f.atHotel}${f.inCity}.${withHighlights(f)}`,
    },
  },
  'audience-family': {
    category: 'audience',
    tags: ['family', 'kids', 'holiday'],
    name: { de: 'Familienzeit', en: 'Family time' },
    description: {
      de: (f) => `Gemeinsame Ferientage für Groß und Klein ${f.atHotel}${f.inCity}.${withHighlights(f)}`,
      en: (f) => `Holidays together for young and old ${f.atHotel}${f.inCity}.${withHighlights(f)}`,
    },
  },
  'audience-luxury': {
    category: 'audience',
    tags: ['luxury', 'spa', 'suite'],
    name: { de: 'Luxus-Auszeit', en: 'Luxury escape' },
    description: {
      de: (f) =>
        `Eine Auszeit mit Stil ${f.atHotel}${f.inCity}: Ruhe, Komfort und aufmerksamer Service.${withHighlights(f)}`,
      en: (f) =>
        `A stylish escape ${f.atHotel}${f.inCity}: calm, comfort and attentive service.${withHighlights(f)}`,
    },
  },
};
