import { conceptById } from './lexicon';
import { boxOf, pick, type Located } from './locate';
import { tokens } from './normalize';
import type { PageModel } from './page-model';
import { findValues, type ValueType } from './values';
import { lineUnder } from './party-name';

/** Values recognisable by their shape alone (an IBAN, a VAT number), when no label is printed. */
export function locateByShape(model: PageModel, type: ValueType): Located[] {
  if (!['iban', 'vat', 'email', 'currency', 'bic'].includes(type)) return [];
  const out: Located[] = [];
  const banks = type === 'bic' ? ibanCountries(model) : null;
  for (const info of model.segs) {
    const found = pick(type, info.seg.text);
    // Eight or eleven capitals are a BIC's shape and a word's ("INDBETALING", "REGNSKAP",
    // "ORIGINAL"): unlabelled, a BIC is the bank's of an IBAN printed with it, of its country.
    if (
      found &&
      banks &&
      !banks.has(found.normalized.slice(4, 6)) &&
      !afterItsLabel(info.seg.text, found.start)
    )
      continue;
    if (
      found &&
      type === 'vat' &&
      (keyedByAnother(info.seg.text, found.start) || ofClock(info.seg.text, found.start))
    )
      continue;
    if (found)
      out.push({
        text: found.text,
        normalized: found.normalized,
        box: boxOf(info.seg, info.seg.text, found),
        score: type === 'currency' ? 0.55 : 0.7,
        via: 'shape',
      });
    else if (type === 'iban') {
      const wrapped = wrappedIban(model, info.seg);
      if (wrapped) out.push(wrapped);
    }
  }
  return out;
}

/** An IBAN's start closing a line: its country, check digits and one group or more. */
const IBAN_START = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4})+$/;
/** The groups opening the line under it. */
const IBAN_REST = /^[A-Z0-9]{1,4}(?: [A-Z0-9]{1,4})*/;

/**
 * An IBAN wrapped at a narrow column's end ("IBAN DE82 8605 5592" over "1100 4738 21", a footer's
 * bank column): the line's last groups joined with those opening the line under it, in its column,
 * where the whole passes the IBAN's own check (mod 97), which a number that only looks like one
 * does not.
 */
function wrappedIban(model: PageModel, seg: PageModel['segs'][number]['seg']): Located | null {
  const start = IBAN_START.exec(seg.text.trimEnd());
  const under = start && lineUnder(model, seg, model.lineHeight * 3);
  const rest = under && IBAN_REST.exec(under.text.trim());
  if (!start || !under || !rest) return null;
  const text = `${start[0]} ${rest[0]}`;
  const iban = findValues('iban', text).find((v) => v.start === 0 && v.text === text);
  if (!iban) return null;
  return { text, normalized: iban.normalized, box: seg, score: 0.7, via: 'shape' };
}

/**
 * Whether the value's letters close a time of day ("11/23/2024  4:17 PM  0118 02 4471", a till's
 * stamp): "PM" there is the afternoon, no country's, and the digits after it the till's numbers.
 */
const ofClock = (text: string, start: number): boolean => CLOCK.test(text.slice(0, start));
const CLOCK = /\b\d{1,2}:\d{2}(?::\d{2})?\s*$/;

/** The countries of the IBANs a page prints ("DK", "NO"). */
function ibanCountries(model: PageModel): Set<string> {
  return new Set(
    model.segs.flatMap((i) => findValues('iban', i.seg.text).map((v) => v.normalized.slice(0, 2))),
  );
}

/** A BIC's labels as tokens ("bic", "swift code"). */
const BIC_LABELS = (conceptById.get('bic')?.labels ?? []).map((l) => tokens(l)).filter((t) => t.length > 0);

/** Whether the words right before a value in its segment are a BIC's label ("... · BIC AIBKIE2D"). */
function afterItsLabel(text: string, start: number): boolean {
  const before = tokens(text.slice(0, start));
  return BIC_LABELS.some(
    (l) => l.length <= before.length && l.every((t, i) => before[before.length - l.length + i] === t),
  );
}

/** The words of every VAT number's labels ("ust", "idnr", "moms", "tva", "vat", "gst"), folded. */
const VAT_LABEL_WORDS = new Set(
  [...conceptById.values()]
    .filter((c) => c.type === 'vat')
    .flatMap((c) => c.labels.flatMap((l) => tokens(l))),
);

/**
 * Whether a value is printed after a key of its own that names no VAT number ("Kontrollenhet:
 * KE12B4471902", a Swedish till's control unit): the shape of a VAT number is the key's value's,
 * however much it looks like one.
 */
function keyedByAnother(text: string, start: number): boolean {
  const key = /([\p{L}][\p{L}\d .\-/]*):\s*$/u.exec(text.slice(0, start));
  return !!key && !tokens(key[1] ?? '').some((t) => VAT_LABEL_WORDS.has(t));
}
