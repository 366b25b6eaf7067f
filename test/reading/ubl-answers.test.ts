import { describe, expect, it } from 'vitest';
import { answerFromEInvoice } from '../../main/reading/einvoice-answers';
import { parseEInvoice } from '../../main/reading/intake/einvoice';
import { parseQuestion } from '../../main/reading/qa/question';
import { corpus } from '../fixtures/documents/generate';
import type { Field } from '../fixtures/documents/languages';
import { toUbl } from '../fixtures/documents/ubl';

/** Printed truth ("1.234,50", "DK12 3456 ...") and our answer ("1234.50") compared as values. */
const value = (s: string) => {
  const t = s.replace(/\s/g, '').toLowerCase();
  const n = t.replace(/[.,](?=\d{3}(\D|$))/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(n) ? String(Number(n)) : t;
};

/** Each generated question's field, and the concept the e-invoice answers it with. */
const CONCEPT_OF: Partial<Record<Field, string>> = {
  invoiceNumber: 'invoice_number',
  invoiceDate: 'invoice_date',
  dueDate: 'due_date',
  customer: 'receiver_name',
  orderNumber: 'order_number',
  totalExcl: 'total_excl',
  vat: 'total_vat',
  totalIncl: 'total_incl',
  supplierVat: 'supplier_vat',
  iban: 'iban',
  deliveryDate: 'delivery_date',
};

const invoices = corpus(1).map((inv) => ({ inv, e: parseEInvoice(`${inv.id}.xml`, toUbl(inv)) }));

describe('PEPPOL (UBL) e-invoices answer from their data', () => {
  it('every field the XML states is answered exactly; what it does not state is not answered', () => {
    const wrong: string[] = [];
    for (const { inv, e } of invoices) {
      for (const t of inv.questions) {
        const concept = CONCEPT_OF[t.field as Field];
        if (!concept) continue;
        const got = answerFromEInvoice(e, { concept: { id: concept } })?.answer ?? null;
        const ok = t.truth === null ? got === null : got !== null && value(got) === value(t.truth);
        if (!ok) wrong.push(`${inv.id} ${t.field}: truth ${t.truth}, answered ${got}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('questions in five languages, through the question parser: no false answer', () => {
    let right = 0;
    let asked = 0;
    const wrong: string[] = [];
    for (const { inv, e } of invoices) {
      for (const t of inv.questions) {
        if (t.field === 'extra') continue;
        const got = answerFromEInvoice(e, parseQuestion(t.question))?.answer ?? null;
        if (t.truth !== null) asked++;
        if (got === null) continue;
        // The page may not print the BIC (truth null) while the XML states it: that answer is true.
        if (t.truth === null && t.field === 'bic' && got === e.payment.bic) continue;
        if (t.truth !== null && value(got) === value(t.truth)) right++;
        else wrong.push(`${inv.id} "${t.question}": truth ${t.truth}, answered ${got}`);
      }
    }
    console.log(`PEPPOL e-invoices asked as questions: ${right}/${asked} right, ${wrong.length} false`);
    expect(wrong).toEqual([]);
  });
});
