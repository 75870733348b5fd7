import { describe, expect, it } from 'vitest';
import { formatAddress } from './format-address';

describe('formatAddress', () => {
  it('joins address, postal code with city, and country', () => {
    expect(
      formatAddress({ address: 'Seestraße 1', postalCode: '78462', city: 'Konstanz', country: 'Germany' }),
    ).toBe('Seestraße 1, 78462 Konstanz, Germany');
  });

  it('leaves out what is missing', () => {
    expect(formatAddress({ address: '', postalCode: null, city: 'Konstanz', country: 'Germany' })).toBe(
      'Konstanz, Germany',
    );
  });
});
