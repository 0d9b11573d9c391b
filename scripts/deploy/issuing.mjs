/**
 * The doctor issues what the consultation calls for: the clinical management is drafted, items are
 * ticked and issued, the patient's socket hears of the documents, and a document downloaded through the
 * patient origin verifies at the address it prints (PUBLIC_PATIENT_URL).
 */
import { pdfText, verificationCodeIn } from './pdf.mjs';
import { check, proved, step } from './report.mjs';

const DOCUMENT_CARDS = ['certificates', 'investigations'];

export async function issueDocuments(stack, doctor, patient) {
  step('The doctor issues documents; the patient receives and verifies them');
  const base = `/api/conversations/${patient.conversationId}`;
  const asDoctor = { doctorDeviceId: doctor.deviceId };
  const drafted = await doctor.client.call('POST', `${base}/clinical-management`, { body: asDoctor });
  check(drafted.body.management?.length > 0, 'the clinical management is empty');
  const { body } = await doctor.client.call('GET', `${base}/actionable-items?doctorDeviceId=${doctor.deviceId}`);
  const items = body.actionableItems;
  const toTick = DOCUMENT_CARDS.map((card) => items[card].find((item) => !item.issued)).filter(Boolean);
  check(toTick.length > 0, `no certificate or investigation to issue: ${JSON.stringify(items)}`);
  for (const item of toTick)
    await doctor.client.call('PATCH', `${base}/actionable-items/${item.id}`, { body: { ...asDoctor, ticked: true } });
  proved(
    `clinical management drafted (${drafted.body.management.length} characters); ticked ${toTick.map((i) => `"${i.text}"`).join(', ')}`,
  );

  const issued = await doctor.client.call('POST', `${base}/issue-items`, { body: asDoctor });
  const withDocument = await patient.chat.until(
    (e) => e.type === 'new_message' && e.message.attachmentUrl,
    'a message carrying a document',
  );
  proved(
    `issued through ${stack.nameOf(issued.upstream)}; the patient's socket on ${stack.nameOf(patient.chat.upstream)} received "${withDocument.message.attachmentName}"`,
  );

  const { body: documents } = await patient.client.call('GET', `/api/documents/user/${patient.userId}`);
  check(documents.length >= 1, 'the patient has no documents');
  const pdf = await patient.client.call('GET', documents[0].attachmentUrl, { binary: true });
  check(
    pdf.headers.get('content-type')?.includes('application/pdf'),
    `the document is ${pdf.headers.get('content-type')}`,
  );
  const code = verificationCodeIn(pdf.body);
  const printed = pdfText(pdf.body).replace(/\s+/g, '');
  check(
    printed.includes(`${stack.patientOrigin}/verify/${code}`.replace(/\s+/g, '')),
    `the document does not print ${stack.patientOrigin}/verify/${code}`,
  );
  const anyone = await fetch(`${stack.patientOrigin}/api/verify/${code}`, { signal: AbortSignal.timeout(30_000) });
  const verification = await anyone.json();
  check(
    anyone.ok && verification.valid === true,
    `verifying ${code}: ${anyone.status} ${JSON.stringify(verification)}`,
  );
  proved(
    `${documents.length} document(s) on the patient's list; "${documents[0].attachmentName}" (${pdf.body.length} bytes of PDF) prints ${stack.patientOrigin}/verify/${code}, which confirms a valid ${verification.documentType} by ${verification.doctorName}`,
  );
}
