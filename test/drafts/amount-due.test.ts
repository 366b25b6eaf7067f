import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDraft } from '../../main/documents/drafts/build';
import { readDocument } from '../../main/reading/intake/read';
import { printedDocument, readPrinted } from '../reading/printed';

// The draft's amount due is what is left to pay, as the invoice prints it, not its gross total:
// real invoices paid by card print "Amount due 0.00", German partial and corrected invoices take
// a prepaid part off. Expectations are the documents' truth files.

const CORPUS = join(new URL('.', import.meta.url).pathname, '../../../shared/corpus/zugferd');

describe("a draft's amount due on real invoices", () => {
  it.each(['atlassian', 'calendly', 'netlify'])(
    '%s, paid by card: due 0.00, gross as printed',
    async (id) => {
      const doc = printedDocument(id);
      const truth = doc.truth as { amount?: unknown; grand_total?: unknown };
      const draft = buildDraft(await readPrinted(doc));
      expect(draft.totals.due.value).toBe(Number(truth.amount));
      expect(draft.totals.gross.value).toBe(Number(truth.grand_total));
      // The amount due is shown where it is printed.
      expect(draft.totals.due.source?.page).toBe(1);
    },
  );

  it.each([
    'ZUGFeRDv2__correct__intarsys__EN16931__zugferd_2p0_EN16931_1_Teilrechnung',
    'XML-Rechnung__FX__EN16931_Betriebskostenabrechnung',
  ])('%s: a prepaid part taken off', async (name) => {
    const truth = JSON.parse(readFileSync(join(CORPUS, `${name}.json`), 'utf8')) as { amount: string };
    const draft = buildDraft(await readDocument(`${name}.pdf`, readFileSync(join(CORPUS, `${name}.pdf`))));
    expect(draft.totals.due.value).toBe(Number(truth.amount));
    expect(draft.totals.gross.value).not.toBe(Number(truth.amount));
  });
});
