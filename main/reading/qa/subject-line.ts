import { SUBJECT_KEYS } from '../lang';
import type { PageModel } from './page-model';
import { sameStem } from './party-named';
import type { ParsedQuestion } from './question';
import { numberWord } from './question-words';

/** The totals a question may ask of what the whole document bills, and its VAT. */
const OF_THE_WHOLE = new Set(['amount_due', 'total_incl', 'total_vat']);

/**
 * The words of the page's subject lines: a line whose first cell opens with a subject's key
 * ("Betreff: Erneuerung Elektroinstallation Backstube", "Chantier : rénovation électrique cuisine",
 * "In Sachen | Köhler-Albrecht ./. Wohnbau", "wegen | Rückzahlung der Mietkaution"), with the cells
 * beside it.
 */
function subjectWords(model: PageModel): string[] {
  const out: string[] = [];
  const lines = new Map<number, PageModel['segs']>();
  for (const s of model.segs) lines.set(s.seg.line, [...(lines.get(s.seg.line) ?? []), s]);
  for (const line of lines.values()) {
    const cells = [...line].sort((a, b) => a.seg.x - b.seg.x);
    const first = cells[0]?.tokens ?? [];
    if (SUBJECT_KEYS.some((k) => k.length <= first.length && k.every((w, i) => first[i] === w)))
      out.push(...cells.flatMap((c) => c.tokens));
  }
  return out;
}

/**
 * Whether the question's words left over name what the whole document bills as its subject line
 * prints it: "Was kostet mich die Anwältin für die Sache mit der Mietkaution?" of "In Sachen ...
 * wegen Rückzahlung der Mietkaution", "Combien je dois encore pour la cuisine ?" of "Chantier :
 * rénovation électrique cuisine". The subject is the whole bill's, however many of its lines
 * print the word too. Only a question reading the whole's total, not a number.
 */
export function subjectNamed(model: PageModel, q: ParsedQuestion, words: readonly string[]): boolean {
  if (!q.concept || !OF_THE_WHOLE.has(q.concept.id) || !words.length) return false;
  if (q.expected && q.expected !== 'amount') return false;
  if (q.keywords.some(numberWord)) return false;
  const subject = subjectWords(model);
  return words.every((w) => subject.some((t) => sameStem(w, t)));
}
