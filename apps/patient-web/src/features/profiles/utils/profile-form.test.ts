import { describe, expect, it } from 'vitest';
import type { Profile } from './profile-types';
import { emptyProfileForm, profileToForm, toCreateBody, toUpdateBody } from './profile-form';

const profile: Profile = {
  id: 'p1',
  deviceId: 'device_1_x',
  fullName: 'Ada Lovelace',
  dateOfBirth: '10/12/1985',
  country: '',
  mobileNumber: null,
  medicareNumber: '2123456701',
  medicareReferenceNumber: '1',
  relationship: 'mother',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('profile form', () => {
  it('defaults to Australia and self', () => {
    expect(emptyProfileForm()).toMatchObject({ country: 'Australia', relationship: 'self', fullName: '' });
  });

  it('prefills edit mode, keeping empty optional fields empty', () => {
    expect(profileToForm(profile)).toEqual({
      fullName: 'Ada Lovelace',
      dateOfBirth: '10/12/1985',
      country: 'Australia',
      mobileNumber: '',
      medicareNumber: '2123456701',
      medicareReferenceNumber: '1',
      relationship: 'mother',
    });
  });

  it('trims the name and omits empty optional fields on create', () => {
    const body = toCreateBody({ ...emptyProfileForm(), fullName: '  Sam  ', mobileNumber: '0400 000 000' });
    expect(body).toEqual({ fullName: 'Sam', country: 'Australia', relationship: 'self', mobileNumber: '0400 000 000' });
  });

  it('clears on update only the fields that had a value', () => {
    const body = toUpdateBody({ ...profileToForm(profile), dateOfBirth: '' }, profile);
    expect(body.dateOfBirth).toBeNull();
    expect('mobileNumber' in body).toBe(false);
  });
});
