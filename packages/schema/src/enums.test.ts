import { describe, expect, expectTypeOf, it } from 'vitest';
import { Compile } from 'typebox/compile';
import { AvatarNumber, Gender } from './doctor.js';
import { Relationship, type Profile } from './profile.js';

describe('enumerated fields', () => {
  it('are typed as their values, not never', () => {
    expectTypeOf<Profile['relationship']>().toEqualTypeOf<
      | 'self'
      | 'daughter'
      | 'son'
      | 'husband'
      | 'wife'
      | 'mother'
      | 'father'
      | 'sister'
      | 'brother'
      | 'grandmother'
      | 'grandfather'
      | 'other'
    >();
  });

  it('accept exactly the spec’s values', () => {
    expect(Compile(Relationship).Check('daughter')).toBe(true);
    expect(Compile(Relationship).Check('cousin')).toBe(false);
    expect(Compile(Gender).Check('Other')).toBe(true);
    expect(Compile(Gender).Check('other')).toBe(false);
    expect(Compile(AvatarNumber).Check('16')).toBe(true);
    expect(Compile(AvatarNumber).Check('17')).toBe(false);
  });
});
