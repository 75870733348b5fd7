import { useCallback, useEffect, useRef } from 'react';
import { readRoomCount } from '@common/onboarding/room-count';
import type { OnboardingStep } from '@common/onboarding/schemas';
import { draftFromValues, type WizardValues } from '../wizard-values';
import type { OnboardingProgress } from '../api/save-onboarding-progress';

/** How long typing pauses before the room count is saved. */
export const roomCountSaveDelayMs = 400;

/**
 * Saves the room count typed on the subscription step (DECISIONS.md point 27): a short pause after typing, and at
 * once when the field is left, which is before a checkout button can be clicked. The server also writes it to
 * the hotel, so it survives a checkout round trip. Refused counts are not saved.
 */
export function useRoomCountSave(
  step: OnboardingStep,
  values: WizardValues,
  save: (progress: OnboardingProgress) => void,
) {
  const savedText = useRef(values.roomCount);
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });

  const saveNow = useCallback(() => {
    const current = latest.current;
    if (current.roomCount === savedText.current || !readRoomCount(current.roomCount).ok) return;
    savedText.current = current.roomCount;
    save({ step: 'subscription', draft: draftFromValues(current) });
  }, [save]);

  useEffect(() => {
    if (step !== 'subscription') {
      savedText.current = values.roomCount;
      return;
    }
    const timer = window.setTimeout(saveNow, roomCountSaveDelayMs);
    return () => window.clearTimeout(timer);
  }, [step, values.roomCount, saveNow]);

  return saveNow;
}
