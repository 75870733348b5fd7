import { useEffect, useRef } from 'react';

/** Moves focus to the step's heading whenever the step changes, so screen readers announce the new step. */
export function useStepFocus<T extends HTMLElement>(step: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [step]);
  return ref;
}
