import { Clinic } from '@telehealth/schema';
import type { RoutePlugin } from './types.js';

/** What both apps need to show dates as the clinic writes them: its time zone. Public: it says nothing about anyone. */
export const clinicRoutes: RoutePlugin = async (app) => {
  const clinic: Clinic = { timeZone: app.config.clinicTimeZone };
  app.get('/api/clinic', { schema: { response: { 200: Clinic } } }, async () => clinic);
};
