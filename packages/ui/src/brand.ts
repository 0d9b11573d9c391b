/** The product's name, kept here alone so every screen and document says the same. */
export const PRODUCT_NAME = 'Haven Health';

/** The doctor app's own brand line (spec §1: the doctor side carries its own brand line). */
export const CLINICIAN_PRODUCT_NAME = `${PRODUCT_NAME} Clinician`;

/** What the spec calls the AI doctor, as it introduces itself in the welcome message. */
export const AI_DOCTOR_NAME = 'AI Telehealth Doctor';
