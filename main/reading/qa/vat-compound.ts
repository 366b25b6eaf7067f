import type { Segment } from '../types';
import { QUALIFIER_GROUPS, STOP_WORDS, TAXED_ON } from '../lang';
import { conceptById } from './lexicon';
import { findValues } from './values';
import { isCompoundOf } from './amount-words';
import { tokens } from './normalize';
import type { LabelHit } from './page-types';
import { textAfter, withoutRate, wordsForTokens } from './segment-words';

/**
 * The VAT words a compound may end in: those some pack prints alone as the VAT's label ("moms",
 * "steuer", "afgift"). A word that only asks for the VAT ("avgift", Norwegian for a levy, the
 * head of "merverdiavgift") ends fees in a compound: "Flygplatsavgift", "Egenavgift" (an airport's
 * fee, a patient's own charge) are lines of a receipt, no VAT.
 */
const vatHeads = (): string[] => {
  const labels = new Set((conceptById.get('total_vat')?.labels ?? []).map((l) => l.toLowerCase()));
  return [...QUALIFIER_GROUPS.vat].filter((w) => labels.has(w));
};
let heads: string[] | null = null;

/**
 * The words the packs' VAT labels print before their VAT word ("enthaltene" of "enthaltene MwSt",
 * "darin enthaltene", "davon", "zzgl", "summe"): before a tax's compound name they label it as
 * they label the VAT word.
 */
const vatLeads = (): string[][] =>
  (conceptById.get('total_vat')?.labels ?? [])
    .map(tokens)
    .filter((l) => l.length > 1 && QUALIFIER_GROUPS.vat.has(l[l.length - 1]!))
    .map((l) => l.slice(0, -1));
let leads: string[][] | null = null;

/** How many words may say what amount the VAT is in, before its label's lead ("in diesem Beitrag"). */
const MAX_WITHIN = 3;

/**
 * Whether the words before a tax's name lead a VAT label: one of the packs' leads ("enthaltene",
 * "darin enthaltene"), perhaps after the amount the VAT is in ("in diesem Beitrag enthaltene", "im
 * Preis enthaltene": small words and one other). After such an amount a lead saying the VAT is
 * in or added ("Gesamtbetrag inkl. Versicherungsteuer") makes the line that amount's, the gross.
 */
function ledAsVat(before: string[]): boolean {
  leads ??= vatLeads();
  return leads.some((lead) => {
    const within = before.slice(0, before.length - lead.length);
    if (within.length > MAX_WITHIN || !lead.every((w, i) => before[within.length + i] === w)) return false;
    if (!within.length) return true;
    if (lead.some((w) => QUALIFIER_GROUPS.including.has(w))) return false;
    return !within.some((w) => /\d/.test(w)) && within.filter((w) => !STOP_WORDS.has(w)).length <= 1;
  });
}

/** A remark saying what the tax is charged on ("zur Verbundenen Wohngebäudeversicherung"). */
const MAX_REMARK = 5;
export const taxedOnRemark = (rest: string): boolean => {
  const t = tokens(rest);
  return TAXED_ON.has(t[0] ?? '') && t.length <= MAX_REMARK && !/\d/.test(rest);
};

/**
 * Whether the remark names a part the tax is charged on: the word and what follows it. The word
 * alone names none: "HST 13% (ON)" prints the province, Ontario, whose tax the line is, and its
 * figure is the whole bill's tax.
 */
export const namesATaxedPart = (rest: string): boolean => taxedOnRemark(rest) && tokens(rest).length >= 2;

/**
 * A tax named by a compound whose head is a VAT word is a VAT line in the languages that
 * compound ("Versicherungsteuer 19 %", "Salgsmoms"), when nothing but a rate or an amount follows
 * it, or a remark on what it is charged on ("Versicherungsteuer zur Wohngebäudeversicherung"):
 * insurers print their insurance tax where others print VAT, and a line named so and charged on
 * something is that tax's line, not an item ("Ökosteuer Lieferant" is one). The packs' leads may
 * come before it, or before a VAT word itself ("in diesem Beitrag enthaltene Versicherungsteuer",
 * "im Betrag enthaltene MwSt.").
 */
export function vatCompound(st: string[], seg: Segment): LabelHit | null {
  const vat = conceptById.get('total_vat');
  heads ??= vatHeads();
  const compound = (t: string) => heads!.some((w) => isCompoundOf(t, w));
  const at = st.findIndex((t, i) => compound(t) || (i > 0 && QUALIFIER_GROUPS.vat.has(t)));
  if (!vat || at < 0 || (at > 0 && !ledAsVat(st.slice(0, at)))) return null;
  const used = wordsForTokens(seg, at + 1);
  const rest = withoutRate(textAfter(seg, used));
  const remark = !!rest && compound(st[at]!) && taxedOnRemark(rest);
  if (rest && !remark && !findValues('amount', rest).length) return null;
  return { concept: vat, quality: 0.8, length: at + 1, wordsUsed: remark ? seg.words.length : used };
}
