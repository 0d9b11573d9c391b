import { Type } from 'typebox';
import { PATIENT_DEVICE_ID_PATTERN } from './constants.js';

/** Every key the spec lists is present in responses; empty values are `null`. */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const Uuid = Type.String({ format: 'uuid', description: 'A UUID' });
export const IsoDateTime = Type.String({ format: 'date-time' });

export const PatientDeviceId = Type.String({ pattern: PATIENT_DEVICE_ID_PATTERN, maxLength: 160 });
/** The doctor's device id is a random UUID. */
export const DoctorDeviceId = Uuid;

export const ErrorResponse = Type.Object({
  message: Type.String(),
  error: Type.Optional(Type.String()),
});

export const MessageResponse = Type.Object({ message: Type.String() });
export const IdParams = Type.Object({ id: Uuid });
