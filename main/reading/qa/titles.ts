import { TITLES } from '../lang';
import { tokens } from './normalize';

/** A document title ("Invoice", "Rechnung") or page marker is never a name. */
export function isTitle(text: string): boolean {
  const t = tokens(text).join(' ');
  if (TITLES.some((title) => t === title || t.startsWith(`${title} `))) return true;
  // Compounds name a kind of document: "Mietrechnung", "Betriebskostenabrechnung", "Sammelfaktura".
  const first = t.split(' ')[0] ?? '';
  return LONG_TITLES.some((title) => first.length > title.length && first.endsWith(title));
}

const LONG_TITLES = TITLES.filter((t) => !t.includes(' ') && t.length >= 7);
