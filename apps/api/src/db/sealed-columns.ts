/**
 * The columns sealed at rest (AES-256-GCM): the Medicare numbers, the clinical management
 * text, whose Clinical Summary prints the patient's Medicare number, and the stored documents'
 * bytes (a pathology request prints it too). Text columns hold sealed text, bytea columns sealed bytes.
 */
export const SEALED_COLUMNS = {
  profiles: ['medicareNumber', 'medicareReferenceNumber'],
  conversations: ['medicareNumber', 'medicareReferenceNumber', 'clinicalManagementText'],
  attachments: ['bytes'],
} as const;

/** The sealed columns that hold bytes (bytea), not text. */
export const SEALED_BYTE_FIELDS: ReadonlySet<string> = new Set(['bytes']);

/** Every sealed field as rows carry it (camelCase). */
export const SEALED_FIELDS: readonly string[] = [...new Set(Object.values(SEALED_COLUMNS).flat())];

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Every sealed column as queries name it (snake_case once the camel-case plugin has run, or camelCase before). */
export const SEALED_COLUMN_NAMES: ReadonlySet<string> = new Set([...SEALED_FIELDS, ...SEALED_FIELDS.map(snakeCase)]);
