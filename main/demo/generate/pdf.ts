import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { BUYER, totals, type DemoInvoice } from './einvoice';

const money = (n: number): string =>
  n.toLocaleString('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dkDate = (iso: string): string => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/**
 * A one-page Danish invoice with a real text layer, laid out like a typical small supplier's:
 * sender block top left, labels with values on the right, a line table, totals at the bottom.
 * Fixed creation dates keep the bytes identical on every generation.
 */
export async function invoicePdf(inv: DemoInvoice): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date('2026-11-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-11-01T00:00:00Z'));
  doc.setProducer('Kontera demo generator');
  doc.setCreator('Kontera demo generator');
  doc.setTitle(`Faktura ${inv.number}`);
  const page = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const grey = rgb(0.3, 0.3, 0.3);
  const text = (s: string, x: number, y: number, size = 10, f = font): void =>
    page.drawText(s, { x, y, size, font: f });
  const right = (s: string, xr: number, y: number, size = 10, f = font): void =>
    text(s, xr - f.widthOfTextAtSize(s, size), y, size, f);

  const s = inv.supplier;
  text(s.name, 50, 780, 16, bold);
  text(s.street, 50, 762);
  text(`${s.postalCode} ${s.city}`, 50, 749);
  text(`CVR-nr.: ${s.vatNumber.replace(/^DK/, '')}`, 50, 736);

  text('FAKTURA', 400, 780, 18, bold);
  const meta: [string, string][] = [
    ['Fakturanr.:', inv.number],
    ['Fakturadato:', dkDate(inv.issueDate)],
    ['Forfaldsdato:', dkDate(inv.dueDate)],
    ['Kundenr.:', 'NORDLYS-01'],
  ];
  meta.forEach(([k, v], i) => {
    text(k, 400, 755 - i * 14, 10, bold);
    text(v, 480, 755 - i * 14);
  });

  text('Faktureres til:', 50, 690, 10, bold);
  text(BUYER.name, 50, 676);
  text(BUYER.street, 50, 663);
  text(`${BUYER.postalCode} ${BUYER.city}`, 50, 650);

  let y = 600;
  text('Beskrivelse', 50, y, 10, bold);
  right('Antal', 360, y, 10, bold);
  right('Pris', 450, y, 10, bold);
  right('Beløb', 545, y, 10, bold);
  page.drawLine({ start: { x: 50, y: y - 5 }, end: { x: 545, y: y - 5 }, thickness: 0.5, color: grey });
  for (const l of inv.lines) {
    y -= 18;
    text(l.text, 50, y);
    right(String(l.quantity), 360, y);
    right(money(l.unitPrice), 450, y);
    right(money(l.quantity * l.unitPrice), 545, y);
  }
  const t = totals(inv);
  y -= 30;
  page.drawLine({ start: { x: 330, y: y + 12 }, end: { x: 545, y: y + 12 }, thickness: 0.5, color: grey });
  const sums: [string, string, boolean][] = [
    ['Subtotal ekskl. moms', money(t.net), false],
    ['Moms 25 %', money(t.vat), false],
    ['Total DKK inkl. moms', money(t.gross), true],
  ];
  sums.forEach(([k, v, strong], i) => {
    text(k, 330, y - i * 16, 10, strong ? bold : font);
    right(v, 545, y - i * 16, 10, strong ? bold : font);
  });

  text('Betalingsbetingelser: netto 14 dage', 50, 140);
  text(`Bank: IBAN ${s.iban}`, 50, 126);
  text(`Angiv venligst fakturanummer ${inv.number} ved betaling.`, 50, 112);
  return doc.save({ useObjectStreams: false });
}
