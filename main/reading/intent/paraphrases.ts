import { readFileSync } from 'node:fs';
import { CONCEPT_DEFS } from '../concepts';
import { tokens } from '../fold';
import { PACKS, words, type LanguagePack } from '../lang';
import { hash32 } from './features';
import { resourcesDir } from '../../util/paths';
import { seededRandom } from '../../util/random';

/**
 * The question classifier's training and test questions. Generated ones put each language pack's
 * labels and cues for a concept into that language's question frames (resources/reading/intent/
 * frames.tsv: "what is the {x}", "hvornår er {x}"). Written ones (written.tsv) were written by hand,
 * independently of the frames, as a bookkeeper would ask; those marked `test` never train the model
 * and measure how well it understands wordings nobody generated.
 */
export type Paraphrase = {
  lang: string;
  concept: string;
  text: string;
  written?: boolean;
  /** An everyday wording (everyday.tsv): it trains the classifier, not the known words. */
  everyday?: boolean;
};

/** Everyday wordings of the plain questions, in written.tsv's format (see trainingQuestions). */
export const EVERYDAY = 'everyday.tsv';

type Frames = { byType: Map<string, string[]>; definite: string[] };

const CONCEPT_TYPE = new Map(CONCEPT_DEFS.map((d) => [d.id, d.type as string]));

/**
 * frames.tsv: `lang <TAB> value types (comma-separated, * for any) <TAB> frame with {x}`. A type
 * `cue:T` frames a question cue of type T; `cue:T@receiver` or `@supplier` only that party's cues;
 * `vat:T` frames the pack's VAT words for the concept of type T; `party` frames whose-wordings.
 */
export function parseFrames(tsv: string): Map<string, Frames> {
  const out = new Map<string, Frames>();
  for (const line of tsv.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [lang = '', types = '', frame = ''] = line.split('\t');
    const f = out.get(lang) ?? { byType: new Map<string, string[]>(), definite: [] };
    out.set(lang, f);
    // Scandinavian definite endings ("nummer" -> "nummeret"): asked that way, printed without.
    if (types === 'definite') f.definite.push(...words(frame));
    else for (const t of types.split(',')) f.byType.set(t.trim(), [...(f.byType.get(t.trim()) ?? []), frame]);
  }
  return out;
}

/** written.tsv: `lang <TAB> concept <TAB> train|test <TAB> question`. */
export function parseWritten(
  tsv: string,
  file = 'written.tsv',
): (Paraphrase & { split: 'train' | 'test' })[] {
  return tsv
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [lang = '', concept = '', split = '', text = ''] = l.split('\t');
      if (!CONCEPT_TYPE.has(concept) || (split !== 'train' && split !== 'test') || !text)
        throw new Error(`${file}: cannot read the line "${l}" (lang, concept, train|test, question).`);
      return { lang, concept, split, text };
    });
}

/**
 * Each phrase goes to one concept per language: a word that is one concept's label and another's
 * cue ("date": the invoice date's label, the due date's cue) trains the concept it labels, and
 * between two labels the concept listed first (concepts.ts order, the rules' tie-break) keeps it.
 */
type Phrase = {
  phrase: string;
  label: boolean;
  /** A verb of spending cueing a concept that is no amount ("trukket" of the due date). */
  spends?: boolean;
};

function phrasesByConcept(pack: LanguagePack): Map<string, Phrase[]> {
  const owner = new Map<string, { concept: string; label: boolean }>();
  for (const label of [true, false])
    for (const def of CONCEPT_DEFS) {
      const w = pack.concepts[def.id];
      for (const phrase of words(label ? w?.labels : w?.cues)) {
        const key = tokens(phrase).join(' ');
        if (key && !owner.has(key)) owner.set(key, { concept: def.id, label });
      }
    }
  // "excluding VAT", "uden moms", "ohne MwSt." name the totals as conceptWords (lang/index.ts) does.
  const cross = (a: string | undefined) =>
    words(a).flatMap((x) => words(pack.vatWords).map((v) => tokens(`${x} ${v}`).join(' ')));
  for (const [list, concept] of [
    [pack.excluding, 'total_excl'],
    [pack.including, 'total_incl'],
  ] as const)
    for (const key of cross(list)) if (!owner.has(key)) owner.set(key, { concept, label: true });
  // A verb of spending ("trukket", "afgerekend", "abgebucht") asks what was paid, unless the
  // question asks otherwise ("Wanneer is er afgerekend?": the date).
  const spending = new Set(words(pack.spending).map((w) => tokens(w).join(' ')));
  const out = new Map<string, Phrase[]>();
  for (const [phrase, { concept, label }] of owner) {
    const spends = !label && spending.has(phrase) && CONCEPT_TYPE.get(concept) !== 'amount';
    out.set(concept, [...(out.get(concept) ?? []), { phrase, label, spends }]);
  }
  return out;
}

/**
 * The pack's party words, each on the side its concepts use it for ("seller" names the supplier,
 * "buyer" the receiver), so "the buyer's VAT number" trains the receiver's VAT number.
 */
function partySides(pack: LanguagePack): { word: string; side: 'supplier' | 'receiver' | null }[] {
  const of = (id: string) =>
    new Set(
      tokens(`${pack.concepts[id]?.labels ?? ''} ${pack.concepts[id]?.cues ?? ''}`.replace(/\|/g, ' ')),
    );
  const supplier = of('supplier_name');
  const receiver = of('receiver_name');
  return words(pack.parties).map((word) => {
    const t = tokens(word)[0] ?? '';
    const side =
      supplier.has(t) && !receiver.has(t)
        ? 'supplier'
        : receiver.has(t) && !supplier.has(t)
          ? 'receiver'
          : null;
    return { word, side };
  });
}

/**
 * What a concept's cues say in one word: the issuer's ("issued", "gestellt", "sendte", "envoyé")
 * or the amount due's ("owe", "betalen", "payer"); not a party's name ("seller", "Absender") nor
 * a printed label.
 */
function issuerVerbs(pack: LanguagePack, phrases: Phrase[]): string[] {
  const parties = words(pack.parties).flatMap((w) => tokens(w));
  return phrases
    .filter(
      ({ phrase, label }) => !label && !phrase.includes(' ') && !parties.some((p) => phrase.startsWith(p)),
    )
    .map(({ phrase }) => phrase);
}

/** A slip of the keyboard in one longer word (dropped or doubled letter, two letters swapped). */
function slip(text: string, rand: () => number): string {
  const ws = text.split(' ');
  const long = ws.map((w, i) => ({ w, i })).filter(({ w }) => w.length >= 6);
  const pick = long[Math.floor(rand() * long.length)];
  if (!pick) return text;
  const { w, i } = pick;
  const at = 1 + Math.floor(rand() * (w.length - 2));
  const kind = Math.floor(rand() * 3);
  ws[i] =
    kind === 0
      ? w.slice(0, at) + w.slice(at + 1)
      : kind === 1
        ? w.slice(0, at) + w[at] + w.slice(at)
        : w.slice(0, at - 1) + w[at] + w[at - 1] + w.slice(at + 1);
  return ws.join(' ');
}

function shuffled<T>(list: T[], rand: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The wordings of one concept in one pack: labels in every frame, cues in the frames of their kind. */
function conceptWordings(
  pack: LanguagePack,
  f: Frames,
  concept: string,
  phrases: Phrase[],
  issuerVerbs: string[],
  payVerbs: string[],
): [string[], string[]] {
  const type = CONCEPT_TYPE.get(concept) ?? '';
  const stop = new Set(tokens(pack.stopWords.replace(/\|/g, ' ')));
  const labelFrames = [...(f.byType.get('*') ?? []), ...(f.byType.get(type) ?? [])];
  // The pack's own words for asking this type ("when", "which date", "how much") open a cue; so do
  // the frames written for cues of this type ("when was the invoice {x}", "who {x} the invoice").
  const asks = words(pack.asks[type as keyof LanguagePack['asks']]).map((a) => `${a.replace(/^\^/, '')} {x}`);
  const side = concept.startsWith('supplier_')
    ? 'supplier'
    : concept.startsWith('receiver_')
      ? 'receiver'
      : null;
  // The active frames ("who {x} the invoice", "who {x}") say who did it: the supplier. A receiver's
  // cue ("billed", "addressed") goes in its own, passive frames ("who was {x}"), or "who billed the
  // invoice" would teach that the biller is the customer.
  const sided = f.byType.get(`cue:${type}@${side}`) ?? [];
  const cueFrames =
    side === 'receiver' && sided.length
      ? [...sided, ...(f.byType.get(type) ?? []), '{x}?']
      : [...(f.byType.get(`cue:${type}`) ?? []), ...sided, ...(f.byType.get(type) ?? []), ...asks, '{x}?'];
  const labelled: string[] = [];
  const cued: string[] = [];
  // A verb of spending cues a concept that is no amount only where the question asks that kind
  // ("hvornår er {x}"): alone ("trukket?") or with a party it would teach that the verb asks it,
  // and "Hvad blev der trukket på Dankortet?" read as the due date.
  const asking = new Set([...(f.byType.get(`cue:${type}`) ?? []), ...asks]);
  for (const { phrase, label, spends } of phrases) {
    const forms = [phrase];
    if (!phrase.includes(' ') && phrase.length >= 4) for (const d of f.definite) forms.push(`${phrase}${d}`);
    for (const form of forms) {
      // A cue opening with a question word ("who issued", "hvor meget") is a question already.
      const isQuestion = stop.has(tokens(form)[0] ?? '');
      const use = isQuestion
        ? ['{x}', '{x}?']
        : label
          ? labelFrames
          : spends
            ? cueFrames.filter((fr) => asking.has(fr))
            : cueFrames;
      for (const frame of use) (label ? labelled : cued).push(frame.replace('{x}', form));
    }
  }
  // "Wie viel Prozent Mehrwertsteuer?": the pack's VAT words in the frames of this kind ("vat:percent")
  // ask for the rate, though "Mehrwertsteuer" alone names the VAT total.
  for (const frame of f.byType.get(`vat:${type}`) ?? [])
    for (const vat of words(pack.vatWords)) cued.push(frame.replace('{x}', vat));
  // "The supplier's phone number": a party word says whose, not what (not for names and addresses).
  const parties =
    type === 'name' || type === 'address' ? [] : partySides(pack).filter((s) => !side || s.side === side);
  for (const { phrase } of phrases.filter((p) => !p.spends))
    for (const frame of f.byType.get('party') ?? [])
      for (const party of parties) cued.push(frame.replace('{x}', phrase).replace('{p}', party.word));
  // The issuer's verbs turned towards the receiver ("to whom was it sent", "Wem wurde die Rechnung
  // gestellt?", "hvem sendte de fakturaen til"): the one billed, sent to or sold to is the customer.
  if (concept === 'receiver_name')
    for (const frame of f.byType.get('towards') ?? [])
      for (const verb of issuerVerbs) cued.push(frame.replace('{x}', verb));
  // Whom we pay or owe is the issuer ("Who do we owe?", "Aan wie moeten we betalen?"): the amount
  // due's one-word cues in frames whose subject is "we".
  if (concept === 'supplier_name')
    for (const frame of f.byType.get('payee') ?? [])
      for (const verb of payVerbs) cued.push(frame.replace('{x}', verb));
  // "Where is the buyer?" asks for the receiver's address: the party itself in the address frames.
  if (type === 'address')
    for (const frame of f.byType.get('address') ?? [])
      for (const party of partySides(pack).filter((s) => s.side !== 'supplier'))
        cued.push(frame.replace('{x}', party.word));
  return [labelled, cued];
}

/**
 * Concepts the classifier learns as their party's twin: the issuer's address is asked with the
 * words of the customer's ("address", "where", "Anschrift"), and the party named turns one into the
 * other (qa/question-party.ts). A class of its own would split the same wordings between two
 * classes; the wordings that ask for it without a party ("Where was this bought?") are its pack
 * cues, which the rules read.
 */
const LEARNT_AS_TWIN = new Set(['supplier_address']);

/**
 * Questions generated for every language and concept: at most `perConcept` each, half from labels
 * and half from cues and whose-wordings (labels alone would drown the cues: a label fits every
 * frame), sampled with a fixed seed so the same packs train the same model. Each language's
 * concept draws from its own seed: with one stream for all, a word added to one pack redrew the
 * sample of every concept after it (19,286 of 31,432 generated questions changed between two
 * retrainings), and the model moved answers no added word had to do with ("What is the name of the
 * company that issued the invoice?" read as the invoice date).
 */
export function generateParaphrases(framesTsv: string, perConcept = 160, seed = 11): Paraphrase[] {
  const frames = parseFrames(framesTsv);
  const out: Paraphrase[] = [];
  for (const pack of PACKS) {
    const f = frames.get(pack.code);
    if (!f) continue;
    const byConcept = phrasesByConcept(pack);
    const verbs = issuerVerbs(pack, byConcept.get('supplier_name') ?? []);
    const pay = issuerVerbs(pack, byConcept.get('amount_due') ?? []);
    for (const [concept, phrases] of byConcept) {
      if (LEARNT_AS_TWIN.has(concept)) continue;
      const rand = seededRandom(hash32(`${seed}|${pack.code}|${concept}`));
      const [labelled, cued] = conceptWordings(pack, f, concept, phrases, verbs, pay).map((l) =>
        shuffled(l, rand),
      ) as [string[], string[]];
      const fromCues = cued.slice(0, Math.max(perConcept / 2, perConcept - labelled.length));
      const picked = [...labelled.slice(0, perConcept - fromCues.length), ...fromCues];
      for (const text of picked)
        out.push({ lang: pack.code, concept, text: rand() < 0.15 ? slip(text, rand) : text });
    }
  }
  return out;
}

const resource = (name: string): string => readFileSync(resourcesDir('reading', 'intent', name), 'utf8');

/** A question's words, the way two wordings that differ only in case or punctuation are one. */
export const questionKey = (text: string): string => tokens(text).join(' ');

/**
 * The generated questions plus the written ones that train. The held-out questions stay out, even
 * when a frame happens to generate one ("hvad er nettobeløbet"): they measure the model.
 */
export function trainingQuestions(): Paraphrase[] {
  const written = parseWritten(resource('written.tsv')).filter((w) => w.split === 'train');
  const held = new Set(
    [
      ...heldOutQuestions(),
      ...heldOutQuestions(EVERYDAY),
      ...rewordedQuestions(),
      ...LATER_REWORDED.flatMap((file) => rewordedQuestions(file)),
    ].map((q) => questionKey(q.text)),
  );
  // Everyday wordings name businesses and things bought ("the pub", "the guest", "the card"): they
  // teach the classifier how people ask, but a word known from them would let "the guest's phone
  // number" pass for a phone number asked of no one the page shows (intent/vocabulary.ts).
  const everyday = parseWritten(resource(EVERYDAY), EVERYDAY).filter((w) => w.split === 'train');
  return [
    ...generateParaphrases(resource('frames.tsv')),
    ...written.map(({ lang, concept, text }) => ({ lang, concept, text, written: true })),
    ...everyday.map(({ lang, concept, text }) => ({ lang, concept, text, written: true, everyday: true })),
  ].filter((q) => !held.has(questionKey(q.text)));
}

/**
 * A later held-out set in reworded.tsv's format, written before the classifier was retrained on
 * that day's training questions (who is paid, words with two meanings, polite openings): a set
 * measured once before and once after, so the gain is not the set's own.
 */
export const SECOND_REWORDED = 'reworded-second.tsv';
/** The set written before payment terms asked as a duration were trained ("How long do we have to pay?"). */
export const THIRD_REWORDED = 'reworded-third.tsv';
/** Every later held-out set: none of their questions ever trains the model. */
export const LATER_REWORDED = [SECOND_REWORDED, THIRD_REWORDED];

/**
 * reworded.tsv (or a later set in its format): `lang <TAB> concept|none <TAB> question`, re-wordings
 * written apart from the frames and from written.tsv, never trained on. `none` is a question about
 * a thing no known concept names ("the flight number"): understood right, it maps to no concept.
 */
export function rewordedQuestions(file = 'reworded.tsv'): Paraphrase[] {
  return resource(file)
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [lang = '', concept = '', text = ''] = l.split('\t');
      if ((concept !== 'none' && !CONCEPT_TYPE.has(concept)) || !text)
        throw new Error(`${file}: cannot read the line "${l}" (lang, concept or none, question).`);
      return { lang, concept, text };
    });
}

/** The written questions that never train the model: they measure it. */
export function heldOutQuestions(file = 'written.tsv'): Paraphrase[] {
  return parseWritten(resource(file), file)
    .filter((w) => w.split === 'test')
    .map(({ lang, concept, text }) => ({ lang, concept, text }));
}
