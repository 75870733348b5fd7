import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, interfaceLanguage } from '@web/lib/i18n/i18n';
import { SubscriptionStep } from './subscription-step';

const step = (roomCount: string) => (
  <SubscriptionStep
    roomCount={roomCount}
    onRoomCountChange={() => {}}
    planId="tier_150"
    planChosen={false}
    onPlanChange={() => {}}
    onFollowSuggestion={() => {}}
  />
);
const renderStep = (roomCount: string) => render(step(roomCount));

const suggestion = () => screen.getByText('Suggested plan:').textContent;

describe('SubscriptionStep', () => {
  afterEach(() => act(() => i18n.activate(interfaceLanguage)));

  it('names the suggested plan as the spec does, with the Beliebt badge only on the medium plan', () => {
    const { rerender } = renderStep('100');
    expect(suggestion()).toBe('Suggested plan: Medium (150)Beliebt');
    rerender(step('151'));
    expect(suggestion()).toBe('Suggested plan: Large (Unlimited)');
  });

  it('describes each plan with its price and features', () => {
    renderStep('10');
    expect(suggestion()).toBe('Suggested plan: Small (50)');
    expect(screen.getByText('99 € per month · Up to 50 rooms · E-mail support')).toBeTruthy();
    expect(
      screen.getByText('299 € per month · Unlimited rooms · Support within 12 hours · Onboarding call'),
    ).toBeTruthy();
  });

  it('words the suggestion, its badge and the features in a second interface language', () => {
    renderStep('100');
    i18n.load('de', {
      ...i18n.messages,
      'onboarding.subscription.suggestions.tier_150': 'Mittel (150)',
      'onboarding.subscription.popular': 'Am beliebtesten',
      'checkout.plans.features.tier_50.0': 'Bis zu 50 Zimmer',
    });
    act(() => i18n.activate('de'));
    expect(suggestion()).toBe('Suggested plan: Mittel (150)Am beliebtesten');
    expect(screen.getByText('99 € per month · Bis zu 50 Zimmer · E-mail support')).toBeTruthy();
  });
});
