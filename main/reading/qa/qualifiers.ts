import { QUALIFIER_GROUPS } from '../lang';

/** A VAT rate printed in a line ("19%", "20 %", "7,5 %"). */
const RATE = /\d{1,2}(?:[.,]\d{1,3})?\s?%/;

/**
 * Whether the words before `start` lead a VAT line: words saying the VAT is in the total or added
 * to it, and the rate ("inkl. 19% MwSt.", "zzgl. 19 % USt.", "incl. VAT 20%", "plus 7% VAT"). Such
 * a line states the VAT, whatever the words that follow them would label on their own; a line
 * without its rate ("Incl. VAT  £120.00") may be the gross, and is not read so.
 */
export function leadsVatLine(st: string[], start: number, text: string): boolean {
  if (start === 0 || !RATE.test(text)) return false;
  const lead = st.slice(0, start);
  const including = QUALIFIER_GROUPS.including;
  return lead.some((t) => including.has(t)) && lead.every((t) => including.has(t) || /^[\d%]/.test(t));
}
