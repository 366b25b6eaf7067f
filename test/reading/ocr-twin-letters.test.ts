import { describe, expect, it } from 'vitest';
import { readBackLetters } from '../../main/reading/intake/ocr-letters';

// Words as tesseract read them off the bench's scans: a ring or accent letter read twice, once
// with a mark the page's language does not write. The page's language is told by its own words.
const read = (text: string) =>
  readBackLetters(text.split(' ').map((t, i) => ({ text: t, x: i * 60, y: 0, w: 50, h: 10 })))
    .map((w) => w.text)
    .join(' ');

const DANISH = 'Faktura fakturanummer dato moms beløb kunde til betale';
const SWEDISH = 'Faktura fakturadatum moms belopp kund att betala till';
const FRENCH = 'Facture date montant TVA total client le la des';
const DUTCH = 'Factuur factuurdatum btw bedrag klant te betalen van';

describe('marked letters OCR read twice', () => {
  it.each([
    [`NORDJYSK ALARMOVERVÂÅGNING ApS ${DANISH}`, `NORDJYSK ALARMOVERVÅGNING ApS ${DANISH}`],
    [`Foråârspudsning ${DANISH}`, `Forårspudsning ${DANISH}`],
    [`Hâåkansson Lantbruk HB ${SWEDISH}`, `Håkansson Lantbruk HB ${SWEDISH}`],
    [`LEKSAKSLÂÅDAN Västeråâs tāäckpapp ${SWEDISH}`, `LEKSAKSLÅDAN Västerås täckpapp ${SWEDISH}`],
  ])('reads %s back', (read_, printed) => {
    expect(read(read_)).toBe(printed);
  });

  it.each([
    // Both marks a language writes, or a letter beside its plain form, are as printed.
    `coördinatie beëdigde kopieën ${DUTCH}`,
    `Vallée acquittée agréée ${FRENCH}`,
    // No language told: nothing to go by.
    'Hâåkansson Lantbruk',
  ])('leaves %s as read', (printed) => {
    expect(read(printed)).toBe(printed);
  });
});
