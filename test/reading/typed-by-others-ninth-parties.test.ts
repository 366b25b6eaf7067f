import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// Parties on the ninth batch typed by others (W-, X-, Y-), and the faults of kind they showed on
// the first run: each answer below was wrong or missing before its change.

const page = typedPage;

describe("the issuer's name in full heading its own block (fallbacks.ts, company.ts endsWithName)", () => {
  it('is no window: the customer is the block under it, and the issuer is named in full', () => {
    // "École de langues Léman-Lingua Sàrl" over its street and town, top right, where the payment
    // slip and the domain name "Léman-Lingua Sàrl".
    const doc = page('X-fr-ch-facture-ecole-langues-exoneree');
    expect(ask(doc, 'À qui la facture est-elle adressée ?')).toBe('Fiduciaire Rochat & Pittet SA');
    expect(ask(doc, 'Who is billed?')).toBe('Fiduciaire Rochat & Pittet SA');
    expect(ask(doc, 'Who issued the invoice?')).toBe('École de langues Léman-Lingua Sàrl');
  });
});

describe('the party that gets the document or is paying (question-direction.ts, packs receives)', () => {
  it('who gets the bill is billed by it: the receiver', () => {
    expect(ask(page('Y-ca-freight-invoice'), 'Which company gets this freight bill?')).toBe(
      'Lakehead Outdoor Supply Ltd.',
    );
    expect(ask(page('W-nl-nota-hotel-havenzicht'), 'Welk bedrijf krijgt de rekening?')).toBe(
      'Noordkaap Advies B.V.',
    );
  });

  it('"is paying" says the payer, as "pays" does', () => {
    expect(ask(page('Y-sg-webhosting-invoice'), 'Which company is paying for the hosting?')).toBe(
      'Kopi Lane Trading Pte Ltd',
    );
  });
});

describe('a word that opens labels of its own is no slip of another label (page-model.ts)', () => {
  it('"Lieferung frei Verwendungsstelle + Montage", a line\'s text, labels no supplier ("Lieferant")', () => {
    const doc = page('X-de-rechnung-moebelhaus-anzahlung');
    expect(ask(doc, 'Lieferant?')).toBe('Möbelhaus Lindemann GmbH & Co. KG');
    expect(ask(doc, 'Which company issued the invoice?')).toBe('Möbelhaus Lindemann GmbH & Co. KG');
  });
});

describe('a trade asked of the one party whose name prints its sector (party-named.ts partyOfTrade)', () => {
  it('"der Kanzlei" is the customer "Rechtsanwälte …", which prints no VAT number and no phone', () => {
    const doc = page('X-de-rechnung-moebelhaus-anzahlung');
    expect(ask(doc, 'Wie lautet die USt-IdNr. der Kanzlei?')).toBeNull();
    expect(ask(doc, 'Welche Telefonnummer hat die Kanzlei?')).toBeNull();
    expect(ask(doc, 'Wie lautet die USt-IdNr. des Lieferanten?')).toBe('DE319482754');
  });
});

describe('function words alone answer nothing (answer.ts)', () => {
  it('"of", the rest of "… is a trading name of" after the words asked, is no practice\'s name', () => {
    expect(ask(page('Y-uk-vet-invoice'), 'Name of the veterinary practice?')).not.toBe('of');
  });
});
