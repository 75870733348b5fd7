import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, interfaceLanguage } from '@web/lib/i18n/i18n';
import { StepProgress } from './step-progress';

const stepLabels = () =>
  within(screen.getByRole('list', { name: 'Onboarding progress' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('StepProgress', () => {
  afterEach(() => act(() => i18n.activate(interfaceLanguage)));

  it('labels the six steps as the spec does, in order, and names the current one', () => {
    render(<StepProgress step="location" />);
    expect(stepLabels()).toEqual(['Account', 'Hotel type', 'Location', 'Category', 'Import', 'Subscription']);
    expect(screen.getByText('Step 3 of 6')).toBeTruthy();
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Location');
  });

  it('labels the steps in a second interface language from its onboarding catalogue', () => {
    render(<StepProgress step="hotel-type" />);
    i18n.load('de', { ...i18n.messages, 'onboarding.progress.steps.hotel-type': 'Hoteltyp' });
    act(() => i18n.activate('de'));
    expect(stepLabels()).toContain('Hoteltyp');
  });
});
