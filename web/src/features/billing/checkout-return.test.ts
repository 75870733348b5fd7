import { describe, expect, it } from 'vitest';
import { hasCheckoutReturnParams, readCheckoutReturn, withoutCheckoutReturnParams } from './checkout-return';

const read = (search: string) => readCheckoutReturn(new URLSearchParams(search));

describe('readCheckoutReturn', () => {
  it('reads a paid return in both spellings', () => {
    expect(read('?success=true&session_id=cs_1')).toEqual({ kind: 'success', sessionId: 'cs_1' });
    expect(read('?status=success&session_id=cs_2')).toEqual({ kind: 'success', sessionId: 'cs_2' });
  });

  it('needs the session id to confirm a payment', () => {
    expect(read('?success=true')).toBeNull();
    expect(read('?status=success&session_id=')).toBeNull();
  });

  it('reads a canceled return in both spellings', () => {
    expect(read('?canceled=true')).toEqual({ kind: 'canceled' });
    expect(read('?status=cancel')).toEqual({ kind: 'canceled' });
  });

  it('ignores an ordinary visit', () => {
    expect(read('')).toBeNull();
    expect(read('?plan=tier_50')).toBeNull();
  });
});

describe('withoutCheckoutReturnParams', () => {
  it('drops the return markers and keeps the rest', () => {
    const params = new URLSearchParams('?status=success&session_id=cs_1&plan=tier_50');
    expect(hasCheckoutReturnParams(params)).toBe(true);
    expect(withoutCheckoutReturnParams(params)).toBe('?plan=tier_50');
    expect(withoutCheckoutReturnParams(new URLSearchParams('?success=true&session_id=cs_1'))).toBe('');
    expect(hasCheckoutReturnParams(new URLSearchParams('?plan=tier_50'))).toBe(false);
  });
});
