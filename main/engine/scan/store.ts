import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { layoutPage } from '../../reading/intake/layout';
import type { PageText, Word } from '../../reading/types';
import type { LayoutLesson, LessonSource } from '../../reading/qa/learn';
import { writeFileAtomicSync } from '../../util/atomic-write';

/** Feedback is accepted within 24 h of the annotate call, as the service does. */
export const FEEDBACK_WINDOW_MS = 24 * 60 * 60 * 1000;
const MAX_LESSONS = 5000;

type StoredPage = { page: number; width: number; height: number; words: Word[] };
export type Annotation = {
  id: string;
  createdAt: number;
  pages: StoredPage[];
  feedback: {
    at: number;
    tags: string[];
    answers: { question: string; answer: string; pageRef: number }[];
  } | null;
};

/**
 * The scan routes' state under `<dataDir>/scan`: one JSON file per annotation (the page words, so
 * feedback can be located on the page) and the learned layout lessons. Plain files: the engine's
 * state lives under its data folder and survives restarts.
 */
export class ScanStore implements LessonSource {
  private readonly dir: string;
  private readonly annotationsDir: string;
  private readonly lessonsFile: string;
  private cached: LayoutLesson[];

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'scan');
    this.annotationsDir = join(this.dir, 'annotations');
    this.lessonsFile = join(this.dir, 'lessons.json');
    mkdirSync(this.annotationsDir, { recursive: true });
    this.cached = this.readLessons();
    this.sweep();
  }

  private readLessons(): LayoutLesson[] {
    if (!existsSync(this.lessonsFile)) return [];
    try {
      const parsed = JSON.parse(readFileSync(this.lessonsFile, 'utf8')) as unknown;
      return Array.isArray(parsed) ? (parsed as LayoutLesson[]) : [];
    } catch {
      // A damaged lessons file costs what was learned, never the engine.
      return [];
    }
  }

  lessons(): LayoutLesson[] {
    return this.cached;
  }

  addLessons(lessons: LayoutLesson[]): void {
    if (!lessons.length) return;
    this.cached = [...this.cached, ...lessons].slice(-MAX_LESSONS);
    writeFileAtomicSync(this.lessonsFile, JSON.stringify(this.cached));
  }

  private file(id: string): string | null {
    return /^[A-Za-z0-9_-]{8,64}$/.test(id) ? join(this.annotationsDir, `${id}.json`) : null;
  }

  saveAnnotation(id: string, pages: PageText[], now = Date.now()): void {
    const file = this.file(id);
    if (!file) throw new Error('bad annotation id');
    const record: Annotation = {
      id,
      createdAt: now,
      pages: pages.map((p) => ({ page: p.page, width: p.width, height: p.height, words: p.words })),
      feedback: null,
    };
    writeFileAtomicSync(file, JSON.stringify(record));
  }

  getAnnotation(id: string): Annotation | null {
    const file = this.file(id);
    if (!file || !existsSync(file)) return null;
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Annotation;
    } catch {
      return null;
    }
  }

  saveFeedback(annotation: Annotation, feedback: NonNullable<Annotation['feedback']>): void {
    const file = this.file(annotation.id);
    if (!file) return;
    writeFileAtomicSync(file, JSON.stringify({ ...annotation, feedback }));
  }

  static pagesOf(annotation: Annotation): PageText[] {
    return annotation.pages.map((p) => layoutPage(p.page, p.width, p.height, p.words));
  }

  /** Drops annotations past the feedback window: nothing can use them any more. */
  sweep(now = Date.now()): void {
    for (const name of readdirSync(this.annotationsDir)) {
      if (!name.endsWith('.json')) continue;
      const a = this.getAnnotation(name.slice(0, -5));
      if (!a || now - a.createdAt > FEEDBACK_WINDOW_MS * 2)
        rmSync(join(this.annotationsDir, name), { force: true });
    }
  }
}
