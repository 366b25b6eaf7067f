import { describe, expect, it } from 'vitest';
import { ask, pageIn, typedPage } from './positioned-page';

// "At/from which <trade>" asks a party: a trade noun no pack knows ("beenhouwerij", "librairie",
// "Polsterei") is a business all the same, and the answer is the page's issuer or nothing, never
// the day the words of buying would otherwise read.
describe('a business asked by a trade the packs do not know', () => {
  it('answers the issuer of a shop asked at which of its trade the purchase was made', () => {
    expect(ask(typedPage('BE-nl-kasticket-beenhouwerij'), 'Bij welke beenhouwerij is dit gekocht?')).toBe(
      'VERHAEGHE-DE SMET BV',
    );
    expect(ask(typedPage('BE-fr-ticket-librairie'), "Chez quelle librairie a-t-on fait l'achat ?")).toBe(
      'LE CHAT QUI LIT SARL',
    );
  });

  it('answers the issuer in every language, never the date the page prints', () => {
    const dated = (lang: string, label: string) =>
      pageIn(lang, [
        [
          [50, label],
          [200, '14.03.2026'],
        ],
      ]);
    const asked: [string, string, string, string][] = [
      ['de', 'Datum', 'Bei welcher Polsterei haben wir das gekauft?', 'Muster Handel GmbH'],
      ['en', 'Date', 'At which chandlery did we buy this?', 'Azure Interior Ltd'],
      ['en', 'Date', 'From which chandlery was this bought?', 'Azure Interior Ltd'],
      ['da', 'Dato', 'Hos hvilken sadelmager har vi købt det?', 'Hansen ApS'],
      ['fr', 'Date', 'Chez quelle tapissière avons-nous acheté cela ?', 'ACME Fournitures SARL'],
      ['sv', 'Datum', 'Hos vilken sadelmakare köptes detta?', 'Svensson AB'],
      ['no', 'Dato', 'Hos hvilken salmaker ble dette kjøpt?', 'Nordmann AS'],
    ];
    for (const [lang, label, q, issuer] of asked) expect(ask(dated(lang, label), q)).toBe(issuer);
  });

  it('keeps a known word after the question word to its own reading', () => {
    const page = pageIn('de', [
      [
        [50, 'Bank'],
        [200, 'Sparkasse Musterstadt'],
      ],
    ]);
    expect(ask(page, 'Bei welcher Bank liegt das Konto?')).not.toBe('Muster Handel GmbH');
  });
});
