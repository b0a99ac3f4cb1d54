/** Meetspace's brand green, for titles and headings in every PDF. */
export const PDF_BRAND = '#0b5c4a';
/** The muted grey of versions, footers and page numbers. */
export const PDF_MUTED = '#4a5652';

/** A pdfkit document being written, the promise of its bytes, and its text column. */
export interface OpenPdf {
  doc: PDFKit.PDFDocument;
  /** Resolves with the whole file once `doc.end()` is called; rejects on pdfkit's error. */
  done: Promise<Buffer>;
  /** The left margin, where the text column starts. */
  left: number;
  /** The width between the left and right margins of the first page. */
  width: number;
}

/**
 * A new pdfkit document with its bytes collected in memory. pdfkit is loaded on the first PDF:
 * it and its fonts weigh about 20 MB of memory.
 */
export async function openPdf(options: PDFKit.PDFDocumentOptions): Promise<OpenPdf> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  return { doc, done, left, width };
}

/** A thin (0.5 pt) horizontal line from `left` across `width` at `y`, in `colour`. */
export function horizontalRule(
  doc: PDFKit.PDFDocument,
  left: number,
  y: number,
  width: number,
  colour: string,
) {
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.5)
    .stroke(colour);
}
