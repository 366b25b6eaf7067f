import { NAMED_TAXES, questionPacks, STOP_WORDS, words, type LanguagePack } from '../lang';
import { conceptById, type Concept } from './lexicon';
import { tokens } from './normalize';
import { bothRatesAt, statedRates, togetherAt } from './question-sum';

/** Words as written, lower-cased but not folded: Norwegian "før" (before) is not "for". */
const written = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}%]+/u)
    .filter(Boolean);

/** The totals a VAT word decides between (the VAT, the net and the gross). */
const TOTALS = new Set(['total_vat', 'total_incl', 'total_excl']);

/** A rate stated in figures: "21 %", "9%". */
const STATED_RATE = /\d\s*%/;

const including = (p: LanguagePack): string => p.including;
const taxIn = (p: LanguagePack): string => p.taxIn ?? '';
const afterTax = (p: LanguagePack): string => p.after ?? '';
const excluding = (p: LanguagePack): string => p.excluding;

/**
 * Whether the question asks in percent ("Wie viel Prozent", "what percentage", "taux"). A percent
 * word after a figure states a rate ("7 und 19 Prozent"): it asks none.
 */
const asksPercent = (ws: string[], packs: LanguagePack[]): boolean =>
  ws.some(
    (t, i) =>
      formOf(t, packs, (p) => (p.asks.percent ?? '').replace(/\^/g, '')) && !/^\d+%?$/.test(ws[i - 1] ?? ''),
  );

/**
 * A question word that is one of a pack list's words or a form of it ("comprise" of "compris"). A
 * qualifier phrase's words say it only together: "taxes" and "toutes" of "toutes taxes comprises"
 * are no including word alone ("le montant total des taxes" asks the taxes).
 */
function formOf(t: string, packs: LanguagePack[], pick: (p: LanguagePack) => string): boolean {
  const whole = pick === including || pick === excluding;
  return packs.some((p) =>
    words(pick(p))
      .filter((w) => !whole || !/\s/.test(w.trim()))
      .flatMap(written)
      .some((w) => w === t || (w.length >= 4 && t.startsWith(w) && t.length - w.length <= 2)),
  );
}

/** Whether a word (the one before a tax's name) includes or leaves out the tax: "including", "hors", "exkl.". */
const qualifiedAt = (before: string | undefined, packs: LanguagePack[]): boolean =>
  !!before && (formOf(before, packs, including) || formOf(before, packs, excluding));

/**
 * The VAT named, then both rates ("the total VAT across both rates", "la TVA sur les deux taux"):
 * the VAT of each rate added up. Both rates asked with no VAT before them ("Quels sont les deux
 * taux de TVA ?") are the rates.
 */
function overBothRates(all: string[], packs: LanguagePack[]): boolean {
  const both = bothRatesAt(all, packs);
  if (!both.size) return false;
  const first = Math.min(...both);
  return all.slice(0, first).some((t) => formOf(t, packs, (p) => p.vatWords));
}

/**
 * A VAT word decides which total is asked: qualified by "excluding", "hors", "ohne" it is the net
 * total, by "including", "inkl." the gross one, and on its own ("the total amount of VAT",
 * "Gesamtbetrag der Umsatzsteuer", "montant total de la TVA") it names what is totalled: the VAT.
 */
export function totalByVat(text: string, all: string[], best: Concept): Concept {
  // The VAT of several rates asked together ("10 et 20 % ensemble", "both rates added together",
  // "9 en 21 procent samen") is the VAT's total: rates add up to nothing. Rates stated without a word
  // of adding ask it too, unless the question asks in percent ("What are the rates, 10 and 20 %?").
  if (best.id === 'vat_rate' || best.id === 'total_vat') {
    const packs = questionPacks(all);
    const stated = statedRates(all, packs).size >= 2 && !asksPercent(written(text), packs);
    if (stated || togetherAt(all, packs).size || overBothRates(all, packs))
      return conceptById.get('total_vat') ?? best;
  }
  // A question that states the rate ("TVA 21 % ?", "USt. 20 %?", "GST @ 9%?") asks the VAT charged
  // at it: the rate it states is no answer. Unless it asks a rate in so many words ("Is the VAT rate
  // 21 %?"), which the page cannot answer other than by the rate.
  // Stated in a percent word as well ("VAT at 5 percent?", "MwSt zu 7 Prozent?").
  if (best.id === 'vat_rate' && (STATED_RATE.test(text) || statedRates(all, questionPacks(all)).size > 0)) {
    return asksPercent(written(text), questionPacks(all)) ? best : (conceptById.get('total_vat') ?? best);
  }
  // One tax of several named ("Montant de la TPS ?", "Quel est le montant de la TVQ ?") is a VAT
  // however much its other words ask an amount ("montant" reads the amount due); not a total
  // qualified by it, which the VAT words below decide.
  // Nor an amount the tax is included in or left out of ("the balance due including GST").
  const named = all.some((t, i) => NAMED_TAXES.has(t) && !qualifiedAt(all[i - 1], questionPacks(all)));
  if (named && best.type === 'amount' && !TOTALS.has(best.id)) return conceptById.get('total_vat') ?? best;
  const vatAsked = best.id === 'total_vat';
  if (best.id !== 'total_incl' && best.id !== 'total_excl' && !vatAsked) return best;
  const packs = questionPacks(all);
  const ws = written(text);
  const at = ws.findIndex((t) => formOf(t, packs, (p) => p.vatWords) && t.length <= 16);
  if (at < 0) return best;
  // Asked in percent ("Wie viel Prozent Mehrwertsteuer?", "hvor mange procent moms"), the VAT is its rate.
  if (vatAsked && asksPercent(ws, packs)) return conceptById.get('vat_rate') ?? best;
  // "the amount without VAT" read as a VAT question is the net total; "how much VAT is included"
  // stays the VAT (only a qualifier right before the VAT word qualifies the amount).
  if (vatAsked) {
    // An article between them still qualifies: "sans la taxe", "without the VAT", "ohne die MwSt.".
    const article = STOP_WORDS.has(tokens(ws[at - 1] ?? '')[0] ?? '');
    const before = (pick: (p: LanguagePack) => string) =>
      formOf(ws[at - 1] ?? '', packs, pick) || (article && formOf(ws[at - 2] ?? '', packs, pick));
    if (before(excluding)) return conceptById.get('total_excl') ?? best;
    // "the total after tax", "nach Steuern": the VAT added, as "before tax" has it taken off.
    if (before(including) || before(afterTax)) return conceptById.get('total_incl') ?? best;
    // The tax closing the question with its including word after an amount asked ("How much did
    // the charter cost, tax included?", "Prix, TVA comprise ?"): the amount is asked, the tax in
    // it. Not the tax asked first ("VAT included?", "Quelle TVA incluse ?") nor with a verb
    // between ("How much VAT is included?"). "…, taxes in?" says the same in English.
    const closing =
      at + 2 === ws.length &&
      (formOf(ws[at + 1] ?? '', packs, including) || formOf(ws[at + 1] ?? '', packs, taxIn));
    if (closing && !ws.slice(0, at).every((t) => tokens(t).every((w) => STOP_WORDS.has(w))))
      return conceptById.get('total_incl') ?? best;
    return best;
  }
  // The VAT named first, its including word right after and nothing before but question words
  // ("TVA incluse ?", "Moms inkluderet?"): the VAT is what is asked, how much of it is in. With an
  // amount's word before it ("total TVA comprise", "Prix TVA incluse"), the amount is.
  const stops = (from: number, to: number) =>
    ws.slice(from, to).every((t) => tokens(t).every((w) => STOP_WORDS.has(w)));
  // English puts a compound's head last: "the total VAT included" is the VAT's total, included.
  const headLast = packs.length > 0 && packs.every((p) => p.code === 'en');
  // Not across a comma: "the total, VAT included" is the total.
  const compound = headLast && ws[at - 1] === 'total' && text.toLowerCase().includes(`total ${ws[at]}`);
  const opens = stops(0, at) || (compound && stops(0, at - 1));
  if (opens && formOf(ws[at + 1] ?? '', packs, including)) return conceptById.get('total_vat') ?? best;
  // "inkl. moms", "including the VAT" before it; "TVA comprise" right after ("moms er inkluderet"
  // asks how much VAT is in).
  const near = ws.slice(Math.max(0, at - 2), at + 2);
  const id = near.some((t) => formOf(t, packs, excluding))
    ? 'total_excl'
    : near.some((t) => formOf(t, packs, including)) || formOf(ws[at - 1] ?? '', packs, afterTax)
      ? 'total_incl'
      : 'total_vat';
  return conceptById.get(id) ?? best;
}
