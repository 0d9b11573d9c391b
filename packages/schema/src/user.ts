import { Type, type Static } from 'typebox';
import { PatientDeviceId, Uuid } from './common.js';

/** A device user. The password column exists for the spec's table but is never sent. */
export const User = Type.Object({ id: Uuid, username: Type.String() });
export type User = Static<typeof User>;

export const RegisterDeviceBody = Type.Object({ deviceId: PatientDeviceId }, { additionalProperties: false });
export type RegisterDeviceBody = Static<typeof RegisterDeviceBody>;

export const PatientDeviceParams = Type.Object({ deviceId: PatientDeviceId });
