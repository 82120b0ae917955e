import { describe, expect, it } from 'vitest';
import { heldRoles } from './roles.ts';

describe('the roles a learner holds', () => {
  it('are those granted, in order, then Admin when ADMIN_USERNAMES names them, ignoring case', () => {
    expect(heldRoles({ username: 'ada', roles: ['Leap', 'VIP'] }, ['root'])).toEqual(['Leap', 'VIP']);
    expect(heldRoles({ username: 'Root', roles: ['Leap'] }, ['root'])).toEqual(['Leap', 'Admin']);
    expect(heldRoles({ username: 'root', roles: [] })).toEqual([]);
  });

  it('name Admin once, last, when it is granted too: no grant outranks ADMIN_USERNAMES', () => {
    expect(heldRoles({ username: 'root', roles: ['Admin', 'Zelda0'] }, ['ROOT'])).toEqual(['Zelda0', 'Admin']);
  });
});
