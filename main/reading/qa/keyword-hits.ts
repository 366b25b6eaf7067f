import { wordMatch } from './keyword-match';
import { modelMemo } from './model-memo';
import type { PageModel, SegmentInfo } from './page-types';

/**
 * Where a page prints a question's word: for each segment with a word matching it (wordMatch), the
 * pairs of that word's index and how well it matches, in the segment's order. Kept per page: the
 * same words are asked in many questions, and matching each against every word of the page was
 * most of reading a page by its own labels (locate.ts).
 */
export function keywordHits(model: PageModel, asked: string): Map<SegmentInfo, number[]> {
  return hits(model, asked, () => {
    const found = new Map<SegmentInfo, number[]>();
    for (const info of model.segs) {
      let pairs: number[] | undefined;
      for (let i = 0; i < info.tokens.length; i++) {
        const score = wordMatch(info.tokens[i]!, asked);
        if (score > 0) (pairs ??= []).push(i, score);
      }
      if (pairs) found.set(info, pairs);
    }
    return found;
  });
}

const hits = modelMemo<string, Map<SegmentInfo, number[]>>();

/** Whether the segment prints the word itself, a form of it or a close slip (0.85 and up). */
export function printsWord(model: PageModel, info: SegmentInfo, asked: string): boolean {
  const pairs = keywordHits(model, asked).get(info);
  if (!pairs) return false;
  for (let p = 1; p < pairs.length; p += 2) if (pairs[p]! >= 0.85) return true;
  return false;
}
