import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../main/reading/intake/read';
import type { IntakeResult } from '../../main/reading/types';
import { ask, amount, date } from './ask';

// E-invoices written by others in French (Factur-X), Dutch (SI-UBL), Norwegian (EHF) and Swedish (Svefaktura 1.0),
// test/fixtures/real/einvoices-eu. Every expectation is the document's truth file, written from the
// XML before Kontera read it, not what Kontera happened to answer.

const DIR = join(new URL('.', import.meta.url).pathname, '../fixtures/real/einvoices-eu');
const read = (file: string): Promise<IntakeResult> => readDocument(file, readFileSync(join(DIR, file)));

describe('French Factur-X example (FNFE-MPE F20220023), asked in French', () => {
  it('answers number, date, amount due, VAT, seller and buyer', async () => {
    const doc = await read('facturx-basicwl-F20220023.xml');
    expect(ask(doc, 'Quel est le numéro de facture ?')).toBe('F20220023');
    expect(date(ask(doc, 'Quelle est la date de la facture ?'))).toBe('2022-01-31');
    expect(amount(ask(doc, 'Quel est le net à payer ?'))).toBe(104.9);
    expect(ask(doc, 'Qui est le vendeur ?')).toMatch(/LE FOURNISSEUR|SELLER TRADE NAME/);
    expect(ask(doc, 'Qui est le client ?')).toMatch(/LE CLIENT/);
  });

  it('reads "montant total de la TVA" as the VAT, not the total including it', async () => {
    const doc = await read('facturx-basicwl-F20220023.xml');
    expect(amount(ask(doc, 'Quel est le montant total de la TVA ?'))).toBe(4.9);
    expect(amount(ask(doc, 'What is the total amount of VAT?'))).toBe(4.9);
    expect(amount(ask(doc, 'Quel est le montant total hors TVA ?'))).toBe(100);
  });
});

describe('Norwegian EHF forward-billing example (Havblikk Nett AS)', () => {
  it('answers in Norwegian, "sendt til" included', async () => {
    const doc = await read('ehf-nettleie-corporate.xml');
    expect(ask(doc, 'Hva er fakturanummeret?')).toBe('0997462625');
    expect(amount(ask(doc, 'Hvor mye skal vi betale?'))).toBe(1543.34);
    expect(amount(ask(doc, 'Hvor mye mva er det?'))).toBe(308.63);
    expect(ask(doc, 'Hvem er selgeren?')).toMatch(/Havblikk Nett AS/);
    expect(ask(doc, 'Hvem er fakturaen sendt til?')).toMatch(/Kraftselskapet AS/);
    expect(ask(doc, 'What is the IBAN?')).toBe('NO9386011117947');
  });
});

describe('Dutch SI-UBL 2.0 test invoice (SimplerInvoicing)', () => {
  it('answers in Dutch', async () => {
    const doc = await read('si-ubl-2.0-minimal.xml');
    expect(ask(doc, 'Wat is het factuurnummer?')).toBe('12115118');
    expect(amount(ask(doc, 'Hoeveel moeten we betalen?'))).toBe(242);
    expect(amount(ask(doc, 'Hoeveel btw wordt er berekend?'))).toBe(42);
    expect(ask(doc, 'Wie is de verkoper?')).toMatch(/SimplerInvoicing/);
    expect(ask(doc, 'Aan wie is deze factuur gericht?')).toMatch(/Ontvanger/);
  });
});

describe('Swedish Svefaktura 1.0 example (Moderna Produkter AB)', () => {
  it('answers seller, buyer, totals and VAT from its UBL 1.0 names', async () => {
    const doc = await read('svefaktura-bas.xml');
    expect(ask(doc, 'Vad är fakturanumret?')).toBe('15');
    expect(date(ask(doc, 'Vad är fakturadatumet?'))).toBe('2003-09-11');
    expect(amount(ask(doc, 'Hur mycket ska vi betala?'))).toBe(7781.5);
    expect(amount(ask(doc, 'Hur mycket är momsen totalt?'))).toBe(1556.25);
    expect(ask(doc, 'Vem är säljaren?')).toMatch(/Moderna Produkter AB/);
    expect(ask(doc, 'Vem är köparen?')).toMatch(/Johnssons byggvaror/);
  });

  it('gives no IBAN for a Bankgiro account, and nothing for what it does not state', async () => {
    const doc = await read('svefaktura-bas.xml');
    for (const q of [
      'What is the IBAN?',
      'Vad är IBAN?',
      'What is the flight number?',
      'Vad är flygnumret?',
      "What is the patient's date of birth?",
    ])
      expect(ask(doc, q), q).toBeNull();
  });
});
