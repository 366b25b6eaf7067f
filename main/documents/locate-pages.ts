import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentAnswerView } from '../../preload/contract/documents';
import { layoutPage } from '../reading/intake/layout';
import { locateAnswer } from '../reading/locate-answer';
import type { PageText } from '../reading/types';
import { writeFileAtomicSync } from '../util/atomic-write';

/** On disk: one line per word, numbers rounded (a tenth of a point is far below what anyone sees). */
type WordsFile = {
  version: 1;
  pages: {
    page: number;
    width: number;
    height: number;
    rotation?: number;
    words: [string, number, number, number, number][];
  }[];
};

type Doc = { id: number; file: string };

const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Keeps each document's words with positions (what intake read) beside the original file, so
 * answers can be located on their page long after reading: `<original>.words.json`. A few
 * documents' pages stay in memory, as the viewer asks for the same document again and again.
 */
export class AnswerLocator {
  private readonly cache = new Map<number, PageText[]>();

  constructor(private readonly dataDir: string) {}

  private path(doc: Doc): string {
    return join(this.dataDir, `${doc.file}.words.json`);
  }

  has(doc: Doc): boolean {
    return existsSync(this.path(doc));
  }

  save(doc: Doc, pages: PageText[]): void {
    const data: WordsFile = {
      version: 1,
      pages: pages.map((p) => ({
        page: p.page,
        width: r1(p.width),
        height: r1(p.height),
        ...(p.rotation ? { rotation: p.rotation } : {}),
        words: p.words.map((w) => [w.text, r1(w.x), r1(w.y), r1(w.w), r1(w.h)]),
      })),
    };
    const target = this.path(doc);
    // Written whole then renamed: a crash mid-write leaves no half file to misread later.
    writeFileAtomicSync(target, JSON.stringify(data));
    this.cache.delete(doc.id);
  }

  forget(doc: Doc): void {
    this.cache.delete(doc.id);
    rmSync(this.path(doc), { force: true });
  }

  private pages(doc: Doc): PageText[] | null {
    const hit = this.cache.get(doc.id);
    if (hit) return hit;
    let data: WordsFile;
    try {
      data = JSON.parse(readFileSync(this.path(doc), 'utf8')) as WordsFile;
    } catch {
      return null; // read before words were kept, or an e-invoice (no pages to show)
    }
    if (data.version !== 1) return null;
    const pages = data.pages.map((p) => ({
      ...layoutPage(
        p.page,
        p.width,
        p.height,
        p.words.map(([text, x, y, w, h]) => ({ text, x, y, w, h })),
      ),
      ...(p.rotation ? { rotation: p.rotation } : {}),
    }));
    if (this.cache.size >= 8) this.cache.delete(this.cache.keys().next().value ?? -1);
    this.cache.set(doc.id, pages);
    return pages;
  }

  /** The answers with the box of what each shows (the correction when there is one), where found. */
  withBoxes(doc: Doc, answers: DocumentAnswerView[]): DocumentAnswerView[] {
    const pages = answers.length ? this.pages(doc) : null;
    if (!pages) return answers;
    return answers.map((a) => {
      const shown = a.trueAnswer ?? a.answer;
      const box = shown ? locateAnswer(pages, shown, { pageRef: a.pageRef, question: a.question }) : null;
      return box ? { ...a, box } : a;
    });
  }
}
