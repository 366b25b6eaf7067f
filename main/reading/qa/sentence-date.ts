import type { Concept } from './lexicon';
import type { PageModel } from './page-model';
import { boxOf, type Located } from './locate';
import {
  DEADLINE_PHRASES,
  DEBIT_PHRASES,
  PAYING_PHRASES,
  RESTATING_PHRASES,
  STOP_WORDS,
  WEEKDAY_WORDS,
} from '../lang';
import { tokens } from './normalize';
import { findValues } from './values';
import { isTillReceipt } from './till-receipt';

/**
 * A date a sentence states after its label, with words between the label's words: "Zahlbar
 * innerhalb 30 Tagen netto bis 04.04.2013", "Bitte überweisen Sie bis zum 09.06.2014", "Payment is
 * due on 5 March 2020", "zur Fälligkeit 21.05.2014 abbuchen". Labels lead their segment
 * (page-model.ts), so prose is read here, only when no label of the concept stands alone.
 *
 * The label's last word must stand right before the date (a stop word or two between: "bis zum",
 * "on the"); its other words come before it in the same clause, a few words apart at most. A clause
 * ends at punctuation, so "…bis 04.04.2013, 3% Skonto innerhalb 10 Tagen bis 15.03.2013" gives the
 * date of the clause that says "zahlbar", not the discount's.
 */
export function datesInSentences(model: PageModel, concept: Concept): Located[] {
  if (concept.type !== 'date') return [];
  // A label of stop words alone ("vom") says nothing inside a sentence ("Lieferung vom 28.06.").
  const labels = (model.labels.entries.find((e) => e.concept === concept)?.labels ?? []).filter(
    (label) => !label.every((w) => STOP_WORDS.has(w)),
  );
  // Every finding scores alike (SENTENCE_SCORE): the page's order stands.
  const out: Located[] = [];
  // A till receipt was paid at the till: a date no due label names there is another event's
  // ("Ring ready to collect from 04/12/2026", a repair's collection), no deadline or debit to come.
  let till: boolean | undefined;
  const toPay = () => !(till ??= isTillReceipt(model));
  for (const info of model.segs) {
    const text = info.seg.text;
    const dates = findValues('date', text);
    for (const date of dates) {
      const before = text.slice(0, date.start);
      const key = openingKey(before);
      const words = key ? tokens(key) : dayNameDropped(leadIn(model, info.seg, before));
      // A key is named by all its words: "Due date:" is no invoice date's "date".
      const names = (label: string[]) =>
        key
          ? label.length === words.length && label.every((w, k) => sameForm(words[k], w))
          : endsWithLabel(words, label, isDebit(label) ? exact : sameForm);
      // A debit's words ("collected from") label a day to pay only where one is still to come.
      const labelled = labels.some((l) => names(l) && (!isDebit(l) || toPay()));
      const after = text.slice(date.start + date.text.length);
      const deadline =
        !key &&
        concept.id === DUE_DATE &&
        (paidBy(model, info.seg, before, after, words) || restatesTerm(before)) &&
        toPay();
      const debit = !labelled && !deadline && debitOn(concept, ...debitClause(model, info.seg, text, date));
      if (!labelled && !deadline && !(debit && toPay())) continue;
      out.push({
        text: date.text,
        normalized: date.normalized,
        box: boxOf(info.seg, text, date),
        score: SENTENCE_SCORE,
        via: 'sentence',
      });
      break;
    }
  }
  return out;
}

/**
 * The words of the clause before a date. A clause of stop words alone says nothing by itself: it
 * goes on from the clause before ("Zahlbar innerhalb von 14 Tagen ohne Abzug, d. h. bis zum
 * 02.10.2024") or from the line it wraps from ("…trækkes automatisk fra din konto" over "den
 * 01.11.2024"). Single letters there are abbreviations' ("d. h."), no words of a label.
 */
/**
 * The words before a date without the name of its day, which belongs to the date ("uiterlijk
 * dinsdag 27 oktober 2026", "by Tuesday, 27 October"): the label's last word stands before it. Whole
 * names only: a short one ("di", "do") may be another word.
 */
function dayNameDropped(words: string[]): string[] {
  const last = words.at(-1);
  return last && last.length >= 4 && WEEKDAY_WORDS.has(last) ? words.slice(0, -1) : words;
}

function leadIn(model: PageModel, seg: PageModel['segs'][number]['seg'], before: string): string[] {
  if (!before.trim()) return tokens(wrappedFrom(model, seg));
  const bare = (t: string[]) => t.every((w) => STOP_WORDS.has(w) || w.length <= 1);
  let words = tokens(clauseBefore(before));
  if (!bare(words)) return words;
  const parts = before.split(CLAUSE_END);
  for (let k = parts.length - 2; k >= 0 && bare(words); k--) words = [...tokens(parts[k] ?? ''), ...words];
  if (bare(words)) words = [...tokens(wrappedFrom(model, seg)), ...words];
  return words.filter((w) => w.length > 1);
}

/**
 * The text a debit's clause is read in, with its date and the dates in it: the segment's, or with
 * the line it wraps from where only stop words lead to the date ("Beløbet … trækkes automatisk fra
 * din konto via Betalingsservice" over "den 01.11.2024.").
 */
function debitClause(
  model: PageModel,
  seg: PageModel['segs'][number]['seg'],
  text: string,
  date: { start: number; text: string },
): [string, { start: number; text: string }, { start: number }[]] {
  const before = text.slice(0, date.start);
  const bare = tokens(clauseBefore(before)).every((w) => STOP_WORDS.has(w) || w.length <= 1);
  const above = bare && !before.includes(',') ? wrappedFrom(model, seg) : '';
  if (!above.trim()) return [text, date, findValues('date', text)];
  const joined = `${above} ${text}`;
  return [joined, { start: date.start + above.length + 1, text: date.text }, findValues('date', joined)];
}

/**
 * A date a deadline word leads to ("senest", "spätestens bis zum", "au plus tard le", "by") in a
 * sentence about paying ("Betalingsbetingelser: netto 8 dage – senest 22.03.2024", "Bei Zahlung
 * bis 26.04.2024 …," over "ohne Abzug spätestens bis 12.05.2024.", "Please ensure payment reaches
 * us by 29 March 2026."): the last day to pay. Not a deadline of anything else ("Lieferung
 * spätestens bis 12.05."): paying is said before the date, in its sentence, which may open on the
 * line above; or right after it, in its clause, where Dutch and German put the verb ("het
 * totaalbedrag vóór 15-05-2026 over te maken", "den Betrag vor dem 15.05. zu überweisen").
 */
function paidBy(
  model: PageModel,
  seg: PageModel['segs'][number]['seg'],
  before: string,
  after: string,
  words: string[],
): boolean {
  if (!DEADLINE_PHRASES.some((phrase) => endsWithLabel(words, phrase))) return false;
  const sentences = before.split(SENTENCE_END);
  let sentence = sentences.at(-1) ?? '';
  // A line opening in lower case goes on with the sentence above; one opening with a capital starts
  // its own ("Règlement : carte bancaire …" over "Prochaine vidange … au plus tard le 27/05/2025.").
  if (sentences.length === 1 && /^\s*\p{Ll}/u.test(before))
    sentence = `${lineAbove(model, seg)?.split(SENTENCE_END).at(-1) ?? ''} ${sentence}`;
  // A clause the line's end cuts goes on below ("het totaalbedrag uiterlijk 20 maart 2026 over te"
  // over "maken op IBAN …"): the verb that closes it is read there.
  const parts = after.split(CLAUSE_END);
  const below = parts.length === 1 ? lineBelow(model, seg) : null;
  const [clause = '', next = ''] = below ? `${after} ${below}`.split(CLAUSE_END) : parts;
  // A deadline set off by commas ("het totaalbedrag binnen 30 dagen, uiterlijk 09-04-2026, over
  // te maken"): the verb after it closes the clause the date interrupts.
  // The comma opening it may close the line above ("… na factuurdatum, dus" over "uiterlijk dinsdag
  // 27 oktober 2026, over te maken"): the sentence read on from there.
  const aside = !clause.trim() && /^\s*,/.test(after) && /,[^,]*$/.test(sentence);
  return saysPaying(tokens(sentence)) || saysPaying(tokens(clause)) || (aside && saysPaying(tokens(next)));
}

/**
 * Whether a date restates the term of a sentence about paying as its last day: "Conditions de
 * règlement : virement à 30 jours date de facture, soit le 11/04/2026", "Payment due by the 20th
 * of the month following - 20/03/2026". A restating word or a dash stands right before the date
 * (a stop word or two between: "soit le"); the sentence before it says paying and states its term
 * in figures (days, a day of the month): "Payment received - 20/03/2026" states none.
 */
function restatesTerm(before: string): boolean {
  const sentence = before.split(SENTENCE_END).at(-1) ?? '';
  const dash = /\s[-–—]\s*$/.exec(sentence);
  let said: string[];
  if (dash) said = tokens(sentence.slice(0, dash.index));
  else {
    const words = tokens(sentence);
    let end = words.length;
    const restating = (at: number) =>
      RESTATING_PHRASES.find((p) => p.length <= at && p.every((w, k) => words[at - p.length + k] === w));
    for (let stops = 0; end > 0 && !restating(end) && stops < 2; stops++) {
      if (!STOP_WORDS.has(words[end - 1] ?? '')) return false;
      end--;
    }
    const phrase = restating(end);
    if (!phrase) return false;
    said = words.slice(0, end - phrase.length);
  }
  return said.some((w) => /^\d/.test(w)) && saysPaying(said);
}

/**
 * Whether words say money is sent: a paying word, or a compound it opens ("Betalingsbetingelser",
 * "Zahlungsbedingungen"), or a paying verb of several words ("over te maken").
 */
function saysPaying(words: string[]): boolean {
  return PAYING_PHRASES.some((phrase) => {
    const [first] = phrase;
    if (phrase.length === 1 && first)
      return words.some((w) => w === first || (first.length >= 5 && w.startsWith(first)));
    return words.some((_, i) => phrase.every((p, k) => words[i + k] === p));
  });
}
/** A full stop (or ! ?) before a capital ends a sentence; one in "abzgl. 2%" or "d. h. bis" does not. */
const SENTENCE_END = /[.!?]\s+(?=\p{Lu})/u;

/** The text of the line a segment's paragraph goes on from: right above, same left edge, no full stop. */
function lineAbove(model: PageModel, seg: PageModel['segs'][number]['seg']): string | null {
  const above = model.segs.find(
    ({ seg: s }) =>
      s.line === seg.line - 1 &&
      Math.abs(s.x - seg.x) <= model.lineHeight &&
      seg.y - s.y <= 1.6 * model.lineHeight,
  )?.seg;
  return above && !/[.;!?:]\s*$/.test(above.text) ? above.text : null;
}

/** The text of the line a segment's paragraph goes on to: right below, same left edge, no full stop ending it. */
function lineBelow(model: PageModel, seg: PageModel['segs'][number]['seg']): string | null {
  if (/[.;!?:]\s*$/.test(seg.text)) return null;
  return (
    model.segs.find(
      ({ seg: s }) =>
        s.line === seg.line + 1 &&
        Math.abs(s.x - seg.x) <= model.lineHeight &&
        s.y - seg.y <= 1.6 * model.lineHeight,
    )?.seg.text ?? null
  );
}

/**
 * The end of the sentence a line opening with a date wraps from: "Bitte überweisen Sie ohne Abzug
 * bis zum" over "28.11.2024 unter Angabe der Rechnungs-Nr.". The line right above, at the same left
 * edge and not ended by a full stop, is the same paragraph; its last clause leads to the date.
 */
function wrappedFrom(model: PageModel, seg: PageModel['segs'][number]['seg']): string {
  return lineAbove(model, seg)?.split(CLAUSE_END).at(-1) ?? '';
}

/**
 * The clause a date closes. A key's colon ends no clause before its value: in "Netto 14 dage.
 * Sidste rettidige betalingsdag: 26.11.2024." the date's label is the key before the colon, in the
 * sentence's middle, where no label of the page is read (labels lead their segment).
 */
function clauseBefore(before: string): string {
  const parts = before.split(CLAUSE_END);
  const last = parts.at(-1) ?? '';
  // A key opening its segment ("Due date: ...") is a label's, read as such, not prose.
  return !last.trim() && parts.length > 2 && /:\s*$/.test(before) ? (parts.at(-2) ?? '') : last;
}

/**
 * A key opening a sentence before its date ("Échéance : 20/06/2024 - Règlement par virement ..."):
 * too long for a label's own segment (page-model.ts), the words before the colon still label it.
 */
function openingKey(before: string): string | null {
  const m = /^([^:;.!?]{1,40}):\s*$/.exec(before.trim() + ' ');
  return m ? (m[1] ?? null) : null;
}

/**
 * A date in a clause saying the amount is taken from the payer's account that day, its words before
 * or after the date ("Der Betrag wird am 15.04.2024 von Ihrem Konto abgebucht", "Wij schrijven het
 * totaalbedrag op of rond 15 april 2024 af van uw rekening"): the due date of an invoice paid by
 * direct debit. German and Dutch put the verb after the date, where no label stands. The clause
 * states that one date alone: of two ("for 01.03.–31.03. we debit on 15.04.") which is which is
 * not clear.
 */
function debitOn(
  concept: Concept,
  text: string,
  date: { start: number; text: string },
  dates: { start: number }[],
): boolean {
  if (concept.id !== DUE_DATE) return false;
  const before = text.slice(0, date.start).split(CLAUSE_END);
  const from = date.start - (before.at(-1) ?? '').length;
  const end = date.start + date.text.length;
  const after = text.slice(end).split(CLAUSE_END)[0] ?? '';
  const to = end + after.length;
  if (dates.filter((d) => d.start >= from && d.start < to).length !== 1) return false;
  const words = tokens(text.slice(from, to));
  return DEBIT_PHRASES.some((phrase) => inOrder(words, phrase));
}
const DUE_DATE = 'due_date';

/** Whether a label is a debit's phrase (LanguagePack.debits), which due dates are labelled by too. */
const isDebit = (label: string[]): boolean => DEBIT_LABELS.has(label.join(' '));

/** Whether a phrase's words stand in order in the clause's words, in its own forms (DEBIT_LABELS), any others between them. */
function inOrder(words: string[], phrase: string[]): boolean {
  let at = 0;
  for (const w of phrase) {
    while (at < words.length && !exact(words[at], w)) at++;
    if (at++ >= words.length) return false;
  }
  return true;
}

/**
 * Below a label beside its value (1): a sentence is read more loosely. On the real ZUGFeRD prints
 * whose data states a due date, every date found so agreed with the data.
 */
const SENTENCE_SCORE = 0.8;
/** Words a sentence may put between a label's words ("zahlbar [innerhalb 30 Tagen netto] bis"). */
const MAX_GAP = 7;
/** Stop words between the label and the date ("bis zum", "due on the"). */
const MAX_TRAILING = 2;
/** Punctuation that ends a clause: a comma, a semicolon, a full stop before a space. */
const CLAUSE_END = /[;!?]|[.,:](?=\s|$)/;

/**
 * Whether a clause ends with the label: its last word stands last (stop words after it aside: "bis
 * zum", "due on the") and its other words come before, in order, with at most MAX_GAP others
 * between them.
 */
function endsWithLabel(clause: string[], label: string[], same = sameForm): boolean {
  const last = label.at(-1);
  for (let end = clause.length - 1; end >= clause.length - 1 - MAX_TRAILING && end >= 0; end--) {
    if (same(clause[end], last) && wordsBefore(clause, end, label.slice(0, -1), same)) return true;
    if (!STOP_WORDS.has(clause[end] ?? '')) return false;
  }
  return false;
}

/** Whether the words stand in order before position `end`, with at most MAX_GAP others between. */
function wordsBefore(clause: string[], end: number, words: string[], same = sameForm): boolean {
  let at = end;
  let gap = 0;
  for (let k = words.length - 1; k >= 0; k--) {
    let i = at - 1;
    while (i >= 0 && !same(clause[i], words[k])) i--;
    if (i < 0) return false;
    gap += at - i - 1;
    if (gap > MAX_GAP) return false;
    at = i;
  }
  return true;
}

/**
 * A debit's phrase read in prose in the very form the packs give it: its verb's other forms say
 * something else is fetched or taken ("collected from" your account, but "Ring ready to collect
 * from 04/12/2026" of the goods).
 */
const DEBIT_LABELS = new Set(DEBIT_PHRASES.map((p) => p.join(' ')));
const exact = (a: string | undefined, b: string | undefined): boolean => a !== undefined && a === b;

/**
 * A word and an inflection of it that adds an ending: "überweise" (du) of the label's
 * "überweisen". Long words only, two letters apart at most.
 */
function sameForm(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 6 || Math.abs(a.length - b.length) > 2) return false;
  return a.startsWith(b) || b.startsWith(a);
}
