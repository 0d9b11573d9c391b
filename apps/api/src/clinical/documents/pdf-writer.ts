import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatLongDate } from '../../domain/dates.js';
import { PRODUCT_NAME } from '../product.js';
import { oneLine, TEXT_LIMITS } from './one-line.js';

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; bold?: boolean }
  | { kind: 'fields'; rows: [label: string, value: string][] }
  | { kind: 'list'; items: string[] }
  | { kind: 'space'; height?: number };

/** A drawn signature (the doctor's JPEG), or the typed name of a computer signature. */
export type Signature = { kind: 'drawn'; jpeg: Uint8Array } | { kind: 'typed'; name: string };

export interface DocumentContent {
  /** e.g. 'Medical Certificate'. */
  title: string;
  documentNumber: string;
  verificationCode: string;
  /** Where the public checks the code: an absolute address, also printed as a QR code. */
  verifyAt: string;
  /** YYYY-MM-DD. */
  issuedOn: string;
  blocks: Block[];
  doctor: { fullName: string; providerNumber: string; prescriberNumber?: string | null; signature: Signature };
}

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 56;
const FOOTER_TOP = 96;
/** The QR code's printed side: 25 mm, which a phone reads from arm's length. */
const QR_SIZE = 72;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const INK = rgb(0.13, 0.15, 0.18);
const MUTED = rgb(0.42, 0.45, 0.5);
const BRAND = rgb(0.05, 0.36, 0.42);
const RULE = rgb(0.82, 0.84, 0.87);
/** The smallest size a long field is drawn at before it is cut. */
const MIN_FIELD_SIZE = 7;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * The standard PDF fonts only encode WinAnsi (Latin-1 plus a few). Anything else is written without
 * its accent where that is enough (Đ → D), else as '?', so a name never makes the document fail.
 * pdf-lib writes the encoded text as a hex string, so brackets and backslashes stay literal text.
 */
function printable(font: PDFFont, text: string, max: number = TEXT_LIMITS.line): string {
  let out = '';
  for (const ch of oneLine(text, max)) {
    if (canEncode(font, ch)) out += ch;
    else {
      const bare = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += bare && canEncode(font, bare) ? bare : '?';
    }
  }
  return out;
}

const encodable = new Map<string, boolean>();
function canEncode(font: PDFFont, ch: string): boolean {
  const key = `${font.name}:${ch}`;
  let ok = encodable.get(key);
  if (ok === undefined) {
    try {
      font.encodeText(ch);
      ok = true;
    } catch {
      ok = false;
    }
    encodable.set(key, ok);
  }
  return ok;
}

/** Splits one line of text into lines that fit the width, breaking at spaces (or inside a word too long for a line). */
function wrap(text: string, font: PDFFont, size: number, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, text, max).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  lines.push(line);
  return lines;
}

class Layout {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly content: DocumentContent,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN;
    this.header();
  }

  ensure(height: number) {
    if (this.y - height < FOOTER_TOP + 12) this.newPage();
  }

  /** Draws one line of text, wrapped to the width; `max` bounds its length (a field by default). */
  text(
    text: string,
    opts: {
      x?: number;
      size?: number;
      font?: PDFFont;
      color?: ReturnType<typeof rgb>;
      width?: number;
      gap?: number;
      max?: number;
    } = {},
  ) {
    const size = opts.size ?? 11;
    const font = opts.font ?? this.fonts.regular;
    const x = opts.x ?? MARGIN;
    for (const line of wrap(text, font, size, opts.width ?? TEXT_WIDTH - (x - MARGIN), opts.max ?? TEXT_LIMITS.line)) {
      this.ensure(size * 1.45);
      this.y -= size * 1.45;
      this.page.drawText(line, { x, y: this.y, size, font, color: opts.color ?? INK });
    }
    this.y -= opts.gap ?? 0;
  }

  /**
   * Draws a field as exactly one line: a smaller size when it is long, cut with an ellipsis when
   * even that does not fit. A field never wraps, so it cannot look like more lines than it is.
   */
  line(text: string, opts: { x: number; size: number; width: number; font?: PDFFont }) {
    const font = opts.font ?? this.fonts.regular;
    let shown = printable(font, text);
    let size = opts.size;
    while (size > MIN_FIELD_SIZE && font.widthOfTextAtSize(shown, size) > opts.width) size -= 0.5;
    if (font.widthOfTextAtSize(shown, size) > opts.width) {
      while (shown.length > 1 && font.widthOfTextAtSize(`${shown}\u2026`, size) > opts.width)
        shown = shown.slice(0, -1).trimEnd();
      shown = `${shown}\u2026`;
    }
    this.ensure(opts.size * 1.45);
    this.y -= opts.size * 1.45;
    this.page.drawText(shown, { x: opts.x, y: this.y, size, font, color: INK });
  }

  rule(gapAbove = 8, gapBelow = 8) {
    this.y -= gapAbove;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y },
      thickness: 0.8,
      color: RULE,
    });
    this.y -= gapBelow;
  }

  private header() {
    const { bold, regular } = this.fonts;
    this.page.drawText(printable(bold, PRODUCT_NAME), {
      x: MARGIN,
      y: this.y - 20,
      size: 20,
      font: bold,
      color: BRAND,
    });
    this.page.drawText('Telehealth medical service', {
      x: MARGIN,
      y: this.y - 34,
      size: 9,
      font: regular,
      color: MUTED,
    });
    const right = (text: string, y: number) => {
      const t = printable(regular, text);
      this.page.drawText(t, {
        x: PAGE_WIDTH - MARGIN - regular.widthOfTextAtSize(t, 9),
        y,
        size: 9,
        font: regular,
        color: MUTED,
      });
    };
    right(`Document No. ${this.content.documentNumber}`, this.y - 16);
    right(`Issued ${formatLongDate(this.content.issuedOn)}`, this.y - 28);
    this.y -= 42;
    this.rule(0, 6);
  }

  footer(pageIndex: number, qr: PDFImage) {
    const page = this.pages[pageIndex]!;
    const { regular, bold } = this.fonts;
    const code = this.content.verificationCode;
    page.drawLine({
      start: { x: MARGIN, y: FOOTER_TOP },
      end: { x: PAGE_WIDTH - MARGIN, y: FOOTER_TOP },
      thickness: 0.8,
      color: RULE,
    });
    page.drawImage(qr, {
      x: PAGE_WIDTH - MARGIN - QR_SIZE,
      y: FOOTER_TOP - 8 - QR_SIZE,
      width: QR_SIZE,
      height: QR_SIZE,
    });
    const width = TEXT_WIDTH - QR_SIZE - 16;
    const lines: [text: string, y: number, size: number, font: PDFFont, color: ReturnType<typeof rgb>][] = [
      [`Verification code: ${code}`, FOOTER_TOP - 18, 10, bold, INK],
      ['Check that this document is genuine: scan the code or visit', FOOTER_TOP - 33, 8.5, regular, MUTED],
      [this.content.verifyAt, FOOTER_TOP - 46, 8.5, bold, INK],
      [
        `Document No. ${this.content.documentNumber}  |  Page ${pageIndex + 1} of ${this.pages.length}`,
        FOOTER_TOP - 66,
        8.5,
        regular,
        MUTED,
      ],
    ];
    for (const [text, y, size, font, color] of lines) {
      const shown = printable(font, text);
      // A long address is drawn smaller rather than cut: it has to be typed from paper.
      const fitted = Math.min(size, (size * width) / Math.max(font.widthOfTextAtSize(shown, size), 1));
      page.drawText(shown, { x: MARGIN, y, size: fitted, font, color });
    }
  }
}

async function drawSignature(pdf: PDFDocument, layout: Layout, fonts: Fonts, content: DocumentContent) {
  const { doctor } = content;
  layout.ensure(130);
  layout.y -= 18;
  layout.page.drawText('Signed', { x: MARGIN, y: layout.y, size: 9, font: fonts.regular, color: MUTED });
  let drawn = false;
  if (doctor.signature.kind === 'drawn') {
    try {
      const image = await pdf.embedJpg(doctor.signature.jpeg);
      const { width, height } = image.scaleToFit(180, 56);
      layout.y -= height + 4;
      layout.page.drawImage(image, { x: MARGIN, y: layout.y, width, height });
      drawn = true;
    } catch {
      // An unreadable drawing falls back to the typed signature rather than failing the document.
    }
  }
  if (!drawn) {
    const name = doctor.signature.kind === 'typed' ? doctor.signature.name : doctor.fullName;
    // No script font ships with the installed packages: an italic serif reads as a handwritten name.
    const script = await pdf.embedFont(StandardFonts.TimesRomanItalic);
    layout.y -= 30;
    layout.page.drawText(printable(script, name, 60), {
      x: MARGIN,
      y: layout.y,
      size: 24,
      font: script,
      color: rgb(0.1, 0.16, 0.4),
    });
  }
  layout.y -= 6;
  layout.page.drawLine({
    start: { x: MARGIN, y: layout.y },
    end: { x: MARGIN + 220, y: layout.y },
    thickness: 0.6,
    color: MUTED,
  });
  layout.line(`Dr ${doctor.fullName.replace(/^dr\.?\s+/i, '')}`, {
    x: MARGIN,
    font: fonts.bold,
    size: 11,
    width: TEXT_WIDTH,
  });
  layout.line(`Provider No. ${doctor.providerNumber}`, { x: MARGIN, size: 10, width: TEXT_WIDTH });
  if (doctor.prescriberNumber)
    layout.line(`Prescriber No. ${doctor.prescriberNumber}`, { x: MARGIN, size: 10, width: TEXT_WIDTH });
  layout.text(`Date: ${formatLongDate(content.issuedOn)}`, { size: 10 });
}

/** The verification address as a QR code: black modules on white, a quiet zone of two modules. */
function verificationQr(address: string): Promise<Buffer> {
  return QRCode.toBuffer(address, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 8 });
}

/** Renders a document to an A4 PDF: header, title, the blocks, the doctor's signature, and a verification footer. */
export async function renderPdf(content: DocumentContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(oneLine(`${content.title} ${content.documentNumber}`, TEXT_LIMITS.line));
  pdf.setAuthor(oneLine(`Dr ${content.doctor.fullName.replace(/^dr\.?\s+/i, '')}`, TEXT_LIMITS.line));
  pdf.setCreator(PRODUCT_NAME);
  pdf.setProducer(PRODUCT_NAME);
  pdf.setCreationDate(new Date());
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const layout = new Layout(pdf, fonts, content);
  layout.text(content.title, { font: fonts.bold, size: 17, gap: 6 });

  for (const block of content.blocks) {
    switch (block.kind) {
      case 'heading':
        layout.ensure(40);
        layout.y -= 8;
        layout.text(block.text, { font: fonts.bold, size: 12, color: BRAND, gap: 2 });
        break;
      case 'paragraph':
        layout.text(block.text, { font: block.bold ? fonts.bold : fonts.regular, gap: 6, max: TEXT_LIMITS.paragraph });
        break;
      case 'fields':
        for (const [label, value] of block.rows) {
          layout.ensure(16);
          const top = layout.y;
          layout.text(label, { font: fonts.bold, size: 10, width: 130 });
          const labelBottom = layout.y;
          layout.y = top;
          layout.line(value || '-', { x: MARGIN + 140, size: 10, width: TEXT_WIDTH - 140 });
          layout.y = Math.min(layout.y, labelBottom) - 2;
        }
        layout.y -= 4;
        break;
      case 'list':
        for (const item of block.items) {
          layout.ensure(16);
          const top = layout.y;
          layout.page.drawText('-', { x: MARGIN + 4, y: top - 11 * 1.45, size: 11, font: fonts.regular, color: INK });
          layout.text(item, { x: MARGIN + 16, gap: 2, max: TEXT_LIMITS.paragraph });
        }
        layout.y -= 4;
        break;
      case 'space':
        layout.y -= block.height ?? 10;
        break;
    }
  }
  await drawSignature(pdf, layout, fonts, content);
  const qr = await pdf.embedPng(await verificationQr(content.verifyAt));
  layout.pages.forEach((_, i) => layout.footer(i, qr));
  // Object streams off: plain objects are readable by every viewer and by our own checks.
  return pdf.save({ useObjectStreams: false });
}
