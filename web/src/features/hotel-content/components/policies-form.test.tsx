import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noPolicies } from '@common/content/policies';
import type { MemberRole } from '@common/teams/roles';
import { i18n, interfaceLanguage } from '@web/lib/i18n/i18n';
import { compileCatalogue } from '../../../../vite/compiled-catalogues';
import { answer, renderWithRouter, stubContentApi } from '../testing/content-fixtures';
import { PoliciesForm } from './policies-form';

function renderForm(role: MemberRole = 'owner') {
  const fetch = stubContentApi({
    'GET /api/hotels/h1/policies': () =>
      answer(200, {
        policies: { ...noPolicies, pets: 'on-request', checkIn: { from: '15:00', until: null } },
      }),
  });
  renderWithRouter(<PoliciesForm hotelId="h1" />, '/active-content', role);
  return fetch;
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

  it('shows a viewer the policies read-only, pointing to why, and saves nothing', async () => {
    const fetch = renderForm('viewer');
    const pets = within(await screen.findByRole('group', { name: 'Pets' }));
    const reason = screen.getByText('Your role does not allow this.');
    const allowed = pets.getByRole('radio', { name: 'Pets allowed' }) as HTMLInputElement;
    expect(allowed.getAttribute('aria-disabled')).toBe('true');
    expect(allowed.getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(allowed);
    expect(fireEvent.keyDown(allowed, { key: 'ArrowDown' })).toBe(false);
    expect(allowed.checked).toBe(false);
    expect((pets.getByRole('radio', { name: 'Pets allowed on request' }) as HTMLInputElement).checked).toBe(
      true,
    );
    const from = within(screen.getByRole('group', { name: 'Check-in' })).getByLabelText(
      'Von',
    ) as HTMLInputElement;
    expect(from.readOnly).toBe(true);
    expect(from.getAttribute('aria-describedby')).toContain(reason.id);
    const save = screen.getByRole('button', { name: 'Richtlinien speichern' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(save);
    fireEvent.submit(save.closest('form')!);
    expect(fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')).toEqual([]);
  });
});
