import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../main/reading/qa/question';
import { ask, typedPage as page } from './positioned-page';

// Which party a question asks by who does what, when it names no party (qa/question-direction.ts).
// Each wording below was answered with the other party at 0.97 before.

const conceptOf = (q: string): string | null => parseQuestion(q).concept?.id ?? null;

describe('the party asked by its role', () => {
  it('beside "we", the party asked is the issuer: we keep the receiver\'s books', () => {
    const plumber = page('C-en-au-plumbing');
    expect(ask(plumber, 'Which company is billing us?')).toBe('Harbourside Plumbing & Gas Pty Ltd');
    expect(ask(plumber, 'Who do we pay?')).toBe('Harbourside Plumbing & Gas Pty Ltd');
    expect(ask(page('I-fr-ch-facture-imprimerie'), 'À qui doit-on payer cette facture ?')).toBe(
      'Imprimerie du Léman SA',
    );
  });

  it('the party that pays, buys or is billed is the receiver', () => {
    const printer = page('I-fr-ch-facture-imprimerie');
    expect(ask(printer, 'Quelle société doit régler cette facture ?')).toBe('Hôtel des Alpes Clarens SA');
    expect(ask(printer, 'Pour qui est cette facture ?')).toBe('Hôtel des Alpes Clarens SA');
    expect(ask(page('C-en-au-plumbing'), 'Which company has to pay this invoice?')).toBe(
      'Illawarra Community Housing Ltd',
    );
    expect(ask(page('M-en-uk-marketplace-vat-invoice'), 'Who bought the items?')).toBe('Daniel Okafor');
    expect(conceptOf('Welk kantoor moet deze factuur betalen?')).toBe('receiver_name');
    expect(conceptOf('Hvilket firma skal betale regningen?')).toBe('receiver_name');
  });

  it('"our companies" and "me or the company" ask which of us is billed', () => {
    expect(ask(page('C-en-au-plumbing'), 'Which of our companies is being charged?')).toBe(
      'Illawarra Community Housing Ltd',
    );
    expect(conceptOf('Welk van onze bedrijven wordt er gefactureerd?')).toBe('receiver_name');
    expect(conceptOf('Vem faktureras egentligen här, jag eller företaget?')).toBe('receiver_name');
  });

  it('a party word says whose, whatever the roles ("Which customer bought it?")', () => {
    expect(conceptOf('Which customer bought it?')).toBe('receiver_name');
    expect(conceptOf('Wer hat dem Kunden die Rechnung geschickt?')).toBe('supplier_name');
  });
});

describe('"where" asked of a purchase', () => {
  it('asks the shop by its name, not its address', () => {
    expect(conceptOf('Hvor er det her købt?')).toBe('supplier_name');
    expect(conceptOf('Where did we have this meal?')).toBe('supplier_name');
    expect(conceptOf('Where is the shop located?')).toBe('supplier_address');
    expect(conceptOf('Where is the customer based?')).toBe('receiver_address');
  });

  it('what was bought is no label of a name: the shop, never an item line', () => {
    expect(ask(page('J-en-us-hardware-receipt'), 'Where did I buy the PVC pipe?')).toBe(
      'TRI-COUNTY HARDWARE & SUPPLY',
    );
  });
});

describe('where or from whom', () => {
  it('a word before the question word asks the seller, not who bought', () => {
    expect(conceptOf('Bei welchem Händler wurde das gekauft?')).toBe('supplier_name');
    expect(conceptOf('Für wen ist die Rechnung?')).toBe('receiver_name');
  });
});
