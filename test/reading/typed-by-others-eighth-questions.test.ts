import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../main/reading/qa/question';
import { ask, typedPage as page } from './positioned-page';

// Everyday wordings of the eighth batch: the page holds the answer, the question names it its own
// way (a month, a trade's slang, what was bought).

describe('a month the page prints says which period', () => {
  it('is accounted for where the page dates that month, not where it does not', () => {
    const transport = page('U-fr-facture-transport');
    expect(ask(transport, 'Combien on doit aux Transports Marchetti pour mars ?')).toBe('1 632,54');
    expect(ask(transport, 'Combien on doit aux Transports Marchetti pour avril ?')).toBeNull();
  });
});

describe('trades and purchases name the party and the document', () => {
  it('a trade by another word (slang, -ancy, a shop of its kind)', () => {
    expect(ask(page('V-en-gb-electrician-invoice'), 'How much do I owe the sparky altogether?')).toBe(
      '891.36',
    );
    expect(ask(page('V-en-au-consultant-tax-invoice'), 'Which consultancy billed us?')).toBe(
      'Kestrel Advisory Pty Ltd',
    );
    expect(ask(page('U-de-at-kassenbon-cafe'), 'Von welchem Lokal stammt der Beleg?')).toBe(
      'CAFÉ KONDITOREI HIRSCHMANN',
    );
  });

  it('what was bought, asked of its buyer, its seller or its number', () => {
    expect(ask(page('T-sv-faktura-stadfirma'), 'Vem ska betala städningen?')).toBe('Karin Sjöberg');
    expect(ask(page('V-en-sg-taxi-receipt'), 'Which cab company did I ride with?')).toBe(
      'STARLINE TAXI PTE LTD',
    );
    expect(ask(page('V-en-sg-taxi-receipt'), 'Which receipt no. should I quote for this ride?')).toBe(
      '0051873',
    );
    expect(ask(page('V-en-ca-grocery-receipt'), 'How much was charged to the debit card?')).not.toBeNull();
  });
});

describe('a deadline or a last day asks a date', () => {
  it('is the due date, though "pay" follows', () => {
    expect(ask(page('V-en-au-consultant-tax-invoice'), "What's the deadline to pay the consultant?")).toBe(
      '17 Mar 2025',
    );
    expect(parseQuestion('Quel est le dernier jour pour payer ?').concept?.id).toBe('due_date');
    expect(parseQuestion('Hvad er sidste dag for betaling?').concept?.id).toBe('due_date');
  });
});
