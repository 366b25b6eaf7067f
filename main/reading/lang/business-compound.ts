import { tokens } from '../fold';
import { inflected, PACKS, PARTY_WORDS } from './index';
import { words } from './pack';

/**
 * The plain words for a business or a shop that close a compound (LanguagePack.company and
 * .shops), by language: of five letters or more ("firma", "Laden"; not "firm" of "confirm").
 */
const HEADS = new Map(
  PACKS.map((p) => [
    p.code,
    [...words(p.company), ...words(p.shops)].map((w) => tokens(w).join('')).filter((w) => w.length >= 5),
  ]),
);
const ALL_HEADS = [...new Set([...HEADS.values()].flat())];
/** A compound's first part of fewer letters is no word of its own ("el" of "elfirma"). */
const STEM = 3;

/**
 * What a one-word name of a business by what it does opens with ("tømrer" of "tømrerfirmaet",
 * "Tankstellen" of "Tankstellengesellschaft", "Sport" of "Sportladen", "fietsen" of
 * "fietsenwinkel"), or null: a word closing with a plain word for a business or a shop, in any of
 * its forms. Not one a party's word opens ("Kundenfirma" is the customer's).
 */
export function businessStem(t: string, lang: string | null): string | null {
  const heads = (lang ? HEADS.get(lang) : undefined) ?? ALL_HEADS;
  for (let cut = STEM; cut <= t.length - 5; cut++) {
    const rest = t.slice(cut);
    if (!heads.some((h) => rest === h || inflected(rest, h))) continue;
    const stem = t.slice(0, cut);
    return PARTY_WORDS.some((w) => stem.startsWith(w)) ? null : stem;
  }
  return null;
}

export const businessCompound = (t: string, lang: string | null): boolean => businessStem(t, lang) !== null;
