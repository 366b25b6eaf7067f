import { describe, expect, it } from 'vitest';
import { ask, typedPage as page } from './positioned-page';

// A sum of the whole bill asked of one of its items ("Hva kostet oljefilteret totalt?" of a
// workshop bill of brake pads, discs, oil and an oil filter) is that item's line or nothing, never
// the bill's total: "totalt" sums that item, the words name one line among several. Where the
// words name what the bill is for as a whole (the seller's trade, its title, its main item, several
// of its lines), the total stays the answer.

describe('a sum asked of one item among several', () => {
  it('is never the total', () => {
    const cases: [string, string, string][] = [
      ['AC-no-faktura-verksted', 'Hva kostet oljefilteret totalt?', '10 171,25'],
      ['AC-no-faktura-verksted', 'Hva kostet bremseklossene totalt?', '10 171,25'],
      ['AR-da-faktura-autovaerksted', 'Hvad kostede oliefilteret i alt?', '4.438,13'],
      ['AY-de-kassenbon-metzgerei', 'Was hat das Schweineschnitzel insgesamt gekostet?', '33,60'],
      ['BA-nl-kassabon-slagerij', 'Hoeveel kostte de kipfilet in totaal?', '42,92'],
      ['BI-sv-kvitto-skomakare', 'Vad kostade skokrämen totalt?', '1 063,00'],
      ['AE-au-hardware-tax-invoice', 'How much did the masking tape cost in total?', '183.95'],
      ['AJ-fr-facture-electricien', 'Combien ont coûté les détecteurs de fumée en tout ?', '1 375,64'],
      ['U-fr-facture-location-materiel', 'Combien a coûté la bétonnière au total ?', '1 375,22'],
      ['BO-en-tax-invoice-mobile-repair', 'How much did the battery replacement cost in total?', '10,911.00'],
      ['BO-en-tax-invoice-mobile-repair', 'What did QuickFix charge for the screen guards?', '10,911.00'],
    ];
    for (const [id, q, total] of cases) expect(ask(page(id), q), `${id}: ${q}`).not.toBe(total);
  });

  it("is the item's own line where the question reads one", () => {
    expect(ask(page('BO-en-tax-invoice-mobile-repair'), 'How much did the OLED display cost?')).toBe(
      '4,850.00',
    );
  });
});

describe('a sum asked of what the bill is for as a whole', () => {
  it('is still the total', () => {
    // Several lines print it, the seller's letterhead or title does, or it is the shop named.
    expect(ask(page('BF-en-invoice-skip-hire'), 'How much do we owe for the skip?')).toBe('500.52');
    expect(ask(page('BM-de-rechnung-kalibrierung'), 'Was kostet uns die Kalibrierung insgesamt?')).toBe(
      "1'069.25",
    );
    expect(
      ask(page('BM-no-faktura-alarmovervaking'), 'Hva koster alarmovervåkingen oss totalt denne gangen?'),
    ).toBe('3 548,75');
    expect(
      ask(page('W-nl-factuur-schoonmaak-incasso'), 'Hoeveel kost de schoonmaak deze maand in totaal?'),
    ).toBe('965,88');
    expect(ask(page('E-no-faktura-strom'), 'Hvor mye skal vi betale for strømmen?')).toBe('2 703,49');
    // The subject line names it ("Chantier : rénovation électrique cuisine").
    expect(
      ask(page('AJ-fr-facture-electricien'), "Combien je dois encore à l'électricien pour la cuisine ?"),
    ).toBe('1 375,64');
    // A month says which bill; a shop named by what it sells is the seller.
    expect(ask(page('AZ-no-faktura-vaktselskap'), 'Hvor mye koster vakttjenesten for mars med moms?')).toBe(
      '106 812,50',
    );
    expect(ask(page('BC-en-uk-receipt-takeaway'), 'How much of the chip shop bill was VAT?')).toBe('4.83');
  });
});

describe("the seller's trade joined to a word for work", () => {
  it("is the seller's whole bill", () => {
    // "elarbejdet" of "LARSEN EL | Aut. el-installatør", an electrician's bill of seven lines.
    expect(ask(page('AF-da-faktura-elektriker'), 'Hvor meget skal vi betale for elarbejdet i alt?')).toBe(
      '9.936,94',
    );
  });

  it('is no other trade, and no item of the bill', () => {
    const bill = page('AF-da-faktura-elektriker');
    expect(ask(bill, 'Hvor meget skal vi betale for VVS-arbejdet i alt?')).toBeNull();
    expect(ask(bill, 'Hvor meget skal vi betale for tagarbejdet i alt?')).toBeNull();
    // One item of the subject's two ("Udskiftning af HPFI-relæ og nye stikkontakter").
    expect(ask(bill, 'Hvor meget kostede stikkontakterne i alt?')).not.toBe('9.936,94');
    expect(ask(bill, 'Hvor meget kostede lærlingetimerne i alt?')).not.toBe('9.936,94');
  });
});
