import { tokens } from '../fold';
import { words, type LanguagePack } from './pack';
import { PACKS } from './packs';

/** One field's words gathered from every pack, each once. */
export const union = (pick: (p: LanguagePack) => string | undefined): string[] => [
  ...new Set(PACKS.flatMap((p) => words(pick(p)))),
];
/** A list of words and phrases as the set of their folded tokens. */
export const foldedSet = (list: string[]): Set<string> => new Set(list.flatMap((w) => tokens(w)));
