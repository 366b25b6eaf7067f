import { findValues, type Found, type ValueType } from './values';

/** A number printed in groups ("7003 2211 45", "2021 07 123456"), all a label's value holds. */
const GROUPED_NUMBER = /^[\s:#.]*(\d{2,6}(?: \d{2,6}){1,4})\s*$/;

/** The value of a kind a label's place holds: amounts close their line, the rest open it. */
export function pick(type: ValueType, text: string): Found | null {
  // A number printed in groups is one reference where the groups are all a label's value holds:
  // taken apart, its first group was the answer.
  const grouped = type === 'reference' ? GROUPED_NUMBER.exec(text) : null;
  if (grouped?.[1]) return { text: grouped[1], start: text.indexOf(grouped[1]), normalized: grouped[1] };
  const found = findValues(type, text);
  if (!found.length) return null;
  // Amounts close their line ("Moms 25 %   1.234,50"); everything else comes first after the label.
  return (type === 'amount' ? found[found.length - 1] : found[0]) ?? null;
}

/** A word of four letters or more: a sentence's, not a currency's ("EUR", "kr", "€"). */
const WORD = /\p{L}{4,}/u;

/**
 * The amount a label's words lead in a sentence ("Arbeitskosten nach § 35a EStG: 2.516,00 € netto
 * zzgl. 478,04 € USt"): the first, where words stand between it and the next, which they label as
 * another figure (the VAT on it). A line of figures alone closes on its amount, as pick reads it.
 */
export function pickInline(type: ValueType, text: string): Found | null {
  if (type !== 'amount') return pick(type, text);
  const found = findValues(type, text);
  const [first, next] = found;
  if (!first || !next) return pick(type, text);
  const between = text.slice(first.start + first.text.length, next.start);
  return WORD.test(between) ? first : pick(type, text);
}
