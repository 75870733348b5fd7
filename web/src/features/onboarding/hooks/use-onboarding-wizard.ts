import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ImportResultView } from '@common/import/schemas';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { storageKeys, writeStorage } from '@web/lib/storage-keys';
import { wizardTexts } from '@web/locales/onboarding';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { useCreateOnboardingHotels } from '../api/create-onboarding-hotels';
import { useSaveOnboardingProgress } from '../api/save-onboarding-progress';
import { useSavePersonalInfo } from '../api/save-personal-info';
import { locationsForLocationStep, newLocationId } from '../location-list';
import { browserRegion } from '../phone-region';
import { isStepValid, nextStep, previousStep } from '../wizard-rules';
import { draftFromValues, hotelsInputFromValues, type WizardValues } from '../wizard-values';
import { useRoomCountSave } from './use-room-count-save';
import type { WizardStart } from './use-wizard-start';

/** The spec's short pause between finishing the wizard and showing the dashboard (50 to 100 ms). */
const finishDelayMs = 75;

/** A failure whose text the spec fixes, whatever the server said. */
class StepFailure extends Error {}

/** The wizard's state and moves: one set of values for all steps, saved on the server at every move. */
export function useOnboardingWizard(start: WizardStart) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(start.step);
  const [values, setValues] = useState(start.values);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The import the user has seen succeed on the import step, if any. */
  const [importedId, setImportedId] = useState<string | null>(null);
  const saveProgress = useSaveOnboardingProgress();
  const savePersonal = useSavePersonalInfo();
  const createHotels = useCreateOnboardingHotels();
  const complete = useCompleteOnboarding();

  useEffect(() => writeStorage(storageKeys.onboardingInProgress, 'true'), []);

  const update = useCallback(
    (patch: Partial<WizardValues>) => setValues((current) => ({ ...current, ...patch })),
    [],
  );
  const canContinue = isStepValid(step, values);
  const saveRoomCount = useRoomCountSave(step, values, saveProgress.mutate);

  /**
   * An import succeeded: its room count suggests the plan (a new count brings back the plan it suggests, as
   * when typed) and the hotel record is reloaded (spec part 1, section 4). Once per import, so returning to the
   * step does not undo a room count changed since.
   */
  const onImported = useCallback(
    (importId: string, result: ImportResultView) => {
      if (importId === importedId) return;
      setImportedId(importId);
      update({ roomCount: String(result.numberOfRooms), planId: null });
      void queryClient.invalidateQueries({ queryKey: ['hotels'] });
    },
    [importedId, update, queryClient],
  );

  async function goForward() {
    if (busy || !canContinue) return;
    const target = nextStep(step);
    if (!target) return finish();
    setError(null);
    setBusy(true);
    try {
      const prepared =
        step === 'hotel-type'
          ? { ...values, locations: locationsForLocationStep(values, newLocationId) }
          : values;
      if (step === 'personal') {
        const { firstName, lastName, phone } = prepared;
        // A number without country code is read as one of the hotel's country once there is a hotel, and of
        // the browser's region before.
        const phoneRegion = prepared.locations[0]?.country || browserRegion();
        await savePersonal
          .mutateAsync({ firstName: firstName.trim(), lastName: lastName.trim(), phone, phoneRegion })
          .catch((caught: unknown) => {
            // A phone number the server cannot read says what is allowed; anything else gets the spec's text.
            const phoneProblem = caught instanceof ApiError ? caught.fields.phone : undefined;
            throw new StepFailure(phoneProblem ?? wizardTexts('savePersonalFailed'));
          });
      }
      if (step === 'category') await createHotels.mutateAsync(hotelsInputFromValues(prepared));
      // After an import or a skip the hotel record is reloaded (spec part 1, section 4).
      if (step === 'import') void queryClient.invalidateQueries({ queryKey: ['hotels'] });
      await saveProgress.mutateAsync({ step: target, draft: draftFromValues(prepared) });
      setValues(prepared);
      setStep(target);
    } catch (caught) {
      setError(
        caught instanceof StepFailure ? caught.message : errorMessage(caught, wizardTexts('completeFailed')),
      );
    } finally {
      setBusy(false);
    }
  }

  function goBack() {
    const target = previousStep(step);
    if (busy || !target) return;
    setError(null);
    setStep(target);
    // Saved in the background: going back needs no confirmation, and the next Continue saves again anyway.
    saveProgress.mutate({ step: target, draft: draftFromValues(values) });
  }

  async function finish() {
    setError(null);
    setBusy(true);
    try {
      await complete.mutateAsync();
      // Stays busy ('Setting up...') through the pause, so nothing can be clicked twice.
      window.setTimeout(() => void navigate('/dashboard', { replace: true }), finishDelayMs);
    } catch (caught) {
      setError(errorMessage(caught, wizardTexts('completeFailed')));
      setBusy(false);
    }
  }

  return {
    step,
    values,
    update,
    error,
    busy,
    canContinue,
    canGoBack: previousStep(step) !== null,
    imported: importedId !== null,
    onImported,
    goForward,
    goBack,
    saveRoomCount,
  };
}
