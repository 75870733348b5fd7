import { describe, expect, it } from 'vitest';
import { memberRoles, roleAllows } from './roles';

describe('the role table', () => {
  it('lets each role do what it needs and what every role below it needs', () => {
    const allowed = memberRoles.map((role) => memberRoles.filter((needed) => roleAllows(role, needed)));
    expect(allowed).toEqual([
      ['owner', 'admin', 'editor', 'viewer'],
      ['admin', 'editor', 'viewer'],
      ['editor', 'viewer'],
      ['viewer'],
    ]);
  });
});
