import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, interfaceLanguage } from '@web/lib/i18n/i18n';
import { compileCatalogue } from '../../../vite/compiled-catalogues';
import { RoomTypeSelect } from './components/room-type-select';
import { useRoomTypeLabel } from './room-type-label';

const optionTexts = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('room type names', () => {
  it('name each type in the page’s language, the default type as the page calls it', () => {
    const english = renderHook(() => useRoomTypeLabel('en')).result.current;
    expect(['double', 'standard room', '', 'twin'].map(english)).toEqual([
      'Double',
      'Standard Room',
      'Standard Room',
      'Twin',
    ]);
    const german = renderHook(() => useRoomTypeLabel('de')).result.current;
    expect(['double', 'standard room', 'family', ' Deluxe '].map(german)).toEqual([
      'Doppelzimmer',
      'Zimmer',
      'Familienzimmer',
      'Deluxe-Zimmer',
    ]);
  });

  it('show a type the list does not know, an import’s, as stored', () => {
    const label = renderHook(() => useRoomTypeLabel('de')).result.current;
    expect(label('junior suite')).toBe('junior suite');
  });

  it('come from the rooms catalogue, so a second interface language names them in its words', () => {
    // A second language's rooms.json, as far as this test reads it: the English page's first three types.
    i18n.load(
      'fr',
      compileCatalogue('rooms', {
        types: { en: { standard: 'Chambre standard', single: 'Simple', double: 'Double lit' } },
      }),
    );
    render(<RoomTypeSelect value="" onChange={() => {}} language="en" aria-label="Room type" />);
    expect(optionTexts().slice(0, 3)).toEqual(['Standard Room', 'Single', 'Double']);
    try {
      act(() => i18n.activate('fr'));
      expect(optionTexts().slice(0, 3)).toEqual(['Chambre standard', 'Simple', 'Double lit']);
    } finally {
      act(() => i18n.activate(interfaceLanguage));
    }
  });
});
