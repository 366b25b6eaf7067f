import { describe, expect, it } from 'vitest';
import { readDocument } from '../../main/reading/intake/read';
import { computeFeatures, SUPPORTED_FEATURES } from '../../main/reading/qa/features';
import { corpus } from '../fixtures/documents/generate';
import { renderPdf } from '../fixtures/documents/render';

// Every feature the local engine fills, judged over the generated corpus (all languages and layouts):
// the top candidate must be the truth, and a feature the invoice does not state must stay empty.

const squash = (s: string) => s.toLowerCase().replace(/\s/g, '');

describe('annotate features over the corpus', () => {
  it('gets the top candidate right for every feature on at least 95% of invoices', async () => {
    const stats: Record<string, { right: number; total: number }> = {};
    for (const inv of corpus(2, 23)) {
      const doc = await readDocument(`${inv.id}.pdf`, await renderPdf(inv.ops));
      const f = computeFeatures(
        doc,
        SUPPORTED_FEATURES.map((type) => ({ type })),
      );
      const truth: Record<string, string | null> = {
        totalVat: inv.vat.toFixed(2),
        totalInclVat: inv.totalIncl.toFixed(2),
        totalExclVat: inv.totalExcl.toFixed(2),
        receiverName: inv.customer.name,
        receiverAddress: `${inv.customer.street}, ${inv.customer.city}`,
        supplierName: inv.supplier.name,
        documentNumber: inv.number,
        documentDate: inv.invoiceDate,
        paymentDueDate: inv.dueDate,
        iban: inv.supplier.iban.replace(/ /g, ''),
        bic: inv.bicShown ? inv.supplier.bic : null,
        orderNumber: inv.orderNumber,
        customerNumber: inv.customerNumber,
        // Norwegian suppliers print their organisation number, which is a different feature.
        supplierVatNumber: inv.lang === 'no' ? null : inv.supplier.vat,
        supplierOrganisationNumber: inv.lang === 'no' ? inv.supplier.vat : null,
        languageCode: inv.lang,
        documentType: 'INVOICE',
      };
      const judge = (key: string, ok: boolean) => {
        const s = (stats[key] ??= { right: 0, total: 0 });
        s.total++;
        if (ok) s.right++;
      };
      for (const [key, want] of Object.entries(truth)) {
        const got = f[key]?.[0]?.value;
        judge(
          key,
          want === null ? got === undefined : typeof got === 'string' && squash(got) === squash(want),
        );
      }
      const lines = f.purchaseLines ?? [];
      judge(
        'purchaseLines',
        lines.length === inv.lines.length &&
          lines.every(
            (l, i) =>
              l.amount === inv.lines[i]!.amount.toFixed(2) && l.quantity === String(inv.lines[i]!.quantity),
          ),
      );
      expect(f.pageTexts?.[0]?.value).toContain(inv.number);
    }
    const table = Object.entries(stats).map(([k, s]) => `${k.padEnd(28)} ${s.right}/${s.total}`);
    console.log(`Feature accuracy (top candidate)\n${table.join('\n')}`);
    for (const [key, s] of Object.entries(stats)) expect(s.right / s.total, key).toBeGreaterThanOrEqual(0.95);
  });
});
