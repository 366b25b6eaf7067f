/**
 * Answer checking for the reading benchmark: a bookkeeper does not care whether an amount was
 * printed as "1.589,80 €" or "EUR 1,589.80", only whether it is the right number. Each field kind
 * has its own comparison so the benchmark measures reading, not formatting.
 */

export type FieldKind = 'amount' | 'date' | 'id' | 'name' | 'count';

/** Month names (and their usual abbreviations) in the seven languages the benchmark asks in. */
const MONTHS: Record<string, number> = {};
const monthLists = [
  'january february march april may june july august september october november december',
  'januar februar märz april mai juni juli august september oktober november dezember',
  'jänner feber maerz april mai juni juli august september oktober november dezember',
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
  'januari februari maart april mei juni juli augustus september oktober november december',
  'januar februar marts april maj juni juli august september oktober november december',
  'januari februari mars april maj juni juli augusti september oktober november december',
  'januar februar mars april mai juni juli august september oktober november desember',
];
for (const list of monthLists) {
  list.split(' ').forEach((name, i) => {
    MONTHS[name] = i + 1;
    if (name.length > 3) MONTHS[name.slice(0, 3)] = i + 1;
    if (name.length > 4) MONTHS[name.slice(0, 4)] = i + 1;
  });
}
MONTHS['sept'] = 9;
MONTHS['okt'] = 10;
MONTHS['mrz'] = 3;

const pad = (n: number) => String(n).padStart(2, '0');
function iso(y: number, m: number, d: number): string | null {
  if (y < 100) y += 2000;
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/**
 * Every ISO date a printed date can mean. "03/05/2018" is ambiguous (day first in Europe, month
 * first in the US), so both readings are returned and either may match the truth.
 */
export function parseDates(text: string): string[] {
  const t = text.toLowerCase().normalize('NFC');
  const out = new Set<string>();
  const add = (v: string | null) => v && out.add(v);
  for (const m of t.matchAll(/(\d{4})[-./](\d{1,2})[-./](\d{1,2})/g)) add(iso(+m[1]!, +m[2]!, +m[3]!));
  for (const m of t.matchAll(/(?<!\d)(\d{1,2})[-./](\d{1,2})[-./](\d{4}|\d{2})(?!\d)/g)) {
    add(iso(+m[3]!, +m[2]!, +m[1]!));
    add(iso(+m[3]!, +m[1]!, +m[2]!));
  }
  // 20180305 as printed by some systems.
  for (const m of t.matchAll(/(?<!\d)(20\d{2})(\d{2})(\d{2})(?!\d)/g)) add(iso(+m[1]!, +m[2]!, +m[3]!));
  const word = '([\\p{L}]+)\\.?';
  // "14th March 2024", "1er mars 2024": an ordinal's ending after the day.
  for (const m of t.matchAll(
    new RegExp(`(\\d{1,2})(?:st|nd|rd|th|er)?\\.?\\s*(?:de\\s+)?${word},?\\s*(\\d{4}|\\d{2})`, 'gu'),
  )) {
    const month = MONTHS[m[2]!];
    if (month) add(iso(+m[3]!, month, +m[1]!));
  }
  for (const m of t.matchAll(new RegExp(`${word}\\s*(\\d{1,2})(?:st|nd|rd|th)?,?\\s*(\\d{4})`, 'gu'))) {
    const month = MONTHS[m[1]!];
    if (month) add(iso(+m[3]!, month, +m[2]!));
  }
  // 05-Mar-2018, 05-MAR-18.
  for (const m of t.matchAll(/(\d{1,2})[-/ ]([a-zé]{3,4})[-/ ](\d{4}|\d{2})/gu)) {
    const month = MONTHS[m[2]!];
    if (month) add(iso(+m[3]!, month, +m[1]!));
  }
  return [...out];
}

/** Every number a printed amount can mean ("1.589" is 1589 in German and 1.589 in English). */
export function parseAmounts(text: string): number[] {
  const cleaned = text
    .replace(/[\u00a0\u202f']/g, ' ')
    .replace(/(\d) (?=\d{3}(?!\d))/g, '$1')
    .replace(/(?<=\d),-/g, '');
  const tokens = cleaned.match(/-?\d[\d.,]*/g) ?? [];
  const out: number[] = [];
  for (const raw of tokens) {
    const tok = raw.replace(/[.,]$/, '');
    const lastDot = tok.lastIndexOf('.');
    const lastComma = tok.lastIndexOf(',');
    if (lastDot >= 0 && lastComma >= 0) {
      const dec = lastDot > lastComma ? '.' : ',';
      const other = dec === '.' ? ',' : '.';
      out.push(Number(tok.split(other).join('').replace(dec, '.')));
    } else if (lastDot >= 0 || lastComma >= 0) {
      const sep = lastDot >= 0 ? '.' : ',';
      const parts = tok.split(sep);
      if (parts.length > 2) out.push(Number(parts.join('')));
      else {
        out.push(Number(parts.join('.')));
        if (parts[1]!.length === 3) out.push(Number(parts.join('')));
      }
    } else out.push(Number(tok));
  }
  return out.filter((n) => Number.isFinite(n));
}

/** Legal forms are optional in a name: "Lieferant GmbH" and "Lieferant" are the same company. */
const LEGAL_FORMS = new Set(
  (
    'gmbh ag kg ohg gbr ug ek e.k eg mbh co kgaa se ' +
    'ltd limited inc incorporated llc llp plc corp corporation company pty pvt private ' +
    'sa sas sarl sasu eurl sca snc ' +
    'bv nv vof ' +
    'as asa aps a/s i/s ivs ab hb kb oy oyj ' +
    'sdn bhd berhad'
  ).split(' '),
);

export function nameTokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[&+]/g, ' ')
    .replace(/\b(a\/s|i\/s|s\/b|b\.v|n\.v|e\.k|s\.a|s\.a\.s)\b\.?/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((w) => w.length > 0 && !LEGAL_FORMS.has(w));
}

/**
 * The name in a truth whose party name field holds more than the name, as some e-invoices' do:
 * "GLN 4304171000002\nKunden-Nr. : 009420\nMUSTER-KUNDE GMBH". Lines that are keyed values or
 * long numbers are identifiers, not the name; the other lines, together, are the name (a name
 * printed over two lines stays two lines' worth).
 */
export function nameInTruth(truth: string): string {
  const lines = truth.split(/\n/).map((l) => l.trim());
  const named = lines.filter((l) => l && !/:/.test(l) && !/\d{5,}/.test(l));
  return named.length && named.length < lines.length ? named.join(' ') : truth;
}

export function sameName(answer: string, truth: string): boolean {
  const a = nameTokens(answer);
  const t = nameTokens(nameInTruth(truth));
  if (!a.length || !t.length) return false;
  const as = a.join(' ');
  const ts = t.join(' ');
  // The answer holds the name (with a little more, such as the street): right. The answer is part
  // of the name: right only when it is most of it ("Mitte" is not "Kunden AG Mitte").
  if (` ${as} `.includes(` ${ts} `) && a.length <= 2 * t.length + 4) return true;
  if (as.length >= 3 && ` ${ts} `.includes(` ${as} `) && as.length >= 0.6 * ts.length) return true;
  const setA = new Set(a);
  const setT = new Set(t);
  const common = [...setT].filter((w) => setA.has(w)).length;
  // Word overlap both ways: most of the name's words are in the answer and most of the answer's
  // words are the name's ("GERPANG ALAF RESTAURANTS" is the name, "Mitte" is not "Kunden Mitte").
  return common / setT.size >= 0.6 && common / setA.size >= 0.6;
}

const compact = (s: string) => s.toLowerCase().replace(/\s+/g, '');

/** Whether an answer states the truth, compared the way a bookkeeper would. */
export function isRight(kind: FieldKind, answer: string, truth: string | number): boolean {
  switch (kind) {
    case 'amount': {
      const want = Number(truth);
      const got = parseAmounts(answer);
      // An answer holding several different numbers does not state one amount.
      if (new Set(got.map((n) => Math.abs(n).toFixed(2))).size > 2) return false;
      return got.some((n) => Math.abs(Math.abs(n) - Math.abs(want)) < 0.005);
    }
    case 'date':
      return parseDates(answer).includes(String(truth));
    case 'id':
      return compact(answer) === compact(String(truth));
    case 'name':
      return sameName(answer, String(truth));
    case 'count': {
      const m = answer.match(/\d+/g);
      return m !== null && m.length === 1 && Number(m[0]) === Number(truth);
    }
  }
}
