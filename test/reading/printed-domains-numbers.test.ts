import { describe, expect, it } from 'vitest';
import { findValues } from '../../main/reading/qa/values';
import type { IntakeResult } from '../../main/reading/types';
import { ask, bestAnswer } from './ask';
import { printedDocument, readLines, readPrinted } from './printed';

// Real vendor invoices (the Parsee.ai set, MIT; truth written from the source before Kontera read
// them) print the seller's name in body print mid-page, where a PDF reader puts it, beside its web
// or e-mail domain; and their numbers as one reader left them: the dash dropped, the number under
// "INVOICE:".

const read = readPrinted;

const byId = (prefix: string) => printedDocument(prefix, ['printed-en']);

const fromText = (text: string): Promise<IntakeResult> => readLines(text.split('\n'));

describe('the seller is the company whose domain the invoice prints', () => {
  it.each([
    { id: 'atlassian', seller: 'Atlassian Pty Ltd' }, // legal line "Atlassian Pty Ltd, Level 6, ..." + atlassian.com
    { id: 'fiverr', seller: 'Fiverr International Ltd.' }, // mid-page, Fiverr.com in a sentence
    { id: 'google', seller: 'Google Cloud EMEA Limited' }, // support.google.com; "Google Workspace" is a product
    { id: 'semrush', seller: 'Semrush Inc.' }, // "Semrush Inc. www.semrush.com" on one line
    { id: 'teamgantt', seller: 'TeamGantt' }, // no legal form: the domain's word entire
  ])('$id', async ({ id, seller }) => {
    const doc = await read(byId(id));
    expect(ask(doc, 'Who is the seller?')).toBe(seller);
    expect(ask(doc, 'Which company issued this invoice?')).toBe(seller);
  });

  it("never takes the buyer's domain for the seller's", async () => {
    const doc = await read(byId('semrush')); // f.wolf@simfin.com in the buyer's block
    expect(ask(doc, 'Who is the seller?')).not.toContain('SimFin');
  });

  // The seller's block printed last, in body print, as a reader may put it: only its domain says
  // whose it is.
  const body = [
    'INVOICE',
    'Invoice number: 4711',
    'Date: 2024-03-01',
    'Consulting    100.00',
    'Total: 120.00',
  ];

  it('is less sure when two companies each print their own domain', async () => {
    const one = await fromText([...body, 'Nordwind Trading Ltd', 'sales@nordwind.co.uk'].join('\n'));
    const two = await fromText(
      [
        ...body,
        'Nordwind Trading Ltd',
        'sales@nordwind.co.uk',
        'Sudhafen Logistics Ltd',
        'www.sudhafen.com',
      ].join('\n'),
    );
    const single = bestAnswer(one, 'Who is the seller?');
    expect(single?.answer).toBe('Nordwind Trading Ltd');
    const shared = bestAnswer(two, 'Who is the seller?');
    expect(shared?.confidence ?? 0).toBeLessThan(single?.confidence ?? 0);
  });

  it('takes no name from a shared mail service or a product named after its maker', async () => {
    const doc = await fromText(
      [...body, 'Google Workspace', 'support.google.com', 'Baker Plumbing', 'baker.plumbing@gmail.com'].join(
        '\n',
      ),
    );
    expect(ask(doc, 'Who is the seller?')).toBeNull();
  });

  it('reads no web or mail address alone as a name', () => {
    for (const address of ['WWW.LAVENDER.COM.MY', 'https://netlify.com/billing', 'billing@squeaky.ai'])
      expect(findValues('name', address), address).toEqual([]);
    expect(findValues('name', 'Lavender Confectionery & Bakery S/B')[0]?.text).toBe(
      'Lavender Confectionery & Bakery S/B',
    );
  });
});

describe('invoice numbers as the reader left them', () => {
  it.each([
    { id: 'naturalreaders', number: 'B172FB37 0003' },
    { id: 'squeaky', number: '42A5DE55 0071' },
    { id: 'storyblok', number: '76253815 0004' },
    { id: 'userpilot', number: '5340DF53 0001' },
  ])('$id: a dash turned into a space before the running number', async ({ id, number }) => {
    const doc = await read(byId(id));
    expect(ask(doc, 'What is the invoice number?')).toBe(number);
  });

  it('"INVOICE:" with its number alone on the line under it', async () => {
    const doc = await read(byId('semrush'));
    expect(ask(doc, 'What is the invoice number?')).toBe('XZZ5672cdf32cf60900LFNLZ7EASNE4T');
  });

  it('joins no quantity, amount or year to a number', () => {
    const refs = (t: string) => findValues('reference', t).map((f) => f.text);
    expect(refs('INV4711 2023')).toEqual(['INV4711', '2023']);
    expect(refs('INV4711 0.50')).toEqual(['INV4711']);
    expect(refs('A-100 125')).toEqual(['A-100', '125']);
    expect(refs('A100 0071')).toEqual(['A100 0071']);
  });
});

describe('order numbers as US invoices key them', () => {
  it.each(['P.O. #', 'P.O. No.', 'PO #'])('"%s   PO-7781"', async (key) => {
    const doc = await fromText(
      ['INVOICE', 'Invoice #   10482', `${key}   PO-7781`, 'Total   100.00'].join('\n'),
    );
    expect(ask(doc, 'What is the PO number?')).toBe('PO-7781');
    expect(ask(doc, 'What is the invoice number?')).toBe('10482');
  });
});
