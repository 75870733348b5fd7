import { wizardTexts } from '@web/locales/onboarding';
import type { WizardLocation, WizardValues } from './wizard-values';

/** Ids only tell the wizard's locations apart (list keys, the draft); the server assigns the real ones. */
export const newLocationId = () => crypto.randomUUID();

export const emptyLocation = (id: string, name = ''): WizardLocation => ({
  id,
  name,
  address: '',
  city: '',
  country: '',
  postalCode: '',
});

/** A location can be removed only while more than one exists. */
export const canRemoveLocation = (locations: WizardLocation[]) => locations.length > 1;

export function removeLocation(locations: WizardLocation[], id: string): WizardLocation[] {
  return canRemoveLocation(locations) ? locations.filter((location) => location.id !== id) : locations;
}

export function updateLocation(
  locations: WizardLocation[],
  id: string,
  patch: Partial<Omit<WizardLocation, 'id'>>,
) {
  return locations.map((location) => (location.id === id ? { ...location, ...patch } : location));
}

/** The name a location gets when the wizard adds it: the hotel's name, or 'Main Location' without one. */
export const defaultLocationName = (hotelName: string) => hotelName.trim() || wizardTexts('mainLocation');

/**
 * The locations on entering the location step: one is added when there is none (named after the hotel), and
 * an individual hotel keeps only its first, since it has exactly one.
 */
export function locationsForLocationStep(values: WizardValues, newId: () => string): WizardLocation[] {
  if (values.locations.length === 0) return [emptyLocation(newId(), defaultLocationName(values.hotelName))];
  return values.hotelType === 'individual' ? values.locations.slice(0, 1) : values.locations;
}
