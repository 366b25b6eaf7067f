import { CONCEPTS, type Concept } from './lexicon';
import { tokenSimilarity, tokens } from './normalize';
import type { ValueType } from './values';

export type ParsedQuestion = {
  text: string;
  /** The thing asked about, when the question maps to a known concept. */
  concept: Concept | null;
  conceptScore: number;
  /** Words that carry the meaning (question words and filler removed), for label search. */
  keywords: string[];
  /** What kind of value the wording asks for ("when" -> date, "how much" -> amount). */
  expected: ValueType | null;
};

/** Question words and filler in the five languages; they never name what is asked. */
const STOP = new Set(
  (
    'what whats which who whom when where how much many is are was were the a an of on in for to this that these it its does do did please give me tell ' +
    'stated listed shown document page by from at as with and or there here ' +
    'hvad hvilken hvilket hvilke hvem hvornar hvor meget mange er var den det de denne dette pa i af til for fra som har med og eller ' +
    'vad vilken vilket vilka vem nar hur mycket manga ar var den det denna detta pa i av till for fran som har med och eller ' +
    'hva hvilken hvilket hvilke hvem nar hvor mye mange er var den det denne dette pa i av til for fra som har med og eller ' +
    'wat welke welk wie wanneer waar hoeveel hoe veel is zijn was de het een van op in voor naar deze dit die er staat met en of ' +
    'charged charge wordt worden gerekend berekend moet moeten ska skall skal blir bliver er der det some den ' +
    'be been being blev blevet ble blitt blir werd wurde ' +
    'we us our ours you your should must need needs have has had will would can could shall vi os vores vor vart var ' +
    'ni er jeres dere deres ons onze jullie moet moeten hebben heeft kan kunne kunnen skulle skall ska skal maste ma ' +
    'invoice invoices faktura fakturaen fakturan fakturaens factuur factuurs the document dokumentet dokument bilag'
  ).split(/\s+/),
);

const EXPECT: [RegExp, ValueType][] = [
  [/^(when|hvornar|nar|wanneer|wann)\b/, 'date'],
  [/\b(which date|what date|hvilken dato|vilket datum|hvilken dato|welke datum|date)\b/, 'date'],
  [/^(how much|hvor meget|hur mycket|hvor mye|hoeveel|wie viel)\b/, 'amount'],
  [/\b(amount|belob|belopp|bedrag|sum|total|totaal|totalt)\b/, 'amount'],
  [/\b(percentage|procent|prosent|percent|rate|sats|tarief)\b/, 'percent'],
  [/^(who|hvem|vem|wie)\b/, 'name'],
  [/\b(address|adresse|adress|adres|where)\b/, 'address'],
];

/** Swedish and Danish definite forms change the stem's end: "nummer" -> "numret", "belopp" -> "beloppet". */
function definiteForm(t: string, p: string): boolean {
  if (p.length < 6 || Math.abs(t.length - p.length) > 3) return false;
  let common = 0;
  while (common < Math.min(t.length, p.length) && t[common] === p[common]) common++;
  return common >= Math.max(5, p.length - 3) && t.length - common <= 3;
}

type PhraseMatch = { covered: Set<number>; weight: number };

/** Where the phrase's tokens occur contiguously in the question; compounds and inflections allowed. */
function matchPhrase(q: string[], phrase: string[]): number[] | null {
  for (let i = 0; i + phrase.length <= q.length; i++) {
    const hit = phrase.every((p, k) => {
      const t = q[i + k] ?? '';
      // "fakturanummeret" is "fakturanummer" + definite ending; "momsbeløbet" likewise.
      return (
        t === p ||
        (p.length >= 4 && t.startsWith(p) && t.length - p.length <= 3) ||
        definiteForm(t, p) ||
        tokenSimilarity(t, p) >= 0.85
      );
    });
    if (hit) return phrase.map((_, k) => i + k);
  }
  return null;
}

/** Party words: in "the supplier's VAT number" they say whose, not what. */
const PARTY =
  /^(supplier|seller|vendor|customer|buyer|receiver|recipient|leverandor|leverantor|leverancier|saelger|saljare|selger|verkoper|kunde|kund|klant|kober|kopare|kjoper|afnemer|modtager|mottagare|mottaker|ontvanger)/;
const GENERIC_NOUNS = new Set([
  'name',
  'navn',
  'navnet',
  'namn',
  'namnet',
  'naam',
  'company',
  'firma',
  'firmaet',
  'bedrijf',
]);
const OF = new Set(['of', 'van', 'af', 'av', 'for', 'fra', 'fran', 'from']);

/** Indexes (in the filtered tokens) of party words used as possessives or after "of". */
function modifiers(all: string[], kept: number[]): Set<number> {
  const out = new Set<number>();
  kept.forEach((orig, i) => {
    const t = all[orig] ?? '';
    if (!PARTY.test(t)) return;
    const genitive =
      all[orig + 1] === 's' || (/(ens|ns|s)$/.test(t) && !/(ens|ns|s)$/.test(t.replace(/(ens|ns|s)$/, '')));
    if (genitive || OF.has(all[orig - 1] ?? '') || OF.has(all[orig - 2] ?? '')) out.add(i);
  });
  return out;
}

function scoreConcept(q: string[], concept: Concept, weak: Set<number> = new Set()): PhraseMatch {
  const covered = new Set<number>();
  let weight = 0;
  const phrases = [
    ...concept.labels.map((l) => ({ l, w: 1 })),
    ...(concept.cues ?? []).map((l) => ({ l, w: 0.9 })),
  ];
  for (const { l, w } of phrases) {
    const pt = tokens(l);
    if (!pt.length) continue;
    const at = matchPhrase(q, pt);
    if (!at) continue;
    const fresh = at.filter((i) => !covered.has(i));
    if (!fresh.length) continue;
    fresh.forEach((i) => covered.add(i));
    weight += fresh.reduce((sum, i) => sum + (weak.has(i) ? 0.3 : 1), 0) * w;
  }
  return { covered, weight };
}

export function parseQuestion(text: string): ParsedQuestion {
  const all = tokens(text);
  const isStop = all.map((t) => STOP.has(t) && t !== 'total');
  // Phrases match the whole question ("invoice no" needs "invoice"), but only the words that carry
  // meaning count towards how much of the question a concept explains.
  const weak = modifiers(
    all,
    all.map((_, i) => i),
  );
  // "The name of the supplier" asks for the supplier: "name" says nothing of whose, so the party
  // word is what is asked about, not a possessive.
  const strong = all.filter((t, i) => !isStop[i] && !weak.has(i) && t.length > 1);
  if (strong.length > 0 && strong.every((t) => GENERIC_NOUNS.has(t))) weak.clear();
  all.forEach((_, i) => {
    if (isStop[i]) weak.add(i);
  });
  const joined = all.join(' ');
  let expected: ValueType | null = null;
  for (const [re, type] of EXPECT) {
    if (re.test(joined)) {
      expected = type;
      break;
    }
  }
  const content = all.map((t, i) => ({ t, i })).filter(({ t, i }) => !isStop[i] && t.length > 1);
  let best: Concept | null = null;
  let bestScore = 0;
  let bestCovered = new Set<number>();
  for (const concept of CONCEPTS) {
    const match = scoreConcept(all, concept, weak);
    let weight = match.weight;
    if (!weight) continue;
    // The wording's value type breaks ties ("when is it due" is a date, not an amount due).
    if (expected && (concept.type === expected || (expected === 'name' && concept.type === 'address')))
      weight += 0.3;
    if (weight > bestScore + 1e-9) {
      best = concept;
      bestScore = weight;
      bestCovered = match.covered;
    }
  }
  const keywords = content.map((c) => c.t);
  // A concept must explain a fair part of what the question says; otherwise the page is searched
  // for the question's own words.
  const explained = content.filter((c) => bestCovered.has(c.i)).length;
  const coverage = content.length ? explained / content.length : 1;
  if (best && (bestScore < 0.9 || (coverage < 0.25 && bestScore < 1.2))) best = null;
  return { text, concept: best, conceptScore: best ? coverage : 0, keywords, expected };
}
