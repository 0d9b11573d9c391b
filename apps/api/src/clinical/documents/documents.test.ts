import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { CertificatePlan } from '../certificate-plan.js';
import type { DiagnosisLine } from '../clinical-facts.js';
import type { ConsultationNotes } from '../consultation-notes.js';
import { managementOf } from '../knowledge/index.js';
import { certificateStatement, medicalCertificate } from './certificate.js';
import { newDocumentNumber, newVerificationCode } from './identifiers.js';
import type { DocumentParties } from './parties.js';
import { pdfQrCodes } from '../../../test/helpers/pdf-qr.js';
import { pdfText, pdfTextLines } from '../../../test/helpers/pdf-text.js';
import { oneLine } from './one-line.js';
import { renderPdf } from './pdf-writer.js';
import { referralLetter } from './referral-letter.js';
import { testRequest } from './test-request.js';

/** An 8×8 grey baseline JPEG, the smallest a browser canvas could produce, built by hand. */
const TINY_JPEG = Buffer.from(
  'ffd8' +
    'ffdb0043' +
    '00' +
    '01'.repeat(64) +
    'ffc0000b080008000801011100' +
    'ffc40014' +
    '00' +
    '01' +
    '00'.repeat(15) +
    '00' +
    'ffc40014' +
    '10' +
    '01' +
    '00'.repeat(15) +
    '00' +
    'ffda0008010100003f0000' +
    '3f' +
    'ffd9',
  'hex',
);

function parties(
  overrides: Partial<DocumentParties['doctor']> = {},
  patient: Partial<DocumentParties['patient']> = {},
): DocumentParties {
  return {
    patient: {
      fullName: 'Alex Citizen',
      dateOfBirth: '14/03/1990',
      ageYears: 35,
      medicareNumber: '2123456701',
      medicareReferenceNumber: '1',
      mobileNumber: '0400111222',
      country: 'Australia',
      ...patient,
    },
    doctor: {
      fullName: 'Dr Jane Smith',
      providerNumber: '2345678A',
      prescriberNumber: '1234567',
      signatureType: 'computer',
      signatureData: null,
      ...overrides,
    },
    issuedOn: '2025-05-12',
    documentNumber: newDocumentNumber('certificate', '2025-05-12'),
    verificationCode: newVerificationCode(),
    publicPatientUrl: 'https://care.example.org',
  };
}

const plan = (overrides: Partial<CertificatePlan> = {}): CertificatePlan => ({
  purpose: 'work',
  fromDate: '2025-05-12',
  toDate: '2025-05-13',
  days: 2,
  nameCondition: false,
  condition: null,
  requested: true,
  notes: [],
  ...overrides,
});

const working: DiagnosisLine = { name: 'Viral pharyngitis', icd10: 'J02.9', probability: 0.62, pathology: null };

describe('medical certificate PDF', () => {
  it('is an A4 PDF that says who, what, when, who signed, and how to verify it', async () => {
    const p = parties();
    const bytes = await renderPdf(medicalCertificate(p, plan()));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);

    const text = await pdfText(bytes);
    for (const expected of [
      'Haven Health',
      'Medical Certificate',
      'Alex Citizen',
      '14/03/1990',
      'Work',
      'In my opinion, Alex Citizen is unfit for work from 12 May 2025 to 13 May 2025 inclusive, due to a medical condition.',
      'Dr Jane Smith',
      'Provider No. 2345678A',
      'Date: 12 May 2025',
      `Document No. ${p.documentNumber}`,
      `Verification code: ${p.verificationCode}`,
      `https://care.example.org/verify/${p.verificationCode}`,
    ]) {
      expect(text.replace(/\n/g, ' '), expected).toContain(expected);
    }
    // The same absolute address as a QR code a phone can scan from the paper.
    expect(await pdfQrCodes(bytes)).toEqual([`https://care.example.org/verify/${p.verificationCode}`]);
    // The certificate does not carry the prescriber number or any health detail beyond what the patient agreed to.
    expect(text).not.toContain('Prescriber No.');
    expect(text).not.toMatch(/pharyngitis|Medicare/i);
  });

  it('names the condition only when the patient agreed', async () => {
    const named = await pdfText(
      await renderPdf(medicalCertificate(parties(), plan({ nameCondition: true, condition: 'Viral pharyngitis' }))),
    );
    expect(named.replace(/\n/g, ' ')).toContain('inclusive, due to Viral pharyngitis.');
    expect(named).not.toContain('a medical condition');
  });

  it.each([
    ['school', 'unfit for school'],
    ['university', 'unfit for university studies, including classes and assessments'],
    ['carer', 'unfit for their usual activities and requires the care of a family or household member'],
  ] as const)('states the %s purpose', async (purpose, words) => {
    expect(certificateStatement('Alex Citizen', plan({ purpose }))).toBe(
      `In my opinion, Alex Citizen is ${words} from 12 May 2025 to 13 May 2025 inclusive, due to a medical condition.`,
    );
    const text = (await pdfText(await renderPdf(medicalCertificate(parties(), plan({ purpose }))))).replace(/\n/g, ' ');
    expect(text).toContain(words);
  });

  it('embeds a drawn signature as a JPEG image and a computer signature as the name in italic', async () => {
    const drawn = await renderPdf(
      medicalCertificate(
        parties({ signatureType: 'drawn', signatureData: `data:image/jpeg;base64,${TINY_JPEG.toString('base64')}` }),
        plan(),
      ),
    );
    const drawnRaw = Buffer.from(drawn).toString('latin1');
    expect(drawnRaw).toMatch(/\/Subtype \/Image/);
    expect(drawnRaw).toContain('/DCTDecode');
    expect(drawnRaw).not.toContain('/Times-Italic');

    const typed = Buffer.from(await renderPdf(medicalCertificate(parties(), plan()))).toString('latin1');
    // The only image on a typed-signature document is the verification QR code (Flate, never a JPEG).
    expect(typed).not.toContain('/DCTDecode');
    expect(typed).toContain('/Times-Italic');
    const lines = (await pdfTextLines(Buffer.from(typed, 'latin1')))[0]!;
    expect(lines[lines.indexOf('Signed') + 1]).toBe('Dr Jane Smith');
  });

  it('falls back to the typed name when the drawing cannot be read', async () => {
    const bytes = await renderPdf(
      medicalCertificate(parties({ signatureType: 'drawn', signatureData: 'data:image/jpeg;base64,AAAA' }), plan()),
    );
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Times-Italic');
  });

  it('prints names the standard fonts cannot encode instead of failing', async () => {
    const text = await pdfText(
      await renderPdf(medicalCertificate(parties({}, { fullName: 'Zoë Nguyễn 李雷' }), plan())),
    );
    expect(text).toContain('Zoë Nguyen ??');
  });
});

describe('pathology request PDF', () => {
  it('lists every test with clinical notes, urgency and the Medicare details', async () => {
    const m = managementOf('viral_pharyngitis')!;
    const tests = m.investigations
      .filter((i) => i.subtype === 'pathology')
      .map((investigation) => ({ investigation, condition: 'Viral pharyngitis' }));
    const influenza = managementOf('influenza')!.investigations[0]!;
    tests.push({ investigation: influenza, condition: 'Influenza' });
    const p = parties();
    const text = (
      await pdfText(await renderPdf(testRequest(p, { kind: 'pathology', tests, working, urgent: true })))
    ).replace(/\n/g, ' ');
    expect(text).toContain('Pathology Request');
    for (const t of tests) expect(text).toContain(t.investigation.name);
    expect(text).toContain('Provisional diagnosis: Viral pharyngitis (J02.9).');
    expect(text).toContain('for possible Influenza');
    expect(text).toContain('Urgency Urgent');
    expect(text).toContain('Medicare number 2123456701 (ref 1)');
    expect(text).toContain('Bulk billed to Medicare');
    expect(text).toContain('Alex Citizen');
    expect(text).toContain('Provider No. 2345678A');
    expect(text).toContain(p.verificationCode);
  });

  it('says so when there are no Medicare details', async () => {
    const investigation = managementOf('pneumonia')!.investigations[0]!;
    const text = await pdfText(
      await renderPdf(
        testRequest(parties({}, { medicareNumber: null, medicareReferenceNumber: null }), {
          kind: 'imaging',
          tests: [{ investigation, condition: 'Pneumonia' }],
          working: null,
          urgent: false,
        }),
      ),
    );
    expect(text).toContain('Imaging Request');
    expect(text).toContain('Not provided');
    expect(text).toContain('Routine');
  });
});

const notes: ConsultationNotes = {
  complaint: 'Tight chest when I walk up hills\nfor 2 weeks',
  age: 58,
  sex: 'M',
  images: 0,
  findings: {
    positives: ['chest pain (character: tight; location: upper chest)', 'shortness of breath on exertion'],
    history: ['smokes cigarettes'],
    historyDenied: ['diabetes'],
    negatives: ['cough', 'fever'],
    redFlags: [
      { sign: 'chest pain at rest', answer: 'no' },
      { sign: 'fainting', answer: 'no' },
    ],
    unsure: [],
  },
};

describe('referral letter PDF', () => {
  const angina = () => {
    const m = managementOf('stable_angina')!;
    return { m, referral: m.referrals.find((r) => r.kind === 'specialist')! };
  };

  it('is a clinical letter: to, from, re; the reason; the history in prose; findings with negatives; assessment and urgency; sign-off', async () => {
    const { m, referral } = angina();
    const others: DiagnosisLine[] = [{ name: 'GERD', icd10: 'K21', probability: 0.2, pathology: null }];
    const lines = (
      await pdfTextLines(
        await renderPdf(
          referralLetter(parties(), {
            referral,
            working: { ...working, name: 'Stable angina', icd10: 'I20.9' },
            others,
            consultation: notes,
            triage: 'routine',
            medications: [m.medications[0]!],
          }),
        ),
      )
    ).flat();
    const text = lines.join(' ');
    expect(text).toContain('Referral Letter');
    expect(text).toContain('To Cardiologist');
    expect(text).toContain('From Dr Jane Smith, Haven Health telehealth service');
    expect(text).toContain('Re Alex Citizen, born 14/03/1990');
    expect(text).toContain('Dear Colleague,');
    expect(text).toContain(
      'Thank you for seeing Alex Citizen, a 35-year-old man, whom I assessed by telehealth consultation on 12 May 2025.',
    );
    expect(text).toContain(`Our care plan for Stable angina advises referral to cardiologist for: ${referral.reason}.`);
    // The history is prose built from the answers, the patient's words kept on one line.
    expect(text).toContain('Alex Citizen described the problem as "Tight chest when I walk up hills for 2 weeks".');
    expect(text).toContain(
      'He reported chest pain (character: tight; location: upper chest) and shortness of breath on exertion.',
    );
    expect(text).toContain('Relevant background: smokes cigarettes. He denied diabetes.');
    expect(text).toContain('Danger signs asked about and denied: chest pain at rest; fainting.');
    expect(text).toContain('Pertinent negatives: no cough; no fever.');
    expect(text).toContain('Not examined in person');
    expect(text).toContain(
      'My working diagnosis is Stable angina (I20.9). Other conditions considered: GERD. The consultation was triaged as routine.',
    );
    expect(text).toContain('Glyceryl trinitrate');
    expect(text).toContain('Yours sincerely,');
    expect(text).toContain('Prescriber No. 1234567');
    expect(text).toContain('Provider No. 2345678A');
    // Never a pasted summary.
    expect(text).not.toMatch(/Presenting complaint|Positives:|Differential|\*\*/);
    for (const heading of ['Reason for referral', 'History', 'Relevant findings', 'Assessment'])
      expect(lines).toContain(heading);
  });

  it('states a conditional referral as a condition, not as a fact about the patient', async () => {
    const referral = managementOf('viral_pharyngitis')!.referrals.find((r) => / if /.test(r.reason)) ?? {
      kind: 'gp' as const,
      to: 'General practitioner (in person)',
      urgency: 'routine' as const,
      reason: 'examination if not improving after 7 days or recurrent tonsillitis',
    };
    const text = (
      await pdfText(
        await renderPdf(
          referralLetter(parties(), {
            referral,
            working,
            others: [],
            consultation: null,
            triage: null,
            medications: [],
          }),
        ),
      )
    ).replace(/\n/g, ' ');
    const [request, condition] = referral.reason.split(/ (?=if )/);
    expect(text).toContain(`advises referral to general practitioner (in person) for: ${request}.`);
    expect(text).toContain(
      `This referral is for use only ${condition}; I have advised Alex Citizen to present with this letter in that case.`,
    );
    expect(text).not.toContain(`for: ${referral.reason}`);
    expect(text).toContain('No structured history was recorded in the consultation.');
  });

  it('runs onto further pages when long, with the footer on each', async () => {
    const referral = managementOf('pneumonia')!.referrals[0]!;
    const long = {
      ...notes,
      findings: {
        ...notes.findings,
        positives: Array.from({ length: 120 }, (_, i) => `symptom number ${i} with some detail`),
      },
    };
    const bytes = await renderPdf(
      referralLetter(parties(), {
        referral,
        working,
        others: [],
        consultation: long,
        triage: 'urgent',
        medications: [],
      }),
    );
    const pages = await pdfTextLines(bytes);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((lines, i) => {
      expect(lines.some((l) => l.endsWith(`Page ${i + 1} of ${pages.length}`))).toBe(true);
      expect(lines.some((l) => l.startsWith('Verification code: '))).toBe(true);
    });
    expect(pages.at(-1)).toContain('Prescriber No. 1234567');
  });
});

describe('text that people typed, on a document', () => {
  const INJECTED = 'Al) Tj ET BT /Fx Tf (INJECTED\nFIT FOR ALL DUTIES';

  it('prints a name carrying PDF operators and line breaks as one literal line', async () => {
    const clean = await renderPdf(medicalCertificate(parties(), plan()));
    const bytes = await renderPdf(medicalCertificate(parties({}, { fullName: INJECTED }), plan()));
    const lines = (await pdfTextLines(bytes)).flat();
    // The name field is one line, the brackets, slashes and operator names as literal text.
    expect(lines[lines.indexOf('Patient') + 1]).toBe('Al) Tj ET BT /Fx Tf (INJECTED FIT FOR ALL DUTIES');
    expect(lines.join(' ')).toContain(
      'In my opinion, Al) Tj ET BT /Fx Tf (INJECTED FIT FOR ALL DUTIES is unfit for work',
    );
    expect(lines.some((l) => l.startsWith('FIT FOR ALL DUTIES'))).toBe(false);
    // No text object was added: as many shown strings as with an ordinary name, and each in its own BT … ET.
    expect(lines.length).toBe((await pdfTextLines(clean)).flat().length);
    expect(await contentOperators(bytes, 'BT')).toBe(await contentOperators(bytes, 'Tj'));
    expect(await contentOperators(bytes, 'Tf')).toBe(await contentOperators(clean, 'Tf'));
  });

  it('prints every field on one line, however long, and bounds it', async () => {
    const doctor = { fullName: `Jane\nSmith ${'Longname'.repeat(30)}`, providerNumber: '2345678A\nFIT' };
    const bytes = await renderPdf(
      medicalCertificate(parties(doctor, { dateOfBirth: '01/01/1990\r\n\u2028\u0007x'.padEnd(600, 'y') }), plan()),
    );
    const lines = (await pdfTextLines(bytes)).flat();
    expect(lines[lines.indexOf('Date of birth') + 1]).toMatch(/^01\/01\/1990 xy+\x85$/);
    expect(lines.some((l) => /^y+/.test(l) || l.startsWith('FIT') || l.startsWith('Smith'))).toBe(false);
    expect(lines).toContain('Provider No. 2345678A FIT');
  });

  it('cuts a field to its limit with an ellipsis', () => {
    expect(oneLine('a\nb\tc\u0000d', 200)).toBe('a b c d');
    expect(oneLine('x'.repeat(300), 200)).toBe(`${'x'.repeat(199)}\u2026`);
    expect(oneLine(' \u202eevil\u200b ', 200)).toBe('evil');
  });
});

/** How many times an operator occurs in the pages' content streams. */
async function contentOperators(bytes: Uint8Array, operator: string): Promise<number> {
  const { decodePDFRawStream, PDFArray, PDFRawStream } = await import('pdf-lib');
  const pdf = await PDFDocument.load(bytes);
  let count = 0;
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      count += text.split('\n').filter((l) => l.trim().split(/\s+/).at(-1) === operator).length;
    }
  }
  return count;
}
