import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// Pages typed by others, twenty-fourth batch (BH-/BI-): a party of another transaction than the
// page's, named by the question's object (stem-cousin.ts), and a paid receipt's date of another
// event asked as its due date.

describe('a party of another sale than the one the page bills', () => {
  it("the seller of the plot the notary's deed names is no party of the fee statement", () => {
    const doc = typedPage('BH-de-kostenberechnung-notarin');
    expect(ask(doc, 'Wer ist der Verkäufer des Grundstücks?')).toBeNull();
    expect(ask(doc, 'Welche Firma hat das Grundstück verkauft?')).toBeNull();
    // The bill's own seller is still its issuer.
    expect(ask(doc, 'Wer hat die Kostenberechnung ausgestellt?')).toBe('Notarin Dr. Henrike Albers');
  });

  it('the seller of what a priced line prints is still the issuer', () => {
    const doc = typedPage('BI-en-receipt-jeweller');
    expect(ask(doc, 'Who is the seller of the silver chain?')).toBe('Hartley & Brook Jewellers Ltd');
  });

  it('two compounds of one long head name one thing: the consulting billed by its days', () => {
    expect(
      ask(typedPage('R-de-rechnung-beratung'), 'Wer hat die Beratungsleistungen in Rechnung gestellt?'),
    ).toBe('Wolters Consulting');
    expect(ask(typedPage('Y-in-training-invoice'), 'Which company did the training for us?')).toBe(
      'KAVERI SKILLS & LEARNING PVT. LTD.',
    );
  });
});

describe("a paid till receipt's date for another event is no due date", () => {
  it('"Ring ready to collect from 04/12/2026" on a receipt paid by card', () => {
    const doc = typedPage('BI-en-receipt-jeweller');
    expect(ask(doc, 'When is payment due?')).toBeNull();
    expect(ask(doc, 'Due date?')).toBeNull();
  });

  it('an invoice whose amount will be collected on a day still falls due that day', () => {
    const doc = printedPage([
      [[50, 'Brightwater Energy Ltd']],
      [[50, '2 Mill Lane, Leeds LS1 4AB']],
      '',
      [[50, 'Mr J. Carter']],
      [[50, '14 Oak Road']],
      [[50, 'Leeds LS6 2QT']],
      '',
      [
        [50, 'Invoice No.'],
        [200, 'BE-7781'],
      ],
      [
        [50, 'Invoice date'],
        [200, '02/04/2024'],
      ],
      [
        [50, 'Electricity March'],
        [500, '120.00'],
      ],
      [
        [350, 'Total'],
        [500, '120.00'],
      ],
      '',
      'Your Direct Debit of £120.00 will be collected from your account on 15/04/2024.',
    ]);
    expect(ask(doc, 'When is payment due?')).toBe('15/04/2024');
  });
});
