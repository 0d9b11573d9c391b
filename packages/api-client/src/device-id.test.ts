import { describe, expect, it } from 'vitest';
import { PATIENT_DEVICE_ID_PATTERN } from '@telehealth/schema';
import { getDoctorDeviceId, getPatientDeviceId, newPatientDeviceId } from './device-id.js';

describe('device ids', () => {
  it('makes patient ids of the form device_{timestamp}_{random} that the API accepts', () => {
    const id = newPatientDeviceId();
    expect(id).toMatch(new RegExp(PATIENT_DEVICE_ID_PATTERN));
    expect(newPatientDeviceId()).not.toBe(id);
  });

  it('keeps the ids under the spec keys', () => {
    localStorage.clear();
    const patient = getPatientDeviceId();
    expect(localStorage.getItem('deviceId')).toBe(patient);
    expect(getPatientDeviceId()).toBe(patient);
    const doctor = getDoctorDeviceId();
    expect(localStorage.getItem('doctor_device_id')).toBe(doctor);
    expect(doctor).toMatch(/^[0-9a-f-]{36}$/);
  });
});
