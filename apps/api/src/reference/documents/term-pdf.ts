import { formatLongDate, type Locale, type Term } from '@meetspace/domain';
import { openPdf, PDF_BRAND, PDF_MUTED } from '../../kernel/documents/pdf.ts';
import { localDate } from '../../kernel/local-time.ts';

const TEXT = {
  nl: {
    version: (v: number, date: string) => `Versie ${v}, gepubliceerd op ${date}`,
    page: (n: number, total: number) => `Pagina ${n} van ${total}`,
  },
  en: {
    version: (v: number, date: string) => `Version ${v}, published on ${date}`,
    page: (n: number, total: number) => `Page ${n} of ${total}`,
  },
} as const;

const TEXT_COLOUR = '#1d2321';
const NUMBERED = /^(\d+[.)])\s+(.*)$/;

/** The blocks of a plain-text body (split at blank lines), each a list of its non-empty lines. */
function blocksOf(body: string): string[][] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}

/** A terms version as an A4 PDF in its language (pdfkit, loaded on first use). */
export async function termPdf(term: Term, locale: Locale): Promise<Buffer> {
  const t = TEXT[locale];
  const published = formatLongDate(localDate(new Date(term.PublishedAt), 'Europe/Amsterdam'), locale);
  const { doc, done, left, width } = await openPdf({
    size: 'A4',
    margins: { top: 64, bottom: 72, left: 64, right: 64 },
    bufferPages: true,
    lang: locale === 'nl' ? 'nl-NL' : 'en-GB',
    displayTitle: true,
    info: { Title: `${term.Title} (${term.Version})`, Author: 'Meetspace', Subject: term.Title },
  });

  doc.font('Helvetica-Bold').fontSize(20).fillColor(PDF_BRAND).text(term.Title, left, doc.y, { width });
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .fillColor(PDF_MUTED)
    .text(t.version(term.Version, published));
  doc.moveDown(1).fontSize(11).fillColor(TEXT_COLOUR);
  for (const lines of blocksOf(term.Body)) {
    for (const line of lines) {
      const numbered = NUMBERED.exec(line);
      const y = doc.y;
      if (numbered) {
        doc.fillColor(PDF_BRAND).text(numbered[1] ?? '', left, y, { width: 22 });
        doc.fillColor(TEXT_COLOUR).text(numbered[2] ?? '', left + 24, y, { width: width - 24, lineGap: 2 });
      } else {
        doc.text(line, left, y, { width, lineGap: 2 });
      }
      doc.moveDown(0.4);
    }
    doc.moveDown(0.6);
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fontSize(9)
      .fillColor(PDF_MUTED)
      .text(`Meetspace · ${term.Title}`, left, doc.page.height - 44, { width: width / 2, lineBreak: false })
      .text(t.page(i + 1, range.count), left + width / 2, doc.page.height - 44, {
        width: width / 2,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
