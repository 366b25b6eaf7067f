import type { Segment } from '../types';
import { QUALIFIER_GROUPS } from '../lang';
import { unitWords } from '../lang/phrases';
import { isQualifier } from './qualifiers';
import { conceptById } from './lexicon';
import type { LabelHit } from './page-types';
import { wordsForTokens } from './segment-words';

/** The words of units in every language: a page's labels are read in all of them. */
const UNITS = unitWords(null);

/**
 * A total is named by the qualifiers printed after it, in every language. A VAT word right after it
 * names the VAT's total ("Summe Umsatzsteuer", "Total moms", "Totaal BTW"), unless the VAT is then
 * said to be in or out ("Total (GST included)", "Total TVA incluse": the gross). A qualifier that
 * takes the VAT out makes a total the net ("Totaal excl.", "Montant total HT", "Gesamtbetrag ohne
 * MwSt.", "Total USD ex."); one that keeps it in ("Total inkl. moms") leaves it the gross. A unit
 * right after it ("Totaal uren: 14,25", "Total hours", "Total kg") totals a quantity: no money.
 */
export function qualifiedTotal(hit: LabelHit, st: string[], seg: Segment, end: number): LabelHit | null {
  const id = hit.concept.id;
  if (id !== 'total_incl' && id !== 'total_excl' && id !== 'total_vat') return hit;
  if (UNITS.has(st[end] ?? '')) return null;
  const after: string[] = [];
  for (let i = end; i < st.length; i++) {
    if (!isQualifier(st, i)) break;
    after.push(st[i] ?? '');
  }
  const takesOut = after.some((w) => QUALIFIER_GROUPS.excluding.has(w));
  const keepsIn = after.some((w) => QUALIFIER_GROUPS.including.has(w));
  if (id === 'total_vat') {
    // "Total TVA incluse", "Gesamt MwSt. inklusive": a total the VAT is said to be in is the gross
    // ("GST included in new charges", led by its VAT word, stays the VAT).
    const gross = conceptById.get('total_incl');
    const lead = st[end - hit.length] ?? '';
    if (gross && keepsIn && !takesOut && !QUALIFIER_GROUPS.vat.has(lead)) return { ...hit, concept: gross };
    return hit;
  }
  const vat = conceptById.get('total_vat');
  // "Total VAT", "Summe MwSt.": a total of the VAT. A net's word before it names the VAT's base
  // ("Grunnlag MVA", "Base TVA", "Netto MwSt."), not the VAT. So does a total's word after a VAT
  // word, with no word before them saying the VAT is in or out ("Summe MwSt gesamt", "MwSt
  // gesamt": the VAT's total under its rates' lines, not the gross).
  const lead = st.slice(0, end - hit.length);
  const vatBefore =
    QUALIFIER_GROUPS.vat.has(lead[lead.length - 1] ?? '') &&
    !lead.some((w) => QUALIFIER_GROUPS.including.has(w) || QUALIFIER_GROUPS.excluding.has(w));
  if (vat && id === 'total_incl' && vatBefore && !takesOut && !keepsIn) return { ...hit, concept: vat };
  if (vat && id === 'total_incl' && QUALIFIER_GROUPS.vat.has(st[end] ?? '') && !takesOut && !keepsIn)
    return {
      concept: vat,
      quality: hit.quality,
      length: hit.length + 1,
      wordsUsed: wordsForTokens(seg, end + 1),
    };
  const net = conceptById.get('total_excl');
  if (net && id === 'total_incl' && takesOut && !keepsIn) return { ...hit, concept: net };
  return hit;
}
