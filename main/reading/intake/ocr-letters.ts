import { markedLanguage, packByCode } from '../lang';
import { tokens } from '../fold';
import type { Word } from '../types';

/**
 * Ring and accent letters OCR read twice. Tesseract's Latin model, unsure of a mark, sometimes
 * writes the letter twice, once with a mark the page's language does not write beside the one it
 * does: "ALARMOVERVÂÅGNING", "Hâåkansson", "Västeråâs", "tāäckpapp" (10 words on the 657 scans of
 * the bench, all of them so). A name read so is answered as printed, with its stray letter. Of two
 * marked forms of one letter side by side, the one the language's pack does not list among its
 * letters goes; the language is told by the page's own marker words (none told, nothing goes).
 * Both marks a language writes ("coördinatie", "OÖ"), and a letter beside its plain form
 * ("Vallée"), stay as read: Dutch and French write those.
 */

/** The letter without its marks, in small letters: "Å" and "â" are both "a". */
const base = (c: string): string => c.normalize('NFD').charAt(0).toLowerCase();
const marked = (c: string): boolean => c.normalize('NFD').length > 1;

/** Whether `stray` is a misread twin of `kept`: the same letter, its mark one the language lacks. */
const twin = (kept: string, stray: string, letters: string): boolean =>
  marked(kept) &&
  marked(stray) &&
  base(kept) === base(stray) &&
  kept.toLowerCase() !== stray.toLowerCase() &&
  letters.includes(kept.toLowerCase()) &&
  !letters.includes(stray.toLowerCase());

/** The word's text with each stray twin letter taken out. */
function mended(text: string, letters: string): string {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const [before, after] = [chars[i - 1], chars[i + 1]];
    if ((before && twin(before, c, letters)) || (after && twin(after, c, letters))) continue;
    out.push(c);
  }
  return out.join('');
}

/** Two letters of the Latin script beyond a-z side by side (a twin pair among them). */
const TWO_MARKED = /[\u00c0-\u024f\u1e00-\u1eff]{2}/;

/** OCR's words with the stray twin of a marked letter taken out, by the letters of the page's language. */
export function readBackLetters(words: Word[]): Word[] {
  // Most pages have no two marked letters side by side: nothing to tell the language for.
  if (!words.some((w) => TWO_MARKED.test(w.text))) return words;
  const language = markedLanguage(words.flatMap((w) => tokens(w.text)));
  const letters = language ? packByCode(language.code)?.letters : undefined;
  if (!letters) return words;
  return words.map((w) => {
    const text = mended(w.text, letters);
    return text === w.text ? w : { ...w, text };
  });
}
