import { createContext, useContext } from 'react';
import type { Doctor } from '@telehealth/schema';

export interface DoctorSession {
  deviceId: string;
  doctor: Doctor;
}

export const DoctorSessionContext = createContext<DoctorSession | null>(null);

/** The signed-in doctor; every screen behind the doctor gate can rely on it. */
export function useDoctorSession(): DoctorSession {
  const session = useContext(DoctorSessionContext);
  if (!session) throw new Error('useDoctorSession needs the doctor gate around it');
  return session;
}
