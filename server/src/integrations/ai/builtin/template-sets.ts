import type { GeneratedTemplate } from '@common/ai/generated-template';
import type { ContentLanguage, HotelProfile } from '@common/ai/hotel-profile';
import type { HotelCategory } from '@common/hotels/hotel';
import { addDays, toIsoDate } from '../iso-date';
import { pickTemplateImages, type Audience, type CandidateAsset } from '../relevance-score';
import { upcomingHolidays, upcomingSeasons, type Occasion } from './calendar-occasions';
import { facilitiesOf, inHotelDe, joinList, mainLocation } from './phrasing';
import { templateTexts, type OccasionKey, type TemplateFacts } from './template-texts';

// Two holidays, two seasons and one audience: five templates, the most the spec allows.
const holidayCount = 2;
const seasonCount = 2;
// Audience offers are not tied to a date; they run for a quarter from today.
const audienceDays = 90;

/** The audience that suits a hotel category best. */
export const audienceByCategory: Record<HotelCategory, Audience> = {
  business: 'business',
  city: 'business',
  family: 'family',
  beach: 'family',
  mountain: 'family',
  luxury: 'luxury',
  wellness: 'luxury',
  other: 'business',
};

function factsOf(profile: HotelProfile, language: ContentLanguage): TemplateFacts {
  const name = profile.name.trim();
  const city = mainLocation(profile)?.city?.trim();
  return {
    atHotel: language === 'de' ? inHotelDe(name) : `at ${name}`,
    inCity: city ? ` in ${city}` : '',
    highlights: joinList(facilitiesOf(profile).slice(0, 3), language),
  };
}

/**
 * The built-in template set, planned from `today`: the next two holidays (Valentine's Day, Easter,
 * Oktoberfest, Christmas, New Year), the current or next two seasons and one offer for the audience
 * that suits the hotel's category; each with relevance-chosen images. Same input, same set.
 */
export function composeTemplateSet(
  profile: HotelProfile,
  assets: readonly CandidateAsset[],
  today: Date,
  language: ContentLanguage,
): GeneratedTemplate[] {
  const day = toIsoDate(today);
  const audience = audienceByCategory[profile.category];
  const occasions: Occasion<OccasionKey>[] = [
    ...upcomingHolidays(day).slice(0, holidayCount),
    ...upcomingSeasons(day, seasonCount),
    { key: `audience-${audience}`, startDate: day, endDate: addDays(day, audienceDays) },
  ];
  const facts = factsOf(profile, language);
  return occasions
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .map(({ key, startDate, endDate }) => {
      const text = templateTexts[key];
      const draft = {
        name: text.name[language],
        description: text.description[language](facts),
        category: text.category,
        startDate,
        endDate,
        tags: [...text.tags],
      };
      return { ...draft, ...pickTemplateImages(assets, draft) };
    });
}
