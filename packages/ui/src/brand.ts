import { PRODUCT_NAME } from '@telehealth/schema';

/** The doctor app's own brand line (spec §1: the doctor side carries its own brand line). */
export const CLINICIAN_PRODUCT_NAME = `${PRODUCT_NAME} Clinician`;
