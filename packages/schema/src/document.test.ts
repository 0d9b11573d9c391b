import { describe, expect, it } from 'vitest';
import { documentTypeLabel } from './document.js';

describe('documentTypeLabel', () => {
  it.each([
    [{ attachmentName: 'medical-certificate.pdf', attachmentPurpose: 'work' }, 'Work Certificate'],
    [{ attachmentName: 'Medical Certificate', attachmentPurpose: 'school' }, 'School Certificate'],
    [{ attachmentName: 'certificate', attachmentPurpose: 'university' }, 'University Certificate'],
    [{ attachmentName: 'certificate', attachmentPurpose: 'carer' }, 'Carer Certificate'],
    [{ attachmentName: 'certificate', attachmentPurpose: 'caring' }, 'Carer Certificate'],
    [{ attachmentName: 'certificate', attachmentPurpose: 'sport' }, 'Medical Certificate'],
    [{ attachmentName: 'certificate', attachmentPurpose: null }, 'Medical Certificate'],
    [{ attachmentName: 'pathology-request.pdf', attachmentPurpose: null }, 'Pathology Form'],
    [{ attachmentName: 'referral-letter.pdf', attachmentPurpose: 'referral' }, 'Document'],
  ])('%o → %s', (doc, label) => expect(documentTypeLabel(doc)).toBe(label));
});
