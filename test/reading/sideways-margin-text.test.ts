import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../main/reading/intake/read';
import { ask } from './ask';
import { ZUGFERD_DIR } from './cii-corpus';

// Text set sideways in a page's margin (a copyright up the left edge, a print job's code) runs
// across no line of the page: laid out as if it did, its words joined the line at its height, and
// "Rechnungssumme Brutto (inkl. USt.) 529,87" was read as "ZUGFeRD Beispielrechnung Rechnungssumme
// COMFORT 2014 -Copyright Brutto AWV ...", its total lost (the first line's 198,00 answered).

/** An invoice printed across the page, with a note turned `angle` degrees up its left margin. */
async function invoiceWithMarginNote(angle: number, note: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const rows: [number, number, string][] = [
    [60, 780, 'Muster Handel GmbH'],
    [60, 766, 'Hauptstraße 1, 10115 Berlin'],
    [360, 720, 'Rechnungsnummer'],
    [500, 720, 'R-2024-118'],
    [60, 600, 'Beschreibung'],
    [300, 600, 'Menge'],
    [380, 600, 'Einzelpreis'],
    [500, 600, 'Betrag'],
    [60, 580, 'Beratung'],
    [300, 580, '2'],
    [380, 580, '99,00'],
    [500, 580, '198,00'],
    [60, 540, 'Rechnungssumme Netto'],
    [500, 540, '198,00'],
    [60, 526, 'Umsatzsteuer 19 %'],
    [500, 526, '37,62'],
    [60, 500, 'Rechnungssumme Brutto (inkl. USt.)'],
    [500, 500, '235,62'],
  ];
  for (const [x, y, text] of rows) page.drawText(text, { x, y, size: 10, font });
  // Up the margin from below the gross's line, crossing it.
  page.drawText(note, { x: 30, y: 440, size: 6, font, rotate: degrees(angle) });
  return pdf.save();
}

const NOTE = 'Beispielrechnung Muster 2024 - Copyright Muster e.V. 2024';

describe('text set sideways in the margin joins no line', () => {
  it.each([90, 270])('a note turned %i degrees leaves the gross its line', async (angle) => {
    const doc = await readDocument('invoice.pdf', await invoiceWithMarginNote(angle, NOTE));
    const lines = doc.pages[0]!.lines;
    expect(lines.some((l) => l.startsWith('Rechnungssumme Brutto (inkl. USt.)'))).toBe(true);
    expect(lines.some((l) => l.includes('Copyright'))).toBe(false);
    expect(ask(doc, 'Wie hoch ist der zu zahlende Betrag?')).toBe('235,62');
    expect(ask(doc, 'Wie hoch ist die Umsatzsteuer insgesamt?')).toBe('37,62');
  });

  it('a page printed across keeps every line of its own', async () => {
    const doc = await readDocument('invoice.pdf', await invoiceWithMarginNote(90, NOTE));
    expect(ask(doc, 'Wie lautet die Rechnungsnummer?')).toBe('R-2024-118');
    expect(doc.pages[0]!.lines.some((l) => l.startsWith('Beratung'))).toBe(true);
  });
});

const EINFACH = 'ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_COMFORT_Einfach';

describe.skipIf(!existsSync(join(ZUGFERD_DIR, `${EINFACH}.pdf`)))(
  'a real invoice with its copyright up the margin (ZUGFeRD corpus)',
  () => {
    it('reads its gross, which the copyright had run into', async () => {
      const doc = await readDocument(`${EINFACH}.pdf`, readFileSync(join(ZUGFERD_DIR, `${EINFACH}.pdf`)));
      expect(ask(doc, 'Wie hoch ist der zu zahlende Betrag?')).toBe('529,87');
      expect(ask(doc, 'How much do we have to pay?')).toBe('529,87');
    });
  },
);
