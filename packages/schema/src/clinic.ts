import { Type, type Static } from 'typebox';

// Apart from clinic-time.ts: the browsers format dates with that file on their first screen, and a
// schema built at load time there would bring the schema library into their first download.

/** What the apps need to know about the clinic (GET /api/clinic). */
export const Clinic = Type.Object({
  /** IANA time zone every date and time is shown in, e.g. 'Australia/Sydney'. */
  timeZone: Type.String(),
});
export type Clinic = Static<typeof Clinic>;
