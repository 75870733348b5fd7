import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, interfaceLanguage } from '@web/lib/i18n/i18n';
import { compileCatalogue } from '../../../vite/compiled-catalogues';
import { useRoomTypeLabel } from './room-type-label';

describe('the preview’s room type names', () => {
  it('name the list’s types as the rooms page does, and capitalise any other stored type', () => {
    const { result } = renderHook(() => useRoomTypeLabel());
    expect(['standard room', 'suite', 'double', 'junior suite', ''].map(result.current)).toEqual([
      'Standard Room',
      'Suite',
      'Double',
      'Junior Suite',
      '',
    ]);
  });

  it('come from the preview catalogue, so a second interface language names them in its words', () => {
    i18n.load('fr', compileCatalogue('preview', { roomTypes: { standard: 'Chambre standard' } }));
    const { result } = renderHook(() => useRoomTypeLabel());
    try {
      act(() => i18n.activate('fr'));
      expect(result.current('standard room')).toBe('Chambre standard');
      expect(result.current('junior suite')).toBe('Junior Suite');
    } finally {
      act(() => i18n.activate(interfaceLanguage));
    }
  });
});
