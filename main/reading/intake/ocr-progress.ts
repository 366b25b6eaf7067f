/**
 * OCR progress that moves. Tesseract reports progress only while it recognises text; before that it
 * starts (loading its language model takes a second) and analyses the page's layout, silently, for
 * a second or more on a full page: a bar at 0% for 11 s looks like a hang. So the phases share the
 * bar: preparing the picture up to 5%, starting the OCR engine up to 15% (its own loading
 * reports), reading a band of the page both ways up to tell which way up it is up to 25% (each
 * read's own reports), the silent layout analysis creeping towards 35% on a timer, and recognition
 * the rest. The value never goes back.
 */

/** Where each phase ends on the bar. */
const PREPARED = 0.05;
const STARTED = 0.15;
const ORIENTED = 0.25;
const ANALYSED = 0.35;
/** How fast the silent layout phase creeps: about two thirds of its share after this long. */
const ANALYSIS_MS = 4000;
const TICK_MS = 250;

/** Tesseract's start-up steps, in the order it reports them. */
const START_STEPS = [
  'loading tesseract core',
  'initializing tesseract',
  'loading language traineddata',
  'initializing api',
];

export class OcrProgress {
  private last = 0;
  private timer: NodeJS.Timeout | null = null;
  /** The share of the bar recognition fills: the whole rest, or part of it when a page is read twice. */
  private span = { from: ANALYSED, to: 1 };

  constructor(private readonly report: ((fraction: number) => void) | undefined) {}

  private emit(fraction: number): void {
    const f = Math.min(1, Math.max(this.last, fraction));
    if (f <= this.last && f !== 0) return;
    this.last = f;
    this.report?.(Math.round(f * 1000) / 1000);
  }

  started(): void {
    this.emit(0);
  }

  prepared(): void {
    this.emit(PREPARED);
  }

  /** A message from tesseract's logger. */
  message(m: { status: string; progress: number }): void {
    const step = START_STEPS.indexOf(m.status);
    if (step >= 0) {
      const share = (STARTED - PREPARED) / START_STEPS.length;
      this.emit(PREPARED + share * (step + Math.min(1, Math.max(0, m.progress))));
      return;
    }
    if (m.status === 'recognizing text') {
      this.stopTicking();
      const { from, to } = this.span;
      this.emit(from + (to - from) * Math.min(1, Math.max(0, m.progress)));
    }
  }

  /**
   * Read `k` of `of` of a sample band is about to start: its recognition fills its share of the
   * orientation phase.
   */
  orienting(k: number, of: number): void {
    this.stopTicking();
    const share = (ORIENTED - STARTED) / of;
    this.emit(STARTED + share * k);
    this.span = { from: STARTED + share * k, to: STARTED + share * (k + 1) };
  }

  /** Recognition is about to start: the layout analysis before it reports nothing, so the bar creeps. */
  recognising(): void {
    this.stopTicking();
    this.span = { from: ANALYSED, to: 1 };
    const start = Date.now();
    const { from } = this.span;
    const base = Math.max(this.last, STARTED);
    if (base >= from) return;
    this.timer = setInterval(() => {
      const t = Date.now() - start;
      this.emit(base + (from - base) * (1 - Math.exp(-t / ANALYSIS_MS)));
    }, TICK_MS);
    this.timer.unref?.();
  }

  /**
   * The page is read once more (turned the other way up): recognition from here on fills what is
   * left of the bar, a little of it for the layout analysis again.
   */
  again(): void {
    const from = this.last + (1 - this.last) * 0.15;
    this.span = { from, to: 1 };
    this.stopTicking();
    const start = Date.now();
    const base = this.last;
    this.timer = setInterval(() => {
      this.emit(base + (from - base) * (1 - Math.exp(-(Date.now() - start) / ANALYSIS_MS)));
    }, TICK_MS);
    this.timer.unref?.();
  }

  done(): void {
    this.stopTicking();
    this.emit(1);
  }

  stopTicking(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
