import { Type, type Static } from 'typebox';

/** `POST /api/session/logout`: which of the browser's sessions end; both when no role is named. */
export const LogoutBody = Type.Object(
  { role: Type.Optional(Type.Union([Type.Literal('patient'), Type.Literal('doctor')])) },
  { additionalProperties: false },
);
export type LogoutBody = Static<typeof LogoutBody>;
