import type { PageText } from '../types';
import { DOCUMENT_TYPES, markedLanguage } from '../lang';
import { tokens } from './normalize';

/** The document's language (ISO 639-1) by counting marker words; null for too little text. */
export function detectLanguage(pages: PageText[]): { code: string; confidence: number } | null {
  return markedLanguage(pages.flatMap((p) => p.segments.flatMap((s) => tokens(s.text))));
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
