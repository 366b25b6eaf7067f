import { readDocument } from '../../main/reading/intake/read';
import type { IntakeResult } from '../../main/reading/types';
import { realDocuments, type RealDocument } from '../fixtures/real/load';
import { textToPdf } from '../fixtures/real/text-pdf';

/** A real printed document read as a user drops it in (its PDF's bytes through intake). */
export async function readPrinted(doc: RealDocument): Promise<IntakeResult> {
  const input = await doc.input();
  if (input.kind !== 'bytes') throw new Error(`${doc.id} is not a printed document`);
  return readDocument(input.name, input.bytes);
}

/** The real document of these sets whose id starts with `prefix` ("atlassian", "medienpilot"). */
export function printedDocument(prefix: string, sets = ['printed-de', 'printed-en']): RealDocument {
  const doc = sets.flatMap((s) => realDocuments(s)).find((d) => d.id.startsWith(prefix));
  if (!doc) throw new Error(`no real document ${prefix}`);
  return doc;
}

/** A page of text lines rendered to a PDF (see textToPdf) and read back through intake. */
export const readLines = async (lines: string[], name = 'invoice.pdf'): Promise<IntakeResult> =>
  readDocument(name, await textToPdf(lines.join('\n')));
