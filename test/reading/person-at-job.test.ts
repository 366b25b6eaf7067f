import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// An electrician's invoice printing no one's name but its own.
const electrician = () =>
  printedPage([
    'Elektro Huber GmbH',
    'Hauptstraße 4, 80331 München',
    '',
    [
      [50, 'Rechnung Nr.'],
      [200, 'R-2026-118'],
    ],
    [
      [50, 'Steckdosen erneuert, 6 Stück'],
      [400, '420,00'],
    ],
    [
      [50, 'Rechnungsbetrag'],
      [400, '499,80'],
    ],
  ]);

// A person present at the job or handling the machine there is one of the business's people: the
// page names them by a label of its own or not at all. The business's name, read by its trade word
// ("PLUMBING" for "plumber") or by a cue ("operator" for "operated"), is no answer.
describe('a person at the job asked', () => {
  it('gives no business name for who attended, intervened or operated', () => {
    expect(ask(typedPage('BD-en-tax-invoice-equipment-hire'), 'Who operated the excavator?')).toBeNull();
    expect(ask(typedPage('AK-nz-invoice-plumber'), 'Which plumber attended the job?')).toBeNull();
    expect(ask(typedPage('AM-au-tax-invoice-plumber'), 'Which plumber attended the job?')).toBeNull();
    expect(
      ask(typedPage('AJ-fr-facture-electricien'), 'Quel électricien est intervenu sur le chantier ?'),
    ).toBeNull();
    expect(ask(electrician(), 'Welcher Elektriker war vor Ort?')).toBeNull();
    expect(ask(electrician(), 'Wer hat die Rechnung ausgestellt?')).toBe('Elektro Huber GmbH');
  });

  it('still answers the business that did the work or came out', () => {
    expect(ask(typedPage('BD-en-tax-invoice-equipment-hire'), 'Who issued the invoice?')).toBe(
      'Ironbark Hire Co Pty Ltd',
    );
    expect(ask(typedPage('AK-nz-invoice-plumber'), 'Who was the plumber that came out?')).toBe(
      'KOWHAI PLUMBING & GAS LTD',
    );
  });
  // Which one of a person's trade carried the work out by hand is one of the business's people too.
  it('gives no business name for which one of a trade carried the work out', () => {
    expect(ask(typedPage('AH-au-invoice-car-mechanic'), 'Which mechanic did the work?')).toBeNull();
    expect(ask(typedPage('AJ-fr-ca-facture-plombier'), "Quel plombier a fait l'installation?")).toBeNull();
    expect(
      ask(
        typedPage('X-fr-facture-transitaire-expeditions'),
        'Quel transporteur a effectué la livraison à Birmingham ?',
      ),
    ).toBeNull();
    expect(ask(electrician(), 'Welcher Elektriker hat die Arbeiten durchgeführt?')).toBeNull();
  });

  it('still answers the firm asked by a word for one, or by the work alone', () => {
    expect(ask(typedPage('S-en-us-auto-repair'), 'Who did the work on the car?')).toBe(
      'KESSLER BROS. AUTO SERVICE',
    );
    expect(ask(typedPage('AM-au-tax-invoice-plumber'), 'Which plumber did the hot water job?')).toBe(
      'Blackbutt Plumbing & Gas Pty Ltd',
    );
    expect(
      ask(typedPage('AT-fr-facture-plombier-devis-ref'), "C'est quel plombier qui a fait les travaux ?"),
    ).toBe('FERRAND PLOMBERIE');
  });
});
