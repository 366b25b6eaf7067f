import { LEGAL_FORMS } from '../lang';
import type { Word } from '../types';

/**
 * Legal forms OCR misread a letter of. A company's name on a shrunk or faded receipt closes with its
 * form read as look-alikes ("DION REALTIES SON BHO (CO. NO: 20154-T)", "FARMASI MALURI 5/8
 * (587969-U)"): no form, so no company, and the line was not taken for the shop. Capitals and
 * digits that OCR takes for one another (O D 0 Q, S 5, B 8, I L 1) are folded alike, and words
 * that fold to a form of the language packs are read as that form where they close a name:
 * - two words that fold to a two-word form ("SON BHO" for SDN BHD), or one of them misread;
 * - one word with a digit in it ("5/8" for S/B, "LT0" for LTD): a word as printed holds none.
 * The form must close a name after a word of letters: the line ends, or a registration in brackets
 * or a number follows (for one word, it must: "PIPE 5/8" stays as read). "& SON" stays too.
 */

const LOOK_ALIKE: Record<string, string> = { '0': 'O', D: 'O', Q: 'O', '5': 'S', '8': 'B', '1': 'I', L: 'I' };
const folded = (text: string): string =>
  text
    .toUpperCase()
    .replace(/[^\p{L}\p{N}/]/gu, '')
    .replace(/[0DQ581L]/g, (c) => LOOK_ALIKE[c] ?? c);

/** The packs' forms in capitals, one word or two, keyed by their folded letters, of 3 or more. */
const FORMS = new Map<string, string[]>();
for (const form of LEGAL_FORMS) {
  const words = form.toUpperCase().split(/\s+/);
  if (words.length > 2 || words.join('').replace(/[^\p{L}/]/gu, '').length < 3) continue;
  const key = words.map(folded).join(' ');
  if (!FORMS.has(key))
    FORMS.set(
      key,
      words.map((w) => w.replace(/[^\p{L}\p{N}/]/gu, '')),
    );
}

/** The word's letters replaced by the form's, its own punctuation kept ("S0N." for "SDN."). */
const asForm = (word: Word, form: string): Word => ({
  ...word,
  text: word.text.replace(/[\p{L}\p{N}/]+/u, form),
});

const sameLine = (a: Word, b: Word): boolean =>
  Math.abs(a.y + a.h / 2 - (b.y + b.h / 2)) < Math.min(a.h, b.h) / 2 &&
  b.x > a.x &&
  b.x - (a.x + a.w) < a.h * 2;

/** Whether what follows a word on its line closes a name: nothing, a bracket or a number. */
const closes = (next: Word | undefined, last: Word): boolean =>
  !next || !sameLine(last, next) || /^\(|\d/.test(next.text);
const lettersBefore = (before: Word | undefined, first: Word): boolean =>
  !!before && sameLine(before, first) && /^\p{L}{2,}[.,']?$/u.test(before.text);

/** OCR's words with misread legal forms read back. */
export function readBackForms(words: Word[]): Word[] {
  const out = [...words];
  for (let i = 1; i < out.length; i++) {
    const [before, a, b, after] = [out[i - 1], out[i]!, out[i + 1], out[i + 2]];
    if (!lettersBefore(before, a)) continue;
    const pair = b && sameLine(a, b) ? FORMS.get(`${folded(a.text)} ${folded(b.text)}`) : undefined;
    if (pair && b && closes(after, b) && `${a.text} ${b.text}`.toUpperCase() !== pair.join(' ')) {
      out[i] = asForm(a, pair[0]!);
      out[i + 1] = asForm(b, pair[1]!);
      i++;
      continue;
    }
    const one = /\d/.test(a.text) ? FORMS.get(folded(a.text)) : undefined;
    // A fraction closing an item's line ("PIPE 5/8") is not read as a form: a registration must follow.
    if (one?.length === 1 && b && sameLine(a, b) && /^\(|\d/.test(b.text)) out[i] = asForm(a, one[0]!);
  }
  return out;
}
