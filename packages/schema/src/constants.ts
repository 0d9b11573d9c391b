/** Business constants and limits of the product (spec §9) that the API and the apps share. */

/** The product's name, on every screen and every document. */
export const PRODUCT_NAME = 'Haven Health';
export const MAX_IMAGE_BYTES = 10_485_760;
/** All the images of one conversation, decoded: five full-size photos (50 MB). */
export const CONVERSATION_IMAGE_BUDGET_BYTES = 5 * MAX_IMAGE_BYTES;
/**
 * All the images one patient sends in 24 hours, whatever the conversation (100 MB): images are the
 * uploader's, and a new conversation does not start a new budget.
 */
export const PATIENT_DAILY_IMAGE_BUDGET_BYTES = 2 * CONVERSATION_IMAGE_BUDGET_BYTES;
export const WS_RECONNECT_DELAY_MS = 3000;
export const AVATAR_COUNT = 16;
export const DEFAULT_AVATAR = '1';
export const OLD_DATA_MONTHS = 3;
export const DATE_OF_BIRTH_MAX_LENGTH = 10;
export const MEDICARE_NUMBER_MAX_LENGTH = 10;
export const MEDICARE_REFERENCE_MAX_LENGTH = 1;
export const DEFAULT_COUNTRY = 'Australia';
export const DEFAULT_RELATIONSHIP = 'self';
export const DEFAULT_DOWNLOAD_NAME = 'document.pdf';
export const SIGNATURE_CANVAS = { width: 600, height: 200, lineWidth: 2, jpegQuality: 0.85 } as const;
export const MAX_MESSAGE_TEXT_LENGTH = 10_000;
export const SUMMARY_PREVIEW_MAX_LENGTH = 140;
/**
 * The patient's device id: `device_{timestamp}_{random}`, the random part at least 128 bits. Here, not
 * beside its schema in common.ts: the patient app checks it before its first screen, without the schemas.
 */
export const PATIENT_DEVICE_ID_PATTERN = '^device_[0-9]{10,16}_[A-Za-z0-9_-]{22,128}$';
export const LOCAL_STORAGE_KEYS = {
  patientDeviceId: 'deviceId',
  doctorDeviceId: 'doctor_device_id',
} as const;
export const WELCOME_MESSAGE =
  "Hello! I'm your AI Telehealth Doctor. I'm here to help you with your health concerns. Please describe your symptoms, and I'll ask you a series of questions to help with a diagnosis.";
