import { describe, expect, it } from 'vitest';
import { ask, typedPage as page } from './positioned-page';

// The customer asked by what it did or what was done for it, on pages typed by others: a verb or
// a preposition of the customer's side (ordered, had, billed to, at whose place) lost to a trade
// or a thing word ("winkel", "standen", "repairs", "travaux") that drew the answer to the seller.
// The seller's wordings of the same pages stay the seller's.

describe('a shop that ordered is the customer (shop-buying.ts)', () => {
  const doc = page('BN-nl-factuur-imkerij');
  const shop = 'Delicatessenwinkel Het Proeflokaal B.V.';
  const seller = 'Imkerij De Gouden Raat V.O.F.';

  it('"Welke winkel heeft ... besteld?" asks the shop that ordered', () => {
    expect(ask(doc, 'Welke winkel heeft de honing besteld?')).toBe(shop);
    expect(ask(doc, 'Which shop ordered the honey?')).toBe(shop);
    expect(ask(doc, 'Which store is paying for this honey?')).toBe(shop);
  });

  it('the shop we bought from, or that sold or delivered, is the seller', () => {
    expect(ask(doc, 'Bij welke winkel hebben we de honing besteld?')).toBe(seller);
    expect(ask(doc, 'Which shop was the honey ordered from?')).toBe(seller);
    expect(ask(doc, 'Welke winkel heeft de honing geleverd?')).toBe(seller);
    // "verkocht" (sold) closes on "kocht" (bought): it is the seller's verb (LanguagePack.letsOut).
    expect(ask(doc, 'Welke winkel heeft de honing verkocht?')).toBe(seller);
    expect(ask(doc, 'Welk bedrijf heeft de honing verkocht?')).toBe(seller);
  });

  it('nothing the page does not print', () => {
    expect(ask(doc, 'Wie heeft de bestelling geplaatst?')).toBeNull();
    expect(ask(doc, 'Welke winkel heeft de BIC-code?')).toBeNull();
    expect(ask(doc, 'Wie had de leiding bij de imkerij?')).toBeNull();
  });
});

describe('the firm that had what is billed is the customer (side-by-role.ts, LanguagePack.holds)', () => {
  const doc = page('BN-no-faktura-messestand');
  const customer = 'Haugland Maskin AS';
  const seller = 'Rogaland Messe og Standbygg AS';

  it('"Hvilket firma hadde standen?" asks who had the stand', () => {
    expect(ask(doc, 'Hvilket firma hadde standen på messen?')).toBe(customer);
    expect(ask(doc, 'Which company had the stand at the fair?')).toBe(customer);
  });

  it('the firm that let the stand out, or sent the bill, is the seller', () => {
    expect(ask(doc, 'Hvilket firma leide ut messestanden?')).toBe(seller);
    expect(ask(doc, 'Hvem har sendt fakturaen?')).toBe(seller);
  });

  it('nothing where no firm is asked, or a number', () => {
    expect(ask(doc, 'Hvem hadde standen?')).toBeNull();
    expect(ask(doc, 'Hvilket firma hadde standnummer 12?')).toBeNull();
    expect(ask(doc, 'Hva er IBAN-nummeret?')).toBeNull();
  });

  it('the firm that had the job did it: the seller', () => {
    expect(ask(page('A-de-handwerk'), 'Welche Firma hatte den Auftrag?')).toBe('Elektro Brandl GmbH');
    expect(ask(page('A-de-handwerk'), 'Welche Firma hatte die Arbeiten?')).toBe('Elektro Brandl GmbH');
    expect(ask(page('AI-da-faktura-vvs'), 'Hvilket firma havde opgaven?')).not.toBe('Helle Vestergaard');
  });

  it('a firm that had lessons is the customer', () => {
    expect(ask(page('BK-en-invoice-music-lessons'), 'Which firm had the staff guitar lessons?')).toBe(
      'Banksia Legal Pty Ltd',
    );
  });
});

describe('what is billed to a firm asks the customer (LanguagePack.buyers "billed to")', () => {
  const doc = page('BO-en-tax-invoice-mobile-repair');

  it('"Which firm are the repairs billed to?" asks the customer, "Who did the repairs?" the seller', () => {
    expect(ask(doc, 'Which firm are the repairs billed to?')).toBe('Vaishnavi Logistics LLP');
    expect(ask(doc, 'Which firm is the screen replacement billed to?')).toBe('Vaishnavi Logistics LLP');
    expect(ask(doc, 'Who did the repairs?')).toBe('QUICKFIX MOBILE SOLUTIONS PVT. LTD.');
    expect(ask(doc, 'Which firm repaired the phones?')).toBe('QUICKFIX MOBILE SOLUTIONS PVT. LTD.');
  });

  it('nothing for a thing the repairs are billed or charged to that the page does not print', () => {
    expect(ask(doc, 'Which technician are the repairs billed to?')).toBeNull();
    expect(ask(doc, 'Which card was the repair charged to?')).toBeNull();
    expect(ask(doc, 'Which branch are the repairs billed to?')).toBeNull();
  });
});

describe('work on premises done at whose place is the customer (LanguagePack.atWhose, onSite)', () => {
  const doc = page('AN-fr-be-facture-electricien');

  it('"Chez qui les travaux ont-ils été faits ?" asks where the work was done', () => {
    expect(ask(doc, 'Chez qui les travaux électriques ont-ils été faits ?')).toBe('M. et Mme Delvaux-Renard');
  });

  it('who did the work, or at whose firm we had it done, is the seller', () => {
    expect(ask(doc, 'Qui a fait les travaux électriques ?')).toBe('LAMBOTTE ÉLECTRICITÉ SRL');
    expect(ask(doc, 'Chez qui avons-nous fait faire les travaux ?')).toBe('LAMBOTTE ÉLECTRICITÉ SRL');
    expect(ask(doc, 'Chez quelle entreprise les travaux ont-ils été faits ?')).toBe(
      'LAMBOTTE ÉLECTRICITÉ SRL',
    );
  });

  it('a car taken to the garage was serviced at the garage', () => {
    expect(ask(page('AG-fr-facture-garage'), 'Chez qui la voiture a-t-elle été entretenue ?')).toBe(
      ask(page('AG-fr-facture-garage'), 'Fournisseur ?'),
    );
  });

  it('nothing the page does not print', () => {
    expect(ask(doc, 'À quelle date les travaux ont-ils commencé ?')).toBeNull();
    expect(ask(doc, 'What is the name of the electrician who did the work?')).toBeNull();
    expect(ask(doc, 'Quel organisme agréé effectuera le contrôle RGIE ?')).toBeNull();
  });
});
