import type { HotelCategory, HotelType } from '@common/hotels/hotel';
import { normalizeWebsite } from '@common/hotels/hotel';
import type { OnboardingDraft, OnboardingHotelsInput } from '@common/onboarding/schemas';
import { planByRoomCount } from '@common/plans/plan-by-room-count';
import { isPurchasable, type PurchasablePlanId } from '@common/plans/plans';

export interface WizardLocation {
  id: string;
  name: string;
  address: string;
  city: string;
  country: string;
  postalCode: string;
}

/** Everything the wizard asks, held in one place so Back and a reload keep what was entered. */
export interface WizardValues {
  firstName: string;
  lastName: string;
  phone: string;
  hotelType: HotelType | null;
  hotelName: string;
  hotelWebsite: string;
  locations: WizardLocation[];
  category: HotelCategory | null;
  /** As typed; read with parseRoomCount. */
  roomCount: string;
  /** A plan the user picked (or the pending plan); null follows the room count. */
  planId: PurchasablePlanId | null;
}

interface PersonalInfo {
  firstName: string;
  lastName: string;
  phone: string;
}

/** Phone numbers are digits only (spec part 1, section 5): anything else is dropped as it is typed. */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');

export function parseRoomCount(text: string): number {
  const count = Number.parseInt(digitsOnly(text), 10);
  return Number.isFinite(count) ? count : 0;
}

/** The plan to show as chosen: the user's pick if any, else the one the room count suggests. */
export const chosenPlanId = (values: WizardValues): PurchasablePlanId =>
  values.planId ?? planByRoomCount(parseRoomCount(values.roomCount)).planId;

/** The wizard's starting values: the saved draft, the profile's name and phone, and a pending plan. */
export function valuesFromDraft(
  draft: OnboardingDraft,
  profile: PersonalInfo | undefined,
  pendingPlan: string | null,
): WizardValues {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    phone: digitsOnly(profile?.phone ?? ''),
    hotelType: draft.hotelType ?? null,
    hotelName: draft.hotelName ?? '',
    hotelWebsite: draft.hotelWebsite ?? '',
    locations: (draft.locations ?? []).map((location) => ({
      ...location,
      postalCode: location.postalCode ?? '',
    })),
    category: draft.category ?? null,
    roomCount: String(draft.roomCount ?? 0),
    planId: pendingPlan && isPurchasable(pendingPlan) ? pendingPlan : null,
  };
}

/** What the server keeps between steps (the personal values live in the profile instead). */
export function draftFromValues(values: WizardValues): OnboardingDraft {
  return {
    hotelType: values.hotelType,
    hotelName: values.hotelName,
    hotelWebsite: values.hotelWebsite,
    category: values.category,
    roomCount: parseRoomCount(values.roomCount),
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
