import type { PageText } from '../types';
import { DOCUMENT_TYPES, MARKERS } from '../lang';
import { tokens } from './normalize';

/** The document's language (ISO 639-1) by counting marker words; null for too little text. */
export function detectLanguage(pages: PageText[]): { code: string; confidence: number } | null {
  const words = pages.flatMap((p) => p.segments.flatMap((s) => tokens(s.text)));
  if (words.length < 5) return null;
  const scores = Object.entries(MARKERS).map(([code, set]) => ({
    code,
    score: words.filter((w) => set.has(w)).length,
  }));
  scores.sort((a, b) => b.score - a.score);
  const [first, second] = scores;
  if (!first || first.score === 0) return null;
  const margin = (first.score - (second?.score ?? 0)) / first.score;
  return { code: first.code, confidence: Math.round(Math.min(0.95, 0.4 + margin * 0.6) * 100) / 100 };
}

export function documentType(pages: PageText[]): { value: string; confidence: number; pageRef: number } {
  for (const [value, titles] of DOCUMENT_TYPES) {
    for (const p of pages) {
      const lines = p.lines.map((l) => ` ${tokens(l).join(' ')} `);
      if (lines.some((l) => titles.some((t) => l.includes(` ${t} `))))
        return { value, confidence: 0.9, pageRef: p.page };
    }
  }
  return { value: 'OTHER', confidence: 0.3, pageRef: 1 };
}
