import { z } from 'zod';

/**
 * A hotel's policies that cannot contradict (issue 31, point 6): each group of mutually exclusive options is one
 * choice, and check-in and check-out are time ranges. Before, they were on/off switches of the feature catalogue,
 * so a hotel could have 'Pets allowed' and 'Pets are not allowed' on together and send both to the channels.
 * The policies that can be combined (cards accepted, cancellation, cots on request, quiet hours) stay switches.
 *   GET /api/hotels/:hotelId/policies            -> { policies: HotelPolicies }
 *   PUT /api/hotels/:hotelId/policies  HotelPolicies (every field; null is 'not stated')  -> { policies }
 */

/**
 * Each choice with its options, in the order shown; the labels are the channels' words (Booking.com's). They are
 * the hotel's content, not interface texts: policyLines() gives them to the description generators and to the
 * public preview, which lists them beside the feature catalogue's names, in the channels' English like the
 * descriptions it shows. The content page's form shows the same words from the web's content catalogue
 * (web/src/locales/<language>/content.json, policyLabels), so a second interface language translates the form
 * while what the channels are sent stays the same.
 */
export const policyChoices = {
  pets: {
    label: 'Pets',
    options: {
      allowed: 'Pets allowed',
      'on-request': 'Pets allowed on request',
      'not-allowed': 'Pets are not allowed',
    },
  },
  smoking: {
    label: 'Smoking',
    options: {
      'not-allowed': 'Smoking is not allowed',
      'designated-areas': 'Smoking allowed in designated areas',
      allowed: 'Smoking allowed',
    },
  },
  parties: {
    label: 'Parties',
    options: {
      'not-allowed': 'Parties/events are not allowed',
      allowed: 'Parties/events are allowed',
    },
  },
  children: {
    label: 'Children',
    options: {
      welcome: 'Children welcome',
      'adults-only': 'Adults only',
    },
  },
} as const;

export type PolicyChoiceName = keyof typeof policyChoices;
export const policyChoiceNames = Object.keys(policyChoices) as PolicyChoiceName[];
export type PolicyOption<Name extends PolicyChoiceName> = keyof (typeof policyChoices)[Name]['options'] &
  string;

export const policyRangeNames = ['checkIn', 'checkOut'] as const;
export type PolicyRangeName = (typeof policyRangeNames)[number];
/** The times' names in the channels' words, for policyLines(); the form's are content.json's policyLabels. */
export const policyRangeLabels: Record<PolicyRangeName, string> = {
  checkIn: 'Check-in',
  checkOut: 'Check-out',
};

export const policyTexts = {
  invalidChoice: 'Please choose one of the options',
  invalidTime: 'Please enter a time as HH:MM',
  untilBeforeFrom: 'The end of the time range must be after its start',
} as const;

/** 'HH:MM', 00:00 to 23:59: what a time field sends. */
const timeSchema = z
  .string()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, policyTexts.invalidTime)
  .nullable()
  .default(null);

/** A time range; either end may be left open ('Check-out until 11:00'), but an end before its start is refused. */
const rangeSchema = z
  .object({ from: timeSchema, until: timeSchema })
  .refine((range) => range.from === null || range.until === null || range.until > range.from, {
    message: policyTexts.untilBeforeFrom,
    path: ['until'],
  });

const choiceSchema = <Name extends PolicyChoiceName>(name: Name) =>
  z
    .enum(Object.keys(policyChoices[name].options) as [PolicyOption<Name>, ...PolicyOption<Name>[]], {
      error: policyTexts.invalidChoice,
    })
    .nullable()
    .default(null);

export const hotelPoliciesSchema = z.object({
  pets: choiceSchema('pets'),
  smoking: choiceSchema('smoking'),
  parties: choiceSchema('parties'),
  children: choiceSchema('children'),
  checkIn: rangeSchema.default({ from: null, until: null }),
  checkOut: rangeSchema.default({ from: null, until: null }),
});
export type HotelPolicies = z.infer<typeof hotelPoliciesSchema>;
export type HotelPoliciesInput = z.input<typeof hotelPoliciesSchema>;
export type TimeRange = HotelPolicies['checkIn'];

export const noPolicies: HotelPolicies = {
  pets: null,
  smoking: null,
  parties: null,
  children: null,
  checkIn: { from: null, until: null },
  checkOut: { from: null, until: null },
};

export interface HotelPoliciesResponse {
  policies: HotelPolicies;
}

/** A range as the channels word it: 'Check-in 15:00-22:00', 'Check-in from 15:00', 'Check-out until 11:00'. */
export function rangeLine(name: PolicyRangeName, { from, until }: TimeRange): string | null {
  const label = policyRangeLabels[name];
  if (from && until) return `${label} ${from}-${until}`;
  if (from) return `${label} from ${from}`;
  if (until) return `${label} until ${until}`;
  return null;
}

/**
 * The stated policies as groups of lines, in the order shown ('Pets': ['Pets allowed on request']): what the
 * public preview lists and the description generators are told.
 */
export function policyLines(policies: HotelPolicies): { group: string; line: string }[] {
  const lines: { group: string; line: string }[] = [];
  for (const name of policyRangeNames) {
    const line = rangeLine(name, policies[name]);
    if (line) lines.push({ group: policyRangeLabels[name], line });
  }
  for (const name of policyChoiceNames) {
    const chosen = policies[name];
    if (chosen === null) continue;
    const options: Record<string, string> = policyChoices[name].options;
    lines.push({ group: policyChoices[name].label, line: options[chosen]! });
  }
  return lines;
}
