import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render-with-app';
import { fakeApi } from '../../../test/fake-api';
import { VerificationScreen } from './verification-screen';

afterEach(() => vi.unstubAllGlobals());

describe('VerificationScreen', () => {
  it('confirms a genuine document with who issued it and when, and no health detail', async () => {
    const api = fakeApi({
      'GET /api/verify/ABCD-EFGH': () => ({
        body: {
          valid: true,
          documentType: 'Medical Certificate',
          documentNumber: 'MC-2026-000123',
          issuedAt: '2026-11-19T23:30:00.000Z',
          issuedOn: '2026-11-20',
          validFrom: '2026-11-20',
          validTo: '2026-11-22',
          doctorName: 'Dr Jane Smith',
          providerNumber: '2345678A',
        },
      }),
    });
    renderWithApp(<VerificationScreen />, { path: '/verify/:code', url: '/verify/ABCD-EFGH', otherRoutes: ['/'] });
    await screen.findByText('Genuine');
    expect(screen.getByText('Medical Certificate')).toBeInTheDocument();
    expect(screen.getByText('MC-2026-000123')).toBeInTheDocument();
    expect(screen.getByText('Dr Jane Smith')).toBeInTheDocument();
    expect(screen.getByText('Valid to')).toBeInTheDocument();
    // The days the document prints, never re-read in this device's zone.
    expect(screen.getAllByText('20 November 2026')).toHaveLength(2);
    expect(screen.getByText('22 November 2026')).toBeInTheDocument();
    expect(api.requests.map((r) => r.path)).toEqual(['/api/verify/ABCD-EFGH']);
  });

  it('says plainly when no document has the code', async () => {
    fakeApi({});
    renderWithApp(<VerificationScreen />, { path: '/verify/:code', url: '/verify/NOPE', otherRoutes: ['/'] });
    expect(await screen.findByText('No document has this code')).toBeInTheDocument();
  });
});
