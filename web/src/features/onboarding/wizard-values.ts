import { countryCodeFromText } from '@common/hotels/countries';
import type { HotelCategory, HotelType } from '@common/hotels/hotel';
import { normalizeWebsite } from '@common/hotels/hotel';
import type { OnboardingDraft, OnboardingHotelsInput } from '@common/onboarding/schemas';
import { readRoomCount } from '@common/onboarding/room-count';
import { planByRoomCount } from '@common/plans/plan-by-room-count';
import { isPurchasable, type PurchasablePlanId } from '@common/plans/plans';

export interface WizardLocation {
  id: string;
  name: string;
  address: string;
  city: string;
  /** ISO 3166-1 alpha-2 code; '' until one is chosen. */
  country: string;
  postalCode: string;
}

/** Everything the wizard asks, held in one place so Back and a reload keep what was entered. */
export interface WizardValues {
  firstName: string;
  lastName: string;
  /** As typed ('+49 8821 123456'); the server stores it in E.164. */
  phone: string;
  hotelType: HotelType | null;
  hotelName: string;
  hotelWebsite: string;
  locations: WizardLocation[];
  category: HotelCategory | null;
  /** As typed; read with readRoomCount ('' is no count yet). */
  roomCount: string;
  /** A plan the user picked (or the pending plan); null follows the room count. */
  planId: PurchasablePlanId | null;
}

interface PersonalInfo {
  firstName: string;
  lastName: string;
  phone: string;
}

/** The room count the plan is suggested from: the typed count, or 0 while none (or no valid one) is typed. */
export function suggestingRoomCount(text: string): number {
  const reading = readRoomCount(text);
  return reading.ok ? (reading.count ?? 0) : 0;
}

/** The plan to show as chosen: the user's pick if any, else the one the room count suggests. */
export const chosenPlanId = (values: WizardValues): PurchasablePlanId =>
  values.planId ?? planByRoomCount(suggestingRoomCount(values.roomCount)).planId;

/** The wizard's starting values: the saved draft, the profile's name and phone, and a pending plan. */
export function valuesFromDraft(
  draft: OnboardingDraft,
  profile: PersonalInfo | undefined,
  pendingPlan: string | null,
): WizardValues {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    phone: profile?.phone ?? '',
    hotelType: draft.hotelType ?? null,
    hotelName: draft.hotelName ?? '',
    hotelWebsite: draft.hotelWebsite ?? '',
    locations: (draft.locations ?? []).map((location) => ({
      ...location,
      // Drafts from before the country list hold names ('Austria'); those the list knows become its code.
      country: countryCodeFromText(location.country) ?? '',
      postalCode: location.postalCode ?? '',
    })),
    category: draft.category ?? null,
    roomCount: draft.roomCount == null ? '' : String(draft.roomCount),
    planId: pendingPlan && isPurchasable(pendingPlan) ? pendingPlan : null,
  };
}

/** What the server keeps between steps (the personal values live in the profile instead). */
export function draftFromValues(values: WizardValues): OnboardingDraft {
  const roomCount = readRoomCount(values.roomCount);
  return {
    hotelType: values.hotelType,
    hotelName: values.hotelName,
    hotelWebsite: values.hotelWebsite,
    category: values.category,
    // A refused count (the step says why) is not saved: the hotel keeps the last valid one.
    ...(roomCount.ok ? { roomCount: roomCount.count } : {}),
    locations: values.locations.map(({ postalCode, ...location }) =>
      postalCode.trim() ? { ...location, postalCode } : location,
    ),
  };
}

/** The body of POST /api/onboarding/hotels; only called once the hotel-type and category steps are valid. */
export function hotelsInputFromValues(values: WizardValues): OnboardingHotelsInput {
  if (!values.hotelType || !values.category) throw new Error('Hotel type and category must be chosen first');
  return {
    hotelType: values.hotelType,
    hotelName: values.hotelName.trim(),
    hotelWebsite: normalizeWebsite(values.hotelWebsite),
    category: values.category,
    locations: values.locations.map((location) => ({
      name: location.name.trim(),
      address: location.address.trim(),
      city: location.city.trim(),
      country: location.country.trim(),
      postalCode: location.postalCode.trim() || undefined,
    })),
  };
}
