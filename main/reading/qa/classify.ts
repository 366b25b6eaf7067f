import type { PageText } from '../types';
import { tokens } from './normalize';

/** Words frequent on business documents of each language and rare in the others. */
const MARKERS: Record<string, string[]> = {
  en: [
    'invoice',
    'date',
    'due',
    'total',
    'amount',
    'customer',
    'payment',
    'terms',
    'the',
    'and',
    'of',
    'to',
    'vat',
    'number',
    'price',
    'description',
    'bill',
  ],
  da: [
    'faktura',
    'fakturanummer',
    'dato',
    'moms',
    'beløb',
    'belob',
    'kunde',
    'ialt',
    'alt',
    'og',
    'til',
    'betalingsbetingelser',
    'dage',
    'forfaldsdato',
    'antal',
    'stykpris',
    'beskrivelse',
    'ekskl',
    'inkl',
  ],
  sv: [
    'faktura',
    'fakturadatum',
    'datum',
    'moms',
    'belopp',
    'kund',
    'att',
    'betala',
    'och',
    'till',
    'dagar',
    'förfallodatum',
    'forfallodatum',
    'antal',
    'summa',
    'exkl',
    'inkl',
    'beskrivning',
  ],
  no: [
    'faktura',
    'fakturadato',
    'dato',
    'mva',
    'beløp',
    'belop',
    'kunde',
    'betale',
    'og',
    'til',
    'dager',
    'forfallsdato',
    'antall',
    'sum',
    'eks',
    'inkl',
    'beskrivelse',
    'totalt',
  ],
  nl: [
    'factuur',
    'factuurnummer',
    'factuurdatum',
    'datum',
    'btw',
    'bedrag',
    'klant',
    'te',
    'betalen',
    'en',
    'van',
    'dagen',
    'vervaldatum',
    'aantal',
    'totaal',
    'excl',
    'incl',
    'omschrijving',
  ],
  de: [
    'rechnung',
    'rechnungsnummer',
    'datum',
    'mwst',
    'betrag',
    'kunde',
    'und',
    'der',
    'die',
    'tage',
    'menge',
    'summe',
    'netto',
    'gesamt',
  ],
};

/** The document's language (ISO 639-1) by counting marker words; null for too little text. */
export function detectLanguage(pages: PageText[]): { code: string; confidence: number } | null {
  const words = pages.flatMap((p) => p.segments.flatMap((s) => tokens(s.text)));
  if (words.length < 5) return null;
  const scores = Object.entries(MARKERS).map(([code, markers]) => {
    const set = new Set(markers.map((m) => tokens(m)[0] ?? m));
    return { code, score: words.filter((w) => set.has(w)).length };
  });
  scores.sort((a, b) => b.score - a.score);
  const [first, second] = scores;
  if (!first || first.score === 0) return null;
  const margin = (first.score - (second?.score ?? 0)) / first.score;
  return { code: first.code, confidence: Math.round(Math.min(0.95, 0.4 + margin * 0.6) * 100) / 100 };
}

const TYPES: [string, RegExp][] = [
  ['CREDIT_NOTE', /\b(credit note|kreditnota|kreditfaktura|creditnota|creditfactuur|gutschrift)\b/i],
  ['RECEIPT', /\b(receipt|kvittering|kvitto|bon|kassabon|quittung)\b/i],
  [
    'ORDER_CONFIRMATION',
    /\b(order confirmation|ordrebekræftelse|orderbekräftelse|ordrebekreftelse|orderbevestiging)\b/i,
  ],
  ['INVOICE', /\b(invoice|faktura|factuur|rechnung)\b/i],
];

export function documentType(pages: PageText[]): { value: string; confidence: number; pageRef: number } {
  for (const [value, re] of TYPES) {
    for (const p of pages)
      if (p.lines.some((l) => re.test(l))) return { value, confidence: 0.9, pageRef: p.page };
  }
  return { value: 'OTHER', confidence: 0.3, pageRef: 1 };
}
