import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@telehealth/api-client';
import type { Document } from '@telehealth/schema';
import { DocumentItem } from './document-item';

const doc = (overrides: Partial<Document>): Document => ({
  id: '6f0c2b0e-5a0e-4a57-9d51-3c1d6f1d1a01',
  conversationId: '6f0c2b0e-5a0e-4a57-9d51-3c1d6f1d1a02',
  attachmentUrl: '/api/attachments/abc',
  attachmentName: 'medical-certificate.pdf',
  attachmentPurpose: null,
  attachmentCondition: null,
  timestamp: '2025-03-04T05:06:00.000Z',
  ...overrides,
});

function renderItem(document: Document) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ul>
        <DocumentItem document={document} />
      </ul>
    </QueryClientProvider>,
  );
  return screen.getByRole('link');
}

describe('DocumentItem type labels (spec §3)', () => {
  it.each([
    ['medical-certificate.pdf', 'work', 'Work Certificate'],
    ['medical-certificate.pdf', 'school', 'School Certificate'],
    ['medical-certificate.pdf', 'university', 'University Certificate'],
    ['medical-certificate.pdf', 'carer', 'Carer Certificate'],
    ['Certificate-Smith.pdf', 'caring', 'Carer Certificate'],
    ['medical-certificate.pdf', null, 'Medical Certificate'],
    ['medical-certificate.pdf', 'holiday', 'Medical Certificate'],
    ['pathology-request.pdf', null, 'Pathology Form'],
    ['Pathology.pdf', 'work', 'Pathology Form'],
    ['referral-letter.pdf', null, 'Document'],
  ])('%s with purpose %s reads %s', (attachmentName, attachmentPurpose, label) => {
    const link = renderItem(doc({ attachmentName, attachmentPurpose }));
    expect(link).toHaveTextContent(label);
  });

  it('is a download link to the attachment with its name, the condition and the date', () => {
    const link = renderItem(doc({ attachmentCondition: 'Influenza' }));
    expect(link).toHaveAttribute('href', '/api/attachments/abc');
    expect(link).toHaveAttribute('download', 'medical-certificate.pdf');
    expect(link).toHaveTextContent('Influenza');
    expect(link).toHaveTextContent('medical-certificate.pdf');
    expect(link.querySelector('time')).toHaveAttribute('dateTime', '2025-03-04T05:06:00.000Z');
    // The clinic's day and time (Sydney, UTC+11 in March), not the test machine's.
    expect(link.querySelector('time')).toHaveTextContent('04/03/2025, 4:06 pm');
  });

  it('downloads as document.pdf when the attachment has no name', () => {
    expect(renderItem(doc({ attachmentName: '' }))).toHaveAttribute('download', 'document.pdf');
  });
});
