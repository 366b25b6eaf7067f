/**
 * The shared ZUGFeRD corpus (../shared/corpus/zugferd): 74 real German invoices, each with its CII
 * XML and the truth read from that XML. Shared by the CII tests here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readDocument } from '../../main/reading/intake/read';
import type { IntakeResult } from '../../main/reading/types';

export const ZUGFERD_DIR = resolve(
  process.env.KONTERA_CORPUS ?? join(new URL('.', import.meta.url).pathname, '../../../shared/corpus'),
  'zugferd',
);

/** The truth fields of the corpus (README: amounts as strings, dates ISO). */
export type CiiTruth = {
  invoice_number?: string;
  date?: string;
  issuer?: string;
  receiver?: string;
  amount?: string;
  grand_total?: string;
  total_vat?: string;
  currency?: string;
  lines?: number;
};

export type CiiCase = { id: string; xmlFile: string; pdfFile: string; truth: CiiTruth };

/** Every document with its XML; truth the printed PDF lacks (`_not_in_text`) still holds for the XML. */
export function ciiCases(): CiiCase[] {
  if (!existsSync(ZUGFERD_DIR)) return [];
  return readdirSync(ZUGFERD_DIR)
    .filter((f) => f.endsWith('.cii.xml'))
    .sort()
    .map((f) => {
      const id = f.replace(/\.cii\.xml$/, '');
      const raw = JSON.parse(readFileSync(join(ZUGFERD_DIR, `${id}.json`), 'utf8')) as CiiTruth & {
        _not_in_text?: CiiTruth;
      };
      const { _not_in_text: hidden, ...shown } = raw;
      return {
        id,
        xmlFile: join(ZUGFERD_DIR, f),
        pdfFile: join(ZUGFERD_DIR, `${id}.pdf`),
        truth: { ...shown, ...hidden },
      };
    });
}

/** A file of the corpus (`NAME.pdf`, the print; `NAME.cii.xml`, its data) read as a user drops it in. */
export const readZugferd = (file: string): Promise<IntakeResult> =>
  readDocument(file, readFileSync(join(ZUGFERD_DIR, file)));
