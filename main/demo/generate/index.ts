/**
 * Writes the demo company to resources/demo: `npm run generate:demo`. Deterministic: running it again
 * produces the same files, so the committed demo can be checked against its generator.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suppliers } from '../company';
import {
  bankHistoryCsv,
  bankHistoryMapping,
  bankStatementCsv,
  invoiceHistoryCsv,
  invoiceHistoryMapping,
} from './history';
import { ublInvoice, type DemoInvoice } from './einvoice';
import { invoicePdf } from './pdf';
import { demoManifest } from '../manifest';

const byName = (name: string) => {
  const s = suppliers.find((x) => x.name === name);
  if (!s) throw new Error(`no demo supplier ${name}`);
  return s;
};

export const demoInvoices: { file: string; kind: 'xml' | 'pdf'; invoice: DemoInvoice }[] = [
  {
    file: 'kontorland-2026-1187.xml',
    kind: 'xml',
    invoice: {
      number: '2026-1187',
      issueDate: '2026-11-03',
      dueDate: '2026-11-17',
      supplier: byName('Kontorland A/S'),
      lines: [
        { text: 'Kopipapir A4 80 g, 5 x 500 ark', quantity: 2, unitCode: 'EA', unitPrice: 229 },
        { text: 'Toner HP 305A sort', quantity: 1, unitCode: 'EA', unitPrice: 749 },
        { text: 'Kaffebønner økologisk 1 kg', quantity: 3, unitCode: 'KGM', unitPrice: 169 },
      ],
    },
  },
  {
    file: 'elektro-nord-88412.xml',
    kind: 'xml',
    invoice: {
      number: '88412',
      issueDate: '2026-11-05',
      dueDate: '2026-11-19',
      supplier: byName('Elektro Nord ApS'),
      lines: [
        { text: 'Skærm 27" IPS', quantity: 2, unitCode: 'EA', unitPrice: 2199 },
        { text: 'Service: opsætning af netværk, 2 timer', quantity: 1, unitCode: 'HUR', unitPrice: 1300 },
      ],
    },
  },
  {
    file: 'tdc-erhverv-7731-2026-11.xml',
    kind: 'xml',
    invoice: {
      number: '7731-2611',
      issueDate: '2026-11-01',
      dueDate: '2026-11-15',
      supplier: byName('TDC Erhverv'),
      lines: [
        { text: 'Mobilabonnement erhverv, 5 brugere', quantity: 1, unitCode: 'MON', unitPrice: 995 },
        { text: 'Fiberbredbånd 1000/1000 Mbit', quantity: 1, unitCode: 'MON', unitPrice: 599 },
      ],
    },
  },
  {
    file: 'skinne-rengoering-4471.pdf',
    kind: 'pdf',
    invoice: {
      number: '4471',
      issueDate: '2026-11-04',
      dueDate: '2026-11-18',
      supplier: byName('Rengøringsfirmaet Skinne ApS'),
      lines: [
        { text: 'Ugentlig kontorrengøring, oktober', quantity: 4, unitCode: 'EA', unitPrice: 600 },
        { text: 'Vinduespudsning', quantity: 1, unitCode: 'EA', unitPrice: 650 },
      ],
    },
  },
  {
    file: 'holm-partnere-2026-311.pdf',
    kind: 'pdf',
    invoice: {
      number: 'HP-2026-311',
      issueDate: '2026-11-06',
      dueDate: '2026-11-20',
      supplier: byName('Advokatfirmaet Holm & Partnere'),
      lines: [{ text: 'Juridisk rådgivning, lejekontrakt', quantity: 3, unitCode: 'HUR', unitPrice: 1500 }],
    },
  },
];

export async function generateDemo(outDir: string): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  const put = (name: string, data: string | Uint8Array): void => {
    writeFileSync(join(outDir, name), data);
    written.push(name);
  };
  put('invoice-history.csv', invoiceHistoryCsv());
  put('invoice-history.mapping.json', JSON.stringify(invoiceHistoryMapping, null, 2) + '\n');
  put('bank-history.csv', bankHistoryCsv());
  put('bank-history.mapping.json', JSON.stringify(bankHistoryMapping, null, 2) + '\n');
  put('bank-statement-2026-11.csv', bankStatementCsv());
  for (const d of demoInvoices) {
    put(d.file, d.kind === 'xml' ? ublInvoice(d.invoice) : await invoicePdf(d.invoice));
  }
  put('manifest.json', JSON.stringify(demoManifest(demoInvoices), null, 2) + '\n');
  return written;
}

const invokedDirectly =
  process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop() ?? '');
if (invokedDirectly) {
  const out = process.argv[2] ?? join(process.cwd(), 'resources', 'demo');
  generateDemo(out)
    .then((files) => console.log(`Demo company written to ${out}: ${files.join(', ')}`))
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    });
}
