import { describe, expect, it } from 'vitest';
import { readZugferd as read } from './cii-corpus';
import { inflected } from '../../main/reading/lang';
import { ask, printedPage } from './positioned-page';

// A question's word that only resembles a word of the packs, often another language's, is not that
// word. And "When", "wann", "quand" ask for a date and nothing else. "Wann war der Termin?" (the
// appointment) had been read as the payment terms, whose English label "terms" the word "Termin"
// resembles, and 42 ZUGFeRD prints answered it with their terms: a date question the packs cannot
// read as a date concept is left to the page's own words.

describe('a "when" question is answered with a date or not at all', () => {
  it('the ZUGFeRD "Einfach" print has no appointment, only payment terms', async () => {
    const print = await read('XML-Rechnung__FX__EN16931_Einfach.pdf');
    expect(ask(print, 'Wann war der Termin?')).toBeNull();
    expect(ask(print, 'When was the appointment?')).toBeNull();
    // The terms are still there for the question that asks them.
    expect(ask(print, 'Was sind die Zahlungsbedingungen?')).toMatch(/^Zahlbar innerhalb 30 Tagen/);
  });

  it('the physiotherapist\'s print lists its appointments ("an folgenden Terminen")', async () => {
    const print = await read('XML-Rechnung__FX__EN16931_Physiotherapeut.pdf');
    expect(ask(print, 'Wann war der Termin?')).toMatch(/^\d\d\.\d\d\.2018$/);
  });

  it('"Zahlungstermin" labels the due date', () => {
    const page = printedPage([
      'Rechnung Nr. 2024-118',
      'Rechnungsdatum: 02.04.2024',
      'Zahlungstermin: 16.04.2024',
      'Gesamtbetrag: 480,00 EUR',
    ]);
    expect(ask(page, 'Wann ist der Zahlungstermin?')).toBe('16.04.2024');
    expect(ask(page, 'Wann ist die Rechnung fällig?')).toBe('16.04.2024');
    expect(ask(page, 'Wann war der Termin?')).toBeNull();
  });

  // Danish "mødet" (the meeting) had been read as a form of the French "mode" (de règlement) with
  // the Danish ending "-t", so "Hvornår var mødet?" was a date question the packs knew every word
  // of: 102 prints and receipts answered it with their invoice date.
  it("a word of the packs takes its own languages' endings only", () => {
    expect(inflected('modet', 'mode')).toBe(false);
    expect(inflected('belobet', 'belob')).toBe(true);
    expect(inflected('bankens', 'bank')).toBe(true);
    const page = printedPage([
      'Faktura nr. 2024-118',
      'Fakturadato: 02.04.2024',
      'Beløb at betale: 480,00 DKK',
      'SWIFT: DABADKKK',
    ]);
    expect(ask(page, 'Hvornår var mødet?')).toBeNull();
    expect(ask(page, 'Når var møtet?')).toBeNull();
    expect(ask(page, 'Hvornår er fakturaen udstedt?')).toBe('02.04.2024');
    expect(ask(page, 'Hvad er bankens SWIFT?')).toBe('DABADKKK');
  });

  // A form or a slip of a pack word counts only within the question's language family (Danish,
  // Swedish and Norwegian; Dutch and German; English; French): "What is the absence?" had been read
  // as the German "Absender" (the sender) and answered with the issuer on every page.
  it("a look-alike of another language family's word asks for nothing Kontera knows", () => {
    const page = printedPage([
      'Muster Elektro GmbH',
      'Hauptstr. 1, 10115 Berlin',
      '',
      'Rechnung Nr. 2024-118',
      'Rechnungsdatum: 02.04.2024',
      'Gesamtbetrag: 480,00 EUR',
    ]);
    for (const q of ['What is the absence?', 'What is the handled?', 'Hva er jaden?'])
      expect(ask(page, q), q).toBeNull();
    // Words the question's own language has for the thing still read it.
    expect(ask(page, 'Vem sålde varorna till oss?')).toBe('Muster Elektro GmbH');
    expect(ask(page, 'Who sent this invoice?')).toBe('Muster Elektro GmbH');
    expect(ask(page, 'Wer ist der Absender?')).toBe('Muster Elektro GmbH');
    // A word written as a pack writes it is the same word in any language ("total", "IBAN").
    expect(ask(page, 'Hvad er total?')).toBe('480,00');
  });
});
