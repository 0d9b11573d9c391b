import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * The text lines drawn in a PDF we made, page by page, read back from its content streams: how the
 * tests can see what a stored document actually says.
 * Handles what pdf-lib writes for the standard fonts: one hex string per line, shown with Tj.
 */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    const lines: string[] = [];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const m of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        lines.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
      }
    }
    return lines;
  });
}

/** Every line of every page, joined with newlines. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfTextLines(bytes)).flat().join('\n');
}
