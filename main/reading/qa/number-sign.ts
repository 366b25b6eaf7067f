import { numberWord } from './question-words';

/**
 * "#" printed for a label's number word: "Check #4127", "Order # 88", "Table #412" for "check
 * number", "order no", "the table number". Pages glue it to the value or set it apart.
 */

/** A number's word that names no document ("N°", "Nr.", "Numéro", "Nummer"). */
export const BARE_NUMBER = /^(?:n|no|nr|num|numero|nummer|number)$/;

/** A "#" glued to the value it numbers ("#4127"). */
export const GLUED_SIGN = /^#\w/;

/**
 * Whether a printed word stands for the label's word `l`: a "#" for its number word. Glued to the
 * value, it can only end the label, since the value goes on in it.
 */
export const numberSign = (printed: string, l: string, last: boolean): boolean =>
  numberWord(l) && (printed === '#' || (last && GLUED_SIGN.test(printed)));

/** Whether a label's last word, ending at `end` of the printed words, is a "#" glued to its value. */
export const gluedSign = (printed: string[], end: number, label: string[]): boolean =>
  GLUED_SIGN.test(printed[end - 1] ?? '') && printed[end - 1] !== label[label.length - 1];
