import { chooseConcept } from '../intent/choose';
import { askedFirst } from '../intent/features';
import { conceptById, type Concept } from './lexicon';
import { byParty, otherPartyRead, twins } from './question-party';
import { sideByRole } from './side-by-role';
import { unknownWords } from './question-unexplained';
import { withPlainDocument } from './question-document';
import { cueAlone, sharedWord } from './question-words';
import { scoreConcept } from './question-score';
import { labelThenWhose, nameWithin, unreadBy, wordless, withinLabel } from './question-ties';
import type { ValueType } from './values';

/** The rules' best reading of a question's words (question.ts). */
export type RulesReading = {
  best: Concept | null;
  bestScore: number;
  bestCovered: Set<number>;
  bestLabelled: boolean;
  bestWorded: boolean;
  bestWordedOne: boolean;
};

/** What question.ts has read of a question when the classifier is asked. */
export type Asking = {
  text: string;
  all: string[];
  clause: number[];
  /** The lead-in's words: why it is asked, not what. */
  aside: Set<number>;
  lang: string | null;
  isStop: boolean[];
  weak: Set<number>;
  content: { t: string; i: number }[];
  trades: Set<number>;
  expected: ValueType | null;
  /** The wording opens by asking the expected kind ("When ...", "How much ..."). */
  asked: boolean;
  /** A rate asked as a figure ("Wie hoch ist der Mehrwertsteuersatz?"). */
  rateAsFigure: boolean;
  rules: RulesReading;
};

/**
 * Which reading stands, the rules' or the learned classifier's: the classifier reads the
 * re-wordings no pack lists, the rules keep what the question's own words say word for word
 * (a printed label, the kind its question word asks).
 */
export function learnedOverRules(q: Asking): Pick<RulesReading, 'best' | 'bestScore' | 'bestCovered'> {
  const { text, all, clause, aside, lang, isStop, weak, content, trades, expected, asked, rateAsFigure } = q;
  const { bestLabelled, bestWorded, bestWordedOne } = q.rules;
  let { best, bestScore, bestCovered } = q.rules;
  // Re-wordings the rules do not know ("Who billed us?") are read by the learned classifier when it
  // is sure (intent/choose.ts); a printed label in the question stays the rules' to read.
  // The wording's kind vetoes the classifier when a question word says it ("When ...", "How much
  // ..."); a word met later ("pay" in "By when do we need to pay?") does not.
  // A label of another kind than the question opens asking for ("Van wie komt deze rekening?":
  // who, and "rekening" labels a bank account) does not keep the reading from the classifier.
  const fits =
    !best ||
    !expected ||
    best.type === expected ||
    (expected === 'name' && best.type === 'address') ||
    rateAsFigure;
  // The rules' reading accounts for every word but the question words.
  const coversAll = content.length > 0 && content.every((c) => bestCovered.has(c.i));
  // The classifier reads what is asked, not the lead-in's why.
  const askingText = aside.size
    ? text
        .split(/[,;]/)
        .slice(clause[all.findIndex((_, i) => !aside.has(i))] ?? 0)
        .join(',')
    : text;
  const chosen = chooseConcept(withPlainDocument(askingText, lang), {
    concept: best?.id ?? null,
    labelled: bestLabelled && (fits || !asked),
    expected: expected === 'date' || askedFirst(all, expected) ? expected : null,
    // Read from question words alone ("aan wie" in "Aan wie moeten we betalen?"), not a cue's word.
    fromQuestionWords: [...bestCovered].every((i) => isStop[i]),
    coversAll,
    // The question's roles say whose name is asked ("Who's the landscaper billing us?"): side-by-role.ts.
    sided: sideByRole(all, lang) !== null,
  });
  // A question about a thing no pack names ("the project code") is the page's own labels' to find:
  // the classifier's nearest concept ("bank account" for "code") would search for the wrong kind.
  const unknownSubject = !best && unknownWords(all, content, trades, lang).length > 0;
  if (!chosen) best = null;
  const learned = chosen?.learned && !unknownSubject ? conceptById.get(chosen.concept) : undefined;
  // The classifier knows a pair of twins as one ("Where was this bought?" is an address, or where
  // a party is, to it): which of the two is the rules' to say.
  // Nor does it override a reading the question words as the pack does, word for word, when none
  // of its words speaks for the classifier's ("Hvad er kundens navn?" is the customer's name; the
  // classifier met "kundens" mostly in "kundens momsnummer").
  const learnedMatch = learned && learned !== best ? scoreConcept(all, learned, weak, lang) : null;
  // So is a label word for word no word of the classifier's reading, which reads none of the question's.
  const ownLabel =
    bestWordedOne && !!learned && unreadBy(learned, learnedMatch?.covered, all, bestCovered, isStop);
  const wordedAll =
    // A label of one word ("Customer?") only where the wording asks its kind: "Hoeveel bedraagt de
    // rekening?" asks an amount, whatever "rekening" labels (a bank account).
    (bestWorded || (bestWordedOne && fits)) && bestScore >= 0.9 && coversAll;
  // Or every meaningful word read as the concept's cues, two at least ("Welk saldo staat er nog
  // open?": the balance still open), but a trade saying whose ("bij het vertaalbureau"), where the
  // classifier reads none of them.
  const cued = content.filter((c) => !trades.has(c.i));
  const cuedAll = cued.length > 1 && cued.every((c) => bestCovered.has(c.i)) && bestScore >= 1.2;
  // So is a tax the question names by its label alone ("How much HST was charged?"): read as the
  // bill's amount by its other words, which are question words, it would give the gross.
  const unspoken =
    !!learnedMatch &&
    // Or the other party's name, read by the rules from every word (question-party.ts).
    (learned?.type !== best?.type ||
      best?.id === 'total_vat' ||
      otherPartyRead(learned, best, content, bestCovered)) &&
    ![...learnedMatch.covered].some((i) => !isStop[i]);
  // Nor does a reading of another kind whose words are all part of a longer label the rules read.
  // Nor one that reads the words only as look-alikes of its own ("Debiteur?" as "Debiteurnr."),
  // when the rules read them as a label, word for word: the debtor is the customer, not its number.
  const lookAlike =
    bestWordedOne &&
    !!learned &&
    !!learnedMatch?.covered.size &&
    [...learnedMatch.covered].every((i) => isStop[i] || !learned.words.has(all[i]!));
  const inLabel =
    !!best &&
    bestLabelled &&
    fits &&
    // Of the same kind too, where the classifier's reading rests on shared words alone and the
    // label is all the question asks: in "the invoice's PO number" the label "PO number" says
    // which number, "number" any ("le total TVA comprise" has a word more, the classifier's).
    (learned?.type !== best.type ||
      (coversAll && [...(learnedMatch?.covered ?? [])].every((i) => sharedWord(all[i]!)))) &&
    withinLabel(learnedMatch?.covered, bestCovered, isStop);
  // Nor, between two parties' names, one whose words are all within a longer phrase (question-ties.ts).
  const within = nameWithin(best, bestCovered, learned, learnedMatch?.covered);
  // Nor a date no word of the question speaks for, against the rules' reading of most words.
  const unread = wordless(learned, learnedMatch?.covered, best, bestCovered, content);
  const whoseAfter = labelThenWhose(
    best,
    bestWorded || bestWordedOne,
    bestCovered,
    learned,
    learnedMatch?.covered,
  );
  if (
    learned &&
    !inLabel &&
    !within &&
    !whoseAfter &&
    !(best && twins(byParty(learned, expected, null) ?? learned, best)) &&
    // Unless the rules' reading is of another kind than the question asks: "Who has to pay this
    // invoice?" is no amount to pay, though "pay" is its only word.
    // A one-word question the rules read word for word as a cue ("Établissement ?") is theirs too.
    !(
      (wordedAll || ownLabel || cueAlone(best, content) || unread || cuedAll) &&
      (unspoken || lookAlike) &&
      fits
    )
  ) {
    // Words many concepts share ("number", "date") that the rules read keep saying what kind of
    // value is asked, whichever concept the classifier chose: the word before one still has to
    // name which ("the contract number" is no bank account's, however sure the classifier is).
    if (learnedMatch)
      bestCovered = new Set([
        ...learnedMatch.covered,
        ...[...bestCovered].filter((i) => sharedWord(all[i]!)),
      ]);
    best = learned;
    bestScore = Math.max(bestScore, 1.2);
  }
  return { best, bestScore, bestCovered };
}
