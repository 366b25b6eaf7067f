import { describe, expect, it } from 'vitest';
import type { IntakeResult } from '../../main/reading/types';
import { realDocuments } from '../fixtures/real/load';
import { ask } from './ask';
import { readPrinted } from './printed';

// Questions a real invoice or receipt cannot answer, worded with words Kontera knows for other
// things ("table", "contract", "cash"): each must get no answer, where they had been answered with
// the invoice number or the word beside "CASH" at 0.97. And the same page still answers what it
// prints.

async function read(set: string, id: string): Promise<IntakeResult> {
  const doc = realDocuments(set).find((d) => d.id === id);
  if (!doc) throw new Error(`no real document ${id}`);
  const input = await doc.input();
  return input.kind === 'pages'
    ? { name: `${id}.jpg`, kind: 'image', pageCount: input.pages.length, pages: input.pages }
    : readPrinted(doc);
}

describe('questions about what a real document does not print', () => {
  it.each([
    ['printed-en', 'calendly-3189846', 'What is the table number?'],
    ['printed-en', 'netlify-INV04789023', 'What is the contract number?'],
    ['printed-en', 'google-4836212534', 'What is the project number?'],
    ['printed-de', 'indeed-67389368', 'What is the meter number?'],
    ['printed-en', 'netlify-INV04789023', 'What is the store number?'],
    ['receipts', 'sroie-144', 'What is the store number?'],
    ['receipts', 'sroie-144', 'Who is the cashier?'],
    ['receipts', 'sroie-435', 'Who is the cashier?'],
    // "tax" is the VAT, "office" no word of it: "official" (receipt) is a title, not a slip of it.
    ['receipts', 'sroie-133', 'What is the tax office?'],
    // "check-in" is one word, not the filler "check" and "in" before "date".
    ['receipts', 'sroie-133', 'What is the check-in date?'],
    ['printed-en', 'calendly-3189846', 'What is the check-in date?'],
    // A till receipt's address is the store's only when a bare address is asked.
    ['receipts', 'sroie-144', 'What is the shipping address?'],
    // Nor is an invoice's customer address the shipping address when no delivery block is printed.
    ['printed-en', 'netlify-INV04789023', 'What is the shipping address?'],
    ['printed-de', 'medienpilot-02581', 'Wie lautet die Lieferanschrift?'],
    // Dutch "ober" (waiter) is one letter from Danish "køber" (buyer): no slip of a short word.
    ['receipts', 'sroie-133', 'Wie is de ober?'],
    ['printed-en', 'netlify-INV04789023', 'Wie is de ober?'],
    // Danish "mødet" (the meeting) is no form of the French "mode" (de règlement).
    ['receipts', 'sroie-144', 'Hvornår var mødet?'],
    ['printed-de', 'indeed-67389368', 'Hvornår var mødet?'],
    ['printed-de', 'indeed-67389368', 'Wann war der Termin?'],
    // "SIGN :" prints an empty line to sign on; the web address under it signs nothing, nor does
    // the "THANK YOU." under that.
    ['receipts', 'sroie-542', 'Who signed the invoice?'],
    // "service" stands in "service tax", but a service charge is no tax: the receipt prints its GST.
    ['receipts', 'sroie-133', 'What is the service charge?'],
    ['printed-en', 'google-4836212534', 'What is the service charge?'],
    // "Subscription details:" over the plan's priced lines is no customer's window.
    ['printed-en', 'teamgantt-4hrb48vz', 'Who was this invoice sent to?'],
  ])('%s %s: "%s" gets no answer', async (set, id, question) => {
    expect(ask(await read(set, id), question)).toBeNull();
  });

  it('a receipt that prints its server or its points earned answers them, in any language', async () => {
    expect(ask(await read('receipts', 'sroie-562'), 'Qui est le serveur ?')).toBe('CASHIER MORNING');
    expect(ask(await read('receipts', 'sroie-528'), 'How many loyalty points were earned?')).toBe('25');
  });

  it('a receipt that prints its cashier still names them', async () => {
    expect(ask(await read('receipts', 'sroie-528'), 'Who is the cashier?')).toBe('K LECHUM');
  });

  it('a question that does not say what kind of value it wants takes the figure printed beside its word', async () => {
    // "CHANGE   0.60": had been answered with the text under it, "TOTAL INCLUDES 6% GST".
    expect(ask(await read('receipts', 'sroie-144'), 'What is the change?')).toBe('0.60');
  });

  it('the same receipt still answers its VAT, its date and its address', async () => {
    const doc = await read('receipts', 'sroie-133');
    expect(ask(doc, 'What is the tax?')).toBe('14.04');
    expect(ask(doc, 'What is the date?')).toBe('27/09/2017');
    expect(ask(await read('receipts', 'sroie-144'), 'What is the address?')).toMatch(/^LEVEL 6, BANGUNAN TH/);
  });

  it('an invoice still answers its invoice number', async () => {
    expect(ask(await read('printed-en', 'netlify-INV04789023'), 'What is the invoice number?')).toBe(
      'INV04789023',
    );
  });
});
