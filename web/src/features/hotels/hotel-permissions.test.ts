import { describe, expect, it } from 'vitest';
import { hotelPermissions } from './hotel-permissions';

const chain = { type: 'chain' as const, role: 'owner' as const };
const individual = { type: 'individual' as const, role: 'owner' as const };

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
  it("counts only the user's own hotels, never a chain they work on for someone else", () => {
    const membersChain = { type: 'chain' as const, role: 'admin' as const };
    expect(hotelPermissions([membersChain, membersChain])).toEqual({
      canAddHotel: false,
      canDeleteHotel: false,
    });
    expect(hotelPermissions([chain, membersChain])).toEqual({ canAddHotel: true, canDeleteHotel: false });
    expect(hotelPermissions([individual, membersChain])).toEqual({
      canAddHotel: false,
      canDeleteHotel: false,
    });
  });
  it('allows neither without hotels', () => {
    expect(hotelPermissions([])).toEqual({ canAddHotel: false, canDeleteHotel: false });
  });
});
