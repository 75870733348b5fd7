import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import {
  canRemoveLocation,
  emptyLocation,
  newLocationId,
  removeLocation,
  updateLocation,
} from '../location-list';
import type { WizardValues } from '../wizard-values';
import { LocationFields } from './location-fields';
import { useWizardTexts } from '@web/locales/onboarding';

interface LocationStepProps {
  values: WizardValues;
  onChange(patch: Partial<WizardValues>): void;
}

/** The hotel's address, or for a chain one address per hotel ('Add Hotel' adds another). */
export function LocationStep({ values, onChange }: LocationStepProps) {
  const t = useWizardTexts();
  const { locations } = values;
  const isChain = values.hotelType === 'chain';
  const [addedId, setAddedId] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const add = () => {
    const location = emptyLocation(newLocationId());
    setAddedId(location.id);
    onChange({ locations: [...locations, location] });
  };
  const remove = (id: string) => {
    onChange({ locations: removeLocation(locations, id) });
    // The removed button takes focus with it; hand it to a control that is still there.
    addButton.current?.focus();
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {isChain ? t('location.introChain') : t('location.introIndividual')}
      </p>
      {locations.map((location, index) => (
        <LocationFields
          key={location.id}
          position={index + 1}
          location={location}
          canRemove={canRemoveLocation(locations)}
          autoFocus={location.id === addedId}
          onChange={(patch) => onChange({ locations: updateLocation(locations, location.id, patch) })}
          onRemove={() => remove(location.id)}
        />
      ))}
      {isChain ? (
        <Button ref={addButton} variant="outline" onClick={add}>
          <Plus className="size-4" aria-hidden="true" />
          {t('location.addHotel')}
        </Button>
      ) : null}
    </div>
  );
}
