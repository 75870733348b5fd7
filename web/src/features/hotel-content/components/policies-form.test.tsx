import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noPolicies } from '@common/content/policies';
import { i18n, interfaceLanguage } from '@web/lib/i18n/i18n';
import { compileCatalogue } from '../../../../vite/compiled-catalogues';
import { answer, renderWithRouter, stubContentApi } from '../testing/content-fixtures';
import { PoliciesForm } from './policies-form';

function renderForm() {
  stubContentApi({
    'GET /api/hotels/h1/policies': () =>
      answer(200, {
        policies: { ...noPolicies, pets: 'on-request', checkIn: { from: '15:00', until: null } },
      }),
  });
  renderWithRouter(<PoliciesForm hotelId="h1" />);
}

const legends = () => screen.getAllByRole('group').map((group) => group.querySelector('legend')!.textContent);
const optionsOf = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')!.textContent);

describe('PoliciesForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the times, the choices and their options in the channels’ words, as the page shows them', async () => {
    renderForm();
    await screen.findByRole('group', { name: 'Pets' });
    expect(legends()).toEqual(['Check-in', 'Check-out', 'Pets', 'Smoking', 'Parties', 'Children']);
    expect(optionsOf('Pets')).toEqual([
      'Pets allowed',
      'Pets allowed on request',
      'Pets are not allowed',
      'Keine Angabe',
    ]);
    expect(optionsOf('Smoking')).toEqual([
      'Smoking is not allowed',
      'Smoking allowed in designated areas',
      'Smoking allowed',
      'Keine Angabe',
    ]);
    expect(optionsOf('Parties')).toEqual([
      'Parties/events are not allowed',
      'Parties/events are allowed',
      'Keine Angabe',
    ]);
    expect(optionsOf('Children')).toEqual(['Children welcome', 'Adults only', 'Keine Angabe']);
    const pets = within(screen.getByRole('group', { name: 'Pets' }));
    expect((pets.getByRole('radio', { name: 'Pets allowed on request' }) as HTMLInputElement).checked).toBe(
      true,
    );
    const checkIn = within(screen.getByRole('group', { name: 'Check-in' }));
    expect((checkIn.getByLabelText('Von') as HTMLInputElement).value).toBe('15:00');
  });

  it('takes those labels from the content catalogue, so a second interface language words them', async () => {
    renderForm();
    await screen.findByRole('group', { name: 'Pets' });
    // A second language as defineTexts loads one: its texts over the shipped catalogue's.
    i18n.load('fr', {
      ...i18n.messages,
      ...compileCatalogue('content', {
        policyLabels: {
          checkIn: 'Arrivée',
          pets: { label: 'Animaux', options: { 'on-request': 'Animaux sur demande' } },
        },
      }),
    });
    try {
      act(() => i18n.activate('fr'));
      expect(legends()).toEqual(['Arrivée', 'Check-out', 'Animaux', 'Smoking', 'Parties', 'Children']);
      expect(optionsOf('Animaux')).toEqual([
        'Pets allowed',
        'Animaux sur demande',
        'Pets are not allowed',
        'Keine Angabe',
      ]);
    } finally {
      act(() => i18n.activate(interfaceLanguage));
    }
  });
});
