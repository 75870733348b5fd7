import { describe, expect, it } from 'vitest';
import { hotelPermissions } from './hotel-permissions';

const chain = { type: 'chain' as const };
const individual = { type: 'individual' as const };

describe('hotelPermissions', () => {
  it('lets a chain add hotels and delete one of several', () => {
    expect(hotelPermissions([chain, chain])).toEqual({ canAddHotel: true, canDeleteHotel: true });
  });
  it('keeps a chain’s only hotel', () => {
    expect(hotelPermissions([chain])).toEqual({ canAddHotel: true, canDeleteHotel: false });
  });
  it('decides by the first hotel only', () => {
    expect(hotelPermissions([individual, chain])).toEqual({ canAddHotel: false, canDeleteHotel: false });
    expect(hotelPermissions([chain, individual])).toEqual({ canAddHotel: true, canDeleteHotel: true });
  });
  it('allows neither without hotels', () => {
    expect(hotelPermissions([])).toEqual({ canAddHotel: false, canDeleteHotel: false });
  });
});
