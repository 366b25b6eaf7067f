import { PACKS, STOP_WORDS } from '../lang';
import type { Box } from '../types';
import { leftOnLine } from './geometry';
import type { Located } from './locate';
import { tokens } from './normalize';
import type { PageModel } from './page-types';
import { BoundedCache } from '../../util/bounded-cache';

/**
 * Every pack's registers and payment systems (LanguagePack.registers), each as the folded phrases
 * of its names: one register is a group ("bankgiro", "bg"). A name that is a function word of some
 * language is left out: it would be met in questions of that language ("ein" is no EIN).
 */
const REGISTERS: string[][][] = PACKS.flatMap((p) =>
  (p.registers ?? '')
    .split(';')
    .map((group) =>
      group
        .split('|')
        .map((name) => tokens(name))
        .filter((name) => name.length > 0 && !(name.length === 1 && STOP_WORDS.has(name[0]!))),
    )
    .filter((group) => group.length > 0),
);

/** Every register's and payment system's names, as folded phrases ("abn", "kvk", "se nr"). */
export const REGISTER_NAMES: readonly string[][] = REGISTERS.flat();

/**
 * A name's word as written, or opening a compound or an inflection ("Bankgironummer",
 * "SE-nummeret", "plusgirot"); a short one (an abbreviation, "bg") only as itself.
 */
const nameWord = (word: string, name: string): boolean =>
  word === name || (name.length >= 4 && word.startsWith(name));

/** Whether the words hold the name, its words in a row (the last in any of its forms). */
const holds = (words: readonly string[], name: string[]): boolean =>
  words.some((_, i) =>
    name.every((n, k) => (k === name.length - 1 ? nameWord(words[i + k] ?? '', n) : words[i + k] === n)),
  );

/** The registers (their indices) a text's words name. */
const namedIn = (words: readonly string[]): number[] =>
  REGISTERS.flatMap((group, i) => (group.some((name) => holds(words, name)) ? [i] : []));

/** The registers a question names: asked of every page, read once. */
const askedOf = new BoundedCache<number[]>(2_000);
const namedInQuestion = (question: string): number[] =>
  askedOf.get(question, () => namedIn(tokens(question)));

const printedOf = new WeakMap<PageModel, Set<number>>();

/** The registers a page prints by name. */
function printed(model: PageModel): Set<number> {
  let found = printedOf.get(model);
  if (!found) {
    found = new Set(model.segs.flatMap((s) => namedIn(s.tokens)));
    printedOf.set(model, found);
  }
  return found;
}

/**
 * Whether the question names a register or payment system the page does not print, where it
 * prints others: "Vilket plusgiro ska betalningen gå till?" of a page paid by Bankgiro, "le code
 * APE" of one printing its SIREN and SIRET. The number asked is that register's, and the page's
 * other numbers of the kind are no answer. A page printing no register by name is not judged so:
 * it may print the number asked under a plain label ("Konto", "Account").
 */
export function registerAbsent(model: PageModel, question: string): boolean {
  const asked = namedInQuestion(question);
  if (!asked.length) return false;
  const onPage = printed(model);
  return onPage.size > 0 && asked.some((r) => !onPage.has(r));
}

/**
 * The words printed before a value on its line: the start of its own segment and the cell left
 * of it, where its key stands ("SIREN 892 604 117", "Bankgiro | 527-1440").
 */
function keyOf(model: PageModel, box: Box): string[] {
  const own = model.segs.find(
    (s) =>
      s.seg.x <= box.x + 1 &&
      box.x + box.w <= s.seg.x + s.seg.w + 1 &&
      s.seg.y <= box.y + 1 &&
      box.y < s.seg.y + s.seg.h,
  );
  if (!own) return [];
  const before = own.seg.words.filter((w) => w.x + w.w <= box.x + 1).map((w) => w.text);
  const left = leftOnLine(model.segs, own.seg)[0]?.seg.text ?? '';
  return tokens(`${left} ${before.join(' ')}`);
}

/**
 * The values a question naming a register may be given: not one printed after another register's
 * name. "Quel est le numéro SIRET ?" is not answered by "SIREN 892 604 117", whatever label of
 * the organisation number found it.
 */
export function ofRegisterAsked(model: PageModel, question: string, found: Located[]): Located[] {
  const asked = namedInQuestion(question);
  if (!asked.length) return found;
  return found.filter((f) => {
    const named = namedIn(keyOf(model, f.box));
    return !named.length || named.some((r) => asked.includes(r));
  });
}
