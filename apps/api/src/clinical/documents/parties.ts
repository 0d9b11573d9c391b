import type { DoctorRow } from '../../db/tables.js';
import type { PatientDetails } from '../clinical-facts.js';
import type { Block, DocumentContent, Signature } from './pdf-writer.js';

/** What every document shares: who it is for, who signs it, and how it is identified. */
export interface DocumentParties {
  patient: PatientDetails & { fullName: string };
  doctor: Pick<DoctorRow, 'fullName' | 'providerNumber' | 'prescriberNumber' | 'signatureType' | 'signatureData'>;
  issuedOn: string;
  documentNumber: string;
  verificationCode: string;
  /** The public patient origin (PUBLIC_PATIENT_URL), where the verification page is. */
  publicPatientUrl: string;
}

/** The page that confirms a code, as an absolute address: a document on paper must lead back to it. */
export function verificationAddress(code: string, publicPatientUrl: string): string {
  return `${publicPatientUrl}/verify/${code}`;
}

const JPEG_DATA_URL = 'data:image/jpeg;base64,';

/** The drawn JPEG when there is one, else the typed name (a computer signature). */
export function signatureOf(doctor: DocumentParties['doctor']): Signature {
  if (doctor.signatureType === 'drawn' && doctor.signatureData?.startsWith(JPEG_DATA_URL)) {
    return {
      kind: 'drawn',
      jpeg: new Uint8Array(Buffer.from(doctor.signatureData.slice(JPEG_DATA_URL.length), 'base64')),
    };
  }
  return { kind: 'typed', name: doctor.fullName };
}

export function medicareText(patient: PatientDetails): string {
  if (!patient.medicareNumber) return 'Not provided';
  return patient.medicareReferenceNumber
    ? `${patient.medicareNumber} (ref ${patient.medicareReferenceNumber})`
    : patient.medicareNumber;
}

export function patientFields(patient: DocumentParties['patient'], withMedicare: boolean): Block {
  const rows: [string, string][] = [
    ['Patient', patient.fullName],
    ['Date of birth', patient.dateOfBirth ?? 'Not provided'],
  ];
  if (withMedicare) {
    rows.push(['Medicare number', medicareText(patient)]);
    rows.push(['Mobile', patient.mobileNumber ?? 'Not provided']);
  }
  return { kind: 'fields', rows };
}

export function contentFrom(
  parties: DocumentParties,
  title: string,
  blocks: Block[],
  withPrescriber = false,
): DocumentContent {
  return {
    title,
    documentNumber: parties.documentNumber,
    verificationCode: parties.verificationCode,
    verifyAt: verificationAddress(parties.verificationCode, parties.publicPatientUrl),
    issuedOn: parties.issuedOn,
    blocks,
    doctor: {
      fullName: parties.doctor.fullName,
      providerNumber: parties.doctor.providerNumber,
      prescriberNumber: withPrescriber ? parties.doctor.prescriberNumber : null,
      signature: signatureOf(parties.doctor),
    },
  };
}
