import { inflateSync } from 'node:zlib';
import jsqr from 'jsqr';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFNumber } from 'pdf-lib';

// jsqr is CommonJS whose types declare an ES default export: under Node's rules that is `.default`.
const jsQR = jsqr.default;

/**
 * The QR codes printed on a PDF we made, decoded from its image XObjects as a phone would read
 * them: each image's pixels (DeviceRGB or DeviceGray, 8 bits, Flate) handed to a QR reader.
 */
export async function pdfQrCodes(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const found: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    // A soft mask is another image's transparency, not a picture of its own.
    if (isSoftMask(pdf, object)) continue;
    const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const channels = dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray') ? 1 : 3;
    const pixels = inflateSync(object.contents);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = pixels[i * channels + (channels === 1 ? 0 : c)]!;
      rgba[i * 4 + 3] = 255;
    }
    const code = jsQR(rgba, width, height);
    if (code) found.push(code.data);
  }
  return found;
}

function isSoftMask(pdf: PDFDocument, stream: PDFRawStream): boolean {
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : null;
    const mask = dict?.get(PDFName.of('SMask'));
    if (mask && pdf.context.lookup(mask) === stream) return true;
  }
  return false;
}
