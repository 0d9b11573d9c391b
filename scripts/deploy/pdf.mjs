/**
 * The text a PDF the API made draws (its content streams are deflated, its strings hex), as in the
 * browser tests' reading of the verification code (apps/doctor-web/e2e/patient-driver.ts).
 */
import { inflateSync } from 'node:zlib';

export function pdfText(pdf) {
  const text = [];
  for (const m of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let operators;
    try {
      operators = inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      continue; // not a deflated content stream (an image, a font)
    }
    for (const s of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      text.push(Buffer.from(s[1], 'hex').toString('latin1'));
  }
  return text.join('\n');
}

/** The verification code printed at the foot of the document. */
export function verificationCodeIn(pdf) {
  const code = pdfText(pdf).match(/Verification code: ([A-Z0-9-]+)/)?.[1];
  if (!code) throw new Error('no verification code in the document');
  return code;
}
