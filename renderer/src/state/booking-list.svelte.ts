import type {
  BookingKind,
  BookingView,
  Candidate,
  UndoView,
  ChoicesView,
  ItemSuggestion,
  SuggestionsView,
} from '../../../preload/api';
import { messageOf, request } from '../lib/call';
import { app } from './app.svelte';
import { t } from '../i18n';

export type RowState = 'open' | 'saving' | 'accepted' | 'corrected' | 'failed';

export type BookRow<I> = {
  ref: string;
  input: I;
  suggestion: ItemSuggestion | null;
  /** The values that will be booked: the top suggestion until the bookkeeper picks another. */
  chosen: Record<string, string>;
  booking: BookingView | null;
  state: RowState;
  error: string | null;
  /** Targets the bookkeeper picked by hand: Enter books those whatever their confidence. */
  picked: string[];
};

export type BookingSource<I> = {
  kind: BookingKind;
  /** Targets to show even before any suggestion arrives (the dataset's usual ones). */
  defaultTargets: string[];
  suggest(companyId: number, inputs: I[]): Promise<SuggestionsView>;
  accept(
    companyId: number,
    ref: string,
    input: I,
    targets: Record<string, string>,
    suggested: Record<string, string> | null,
  ): Promise<BookingView>;
};

const CHUNK = 100;

/**
 * One list of items to book (an invoice's lines, a statement's entries): their suggestions, the values
 * chosen, and accepting or correcting each. Enter on a row books the chosen values and moves on.
 */
export class BookingList<I> {
  rows = $state<BookRow<I>[]>([]);
  cursor = $state(0);
  meta = $state<Pick<SuggestionsView, 'state' | 'reason' | 'message' | 'stillTraining' | 'dataset'> | null>(
    null,
  );
  choices = $state<ChoicesView>([]);
  loading = $state(false);
  loadError = $state<string | null>(null);

  targets = $derived.by(() => {
    // A throwaway set inside a derived computation: nothing reacts to it.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    const names = new Set(this.source.defaultTargets);
    for (const r of this.rows) for (const t of r.suggestion?.targets ?? []) names.add(t.name);
    for (const c of this.choices) names.add(c.target);
    for (const t of this.meta?.stillTraining ?? []) names.add(t);
    return [...names];
  });

  done = $derived(this.rows.filter((r) => r.state === 'accepted' || r.state === 'corrected').length);

  constructor(
    private readonly source: BookingSource<I>,
    readonly companyId: number,
  ) {}

  /**
   * Candidates of a row's target, best first, with their confidence. All are shown; the cut-off in
   * settings decides which Enter may book without asking (see `unsure`).
   */
  candidates(row: BookRow<I>, target: string): Candidate[] {
    return row.suggestion?.targets.find((t) => t.name === target)?.candidates ?? [];
  }

  /**
   * The first target whose value is a suggestion under the cut-off that the bookkeeper has not picked:
   * Enter opens the picker on it instead of booking a guess.
   */
  unsure(index: number): string | null {
    const row = this.rows[index];
    if (!row || row.booking) return null;
    const cutoff = app.settings?.confidenceCutoff ?? 0;
    for (const t of this.targets) {
      const value = row.chosen[t];
      if (!value || row.picked.includes(t)) continue;
      const cand = this.candidates(row, t).find((c) => c.value === value);
      if (cand && cand.confidence < cutoff) return t;
    }
    return null;
  }

  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryDelay = 2000;
  private disposed = false;

  /** Stops asking again for targets still training (the list left the screen). */
  dispose(): void {
    this.disposed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
  }

  async load(items: { ref: string; input: I }[]): Promise<void> {
    this.loading = true;
    this.loadError = null;
    this.cursor = 0;
    this.rows = items.map((i) => ({
      ...i,
      suggestion: null,
      chosen: {},
      booking: null,
      state: 'open',
      error: null,
      picked: [],
    }));
    try {
      this.choices = await request('booking.choices', { companyId: this.companyId, kind: this.source.kind });
      await this.suggestAll(true);
    } catch (err) {
      this.loadError = messageOf(err);
    } finally {
      this.loading = false;
    }
  }

  /** Earlier bookings of these rows (the same statement imported again), so they show as booked. */
  private async loadBookings(rows: BookRow<I>[]): Promise<void> {
    await Promise.all(
      rows.map(async (row) => {
        const booking = await request('booking.get', {
          companyId: this.companyId,
          kind: this.source.kind,
          ref: row.ref,
        });
        if (booking && row.state === 'open') {
          row.booking = booking;
          row.chosen = { ...booking.targets };
          row.state = booking.decision;
        }
      }),
    );
  }

  /**
   * Asks for suggestions in calls of at most 100. While the model is still training (or offline),
   * asks again with backoff, so suggestions appear by themselves once they exist. Values the
   * bookkeeper already picked are never replaced.
   */
  private async suggestAll(first = false): Promise<void> {
    // Chunk by chunk, in order: the first lines are bookable while the rest still load.
    for (let start = 0; start < this.rows.length; start += CHUNK) {
      const slice = this.rows.slice(start, start + CHUNK);
      const [view] = await Promise.all([
        this.source.suggest(
          this.companyId,
          slice.map((r) => r.input),
        ),
        first ? this.loadBookings(slice) : Promise.resolve(),
      ]);
      this.meta = {
        state: view.state,
        reason: view.reason,
        message: view.message,
        stillTraining: view.stillTraining,
        dataset: view.dataset,
      };
      view.items.forEach((s, i) => {
        const row = this.rows[start + i];
        if (!row) return;
        const before = this.topValues(row);
        const untouched = Object.entries(row.chosen).every(([k, v]) => before[k] === v);
        row.suggestion = s;
        if (!row.booking && untouched) row.chosen = { ...row.chosen, ...this.topValues(row) };
      });
    }
    const waiting = this.meta && (this.meta.state !== 'ready' || this.meta.stillTraining.length > 0);
    if (waiting && !this.disposed) {
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        if (!this.disposed) void this.suggestAll().catch((err: unknown) => (this.loadError = messageOf(err)));
      }, this.retryDelay);
      this.retryDelay = Math.min(this.retryDelay * 2, 30_000);
    }
  }

  private topValues(row: BookRow<I>): Record<string, string> {
    const chosen: Record<string, string> = {};
    for (const t of row.suggestion?.targets ?? []) {
      const top = this.candidates(row, t.name)[0];
      if (top) chosen[t.name] = top.value;
    }
    return chosen;
  }

  choose(index: number, target: string, value: string): void {
    const row = this.rows[index];
    if (!row) return;
    row.chosen = { ...row.chosen, [target]: value };
    if (!row.picked.includes(target)) row.picked = [...row.picked, target];
  }

  /** Shows what undo did to one of this list's rows (main already restored it). */
  applyUndo(view: UndoView): boolean {
    const row = this.rows.find((r) => r.ref === view.booking.ref);
    if (!row) return false;
    row.error = null;
    if (view.undone) {
      row.booking = null;
      row.state = 'open';
      row.picked = [];
      row.chosen = { ...this.topValues(row) };
    } else {
      row.booking = view.booking;
      row.chosen = { ...view.booking.targets };
      row.state = view.booking.decision;
    }
    this.cursor = this.rows.indexOf(row);
    return true;
  }

  /** The first target still without a value, which the picker should ask for. */
  missing(index: number): string | null {
    const row = this.rows[index];
    if (!row) return null;
    return (
      this.targets.find(
        (t) => !row.chosen[t] && !(this.meta?.stillTraining ?? []).includes(t) && this.hasAnyValue(t),
      ) ?? null
    );
  }

  private hasAnyValue(target: string): boolean {
    // A target nobody has ever booked (not in history, no suggestion) is not required.
    return (
      this.choices.some((c) => c.target === target && c.values.length > 0) ||
      this.rows.some((r) => r.suggestion?.targets.some((t) => t.name === target))
    );
  }

  /** Books row `index` with its chosen values (or corrects it); returns whether it is booked now. */
  async accept(index: number): Promise<boolean> {
    const row = this.rows[index];
    if (!row || row.state === 'saving') return false;
    const targets = Object.fromEntries(Object.entries(row.chosen).filter(([, v]) => v.trim() !== ''));
    if (Object.keys(targets).length === 0) {
      row.error = t('table.pickFirst');
      return false;
    }
    const suggested = row.suggestion ? this.topValues(row) : null;
    row.state = 'saving';
    row.error = null;
    try {
      if (row.booking) {
        const same =
          Object.keys(targets).length === Object.keys(row.booking.targets).length &&
          Object.entries(targets).every(([k, v]) => row.booking?.targets[k] === v);
        row.booking = same
          ? row.booking
          : await request('booking.correct', { bookingId: row.booking.id, targets });
      } else {
        row.booking = await this.source.accept(
          this.companyId,
          row.ref,
          row.input,
          targets,
          suggested && Object.keys(suggested).length ? suggested : null,
        );
      }
      row.state = row.booking.decision;
      return true;
    } catch (err) {
      row.state = 'failed';
      row.error = messageOf(err);
      return false;
    }
  }
}
