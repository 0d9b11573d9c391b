import { Type, type Static } from 'typebox';
import { Nullable, Uuid } from './common.js';

export const Document = Type.Object({
  id: Uuid,
  conversationId: Uuid,
  attachmentUrl: Type.String(),
  attachmentName: Type.String(),
  attachmentPurpose: Nullable(Type.String()),
  attachmentCondition: Nullable(Type.String()),
  timestamp: Type.String(),
});
export type Document = Static<typeof Document>;

/** The display type of a document (spec §3), derived from its name and purpose. */
export function documentTypeLabel(doc: { attachmentName?: string | null; attachmentPurpose?: string | null }): string {
  const name = (doc.attachmentName ?? '').toLowerCase();
  if (name.includes('certificate')) {
    const purpose = (doc.attachmentPurpose ?? '').toLowerCase();
    if (purpose === 'work') return 'Work Certificate';
    if (purpose === 'school') return 'School Certificate';
    if (purpose === 'university') return 'University Certificate';
    if (purpose === 'carer' || purpose === 'caring') return 'Carer Certificate';
    return 'Medical Certificate';
  }
  if (name.includes('pathology')) return 'Pathology Form';
  return 'Document';
}

export const Verification = Type.Object({
  valid: Type.Boolean(),
  documentType: Type.String(),
  documentNumber: Type.String(),
  issuedAt: Type.String(),
  /** The day printed on the document (YYYY-MM-DD): the clinic's calendar day it was issued. */
  issuedOn: Type.String(),
  validFrom: Nullable(Type.String()),
  validTo: Nullable(Type.String()),
  doctorName: Type.String(),
  providerNumber: Type.String(),
});
export type Verification = Static<typeof Verification>;
