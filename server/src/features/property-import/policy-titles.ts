import type { HotelPoliciesInput } from '@common/content/policies';
import type { ListingFacility } from '../../integrations/booking/listing';

/** Listing titles that state a choice (lower case), as the marketplace and the website reader word them. */
const choiceTitles: Record<string, Partial<HotelPoliciesInput>> = {
  'pets allowed': { pets: 'allowed' },
  'pets allowed on request': { pets: 'on-request' },
  'pets are not allowed': { pets: 'not-allowed' },
  'no pets allowed': { pets: 'not-allowed' },
  'smoking is not allowed': { smoking: 'not-allowed' },
  'smoking allowed in designated areas': { smoking: 'designated-areas' },
  'smoking allowed': { smoking: 'allowed' },
  'parties/events are not allowed': { parties: 'not-allowed' },
  'parties/events are allowed': { parties: 'allowed' },
  'children welcome': { children: 'welcome' },
  'adults only': { children: 'adults-only' },
};

const time = String.raw`(\d{1,2}:\d{2})`;
/** 'Check-in 15:00', 'Check-in 15:00-22:00', 'Check-out until 11:00', 'Check-out 07:00-11:00'. */
const rangeTitle = new RegExp(String.raw`^check-(in|out)\s+(?:until\s+)?${time}(?:\s*-\s*${time})?$`, 'i');
const untilTitle = /^check-out\s+until\s/i;

const padded = (value: string) => value.padStart(5, '0');

/**
 * The listing's policies (issue 31, point 6): titles that state a choice or a check-in or check-out time become
 * the hotel's policies instead of feature switches; every other title stays a facility. Check-in with one
 * time is its start, check-out with one time its end.
 */
export function splitPolicies(facilities: readonly ListingFacility[]): {
  facilities: ListingFacility[];
  policies: HotelPoliciesInput;
} {
  const policies: HotelPoliciesInput = {};
  const others: ListingFacility[] = [];
  for (const facility of facilities) {
    const title = facility.title.trim();
    const choice = choiceTitles[title.toLowerCase()];
    const range = rangeTitle.exec(title);
    if (choice) Object.assign(policies, { ...choice, ...policies });
    else if (range) {
      const [, kind, first, second] = range as unknown as [string, 'in' | 'out', string, string | undefined];
      const key = kind === 'in' ? 'checkIn' : 'checkOut';
      const onlyEnd = kind === 'out' && !second;
      policies[key] ??= second
        ? { from: padded(first), until: padded(second) }
        : onlyEnd || untilTitle.test(title)
          ? { from: null, until: padded(first) }
          : { from: padded(first), until: null };
    } else others.push(facility);
  }
  return { facilities: others, policies };
}
