export const seasons = ['winter', 'spring', 'summer', 'fall'] as const;
export type Season = (typeof seasons)[number];

/**
 * The season of a month (1-12), as the spec counts it (part 2, section 9): December to February winter,
 * March to May spring, June to August summer, otherwise fall.
 */
export function seasonOfMonth(month: number): Season {
  if (month === 12 || month <= 2) return 'winter';
  if (month <= 5) return 'spring';
  if (month <= 8) return 'summer';
  return 'fall';
}

/** The season of an ISO date (YYYY-MM-DD), read from its month so no time zone can shift it. */
export function seasonOfIsoDate(isoDate: string): Season {
  const month = Number(isoDate.slice(5, 7));
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`Not an ISO date: ${isoDate}`);
  return seasonOfMonth(month);
}
