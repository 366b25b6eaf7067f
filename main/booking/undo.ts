import type { DB } from '../store/db';
import { UserError } from '../util/errors';
import type { UndoView } from '../../preload/contract/booking';
import type { BookingBefore, BookingService } from './bookings';

type UndoRow = { seq: number; booking_id: string; before: string | null };

/**
 * Undo of the company's latest booking (booking_undo, 0007-chart-drafts.sql): each booking records
 * how the item looked before, and undo restores that. The example keeps its UUID throughout, so the
 * service ends up holding it once, in its latest version (or never, if it had not been sent).
 */
export class UndoService {
  constructor(
    private readonly db: DB,
    private readonly bookings: BookingService,
  ) {}

  /** How many bookings of the company can be undone, newest first (for the button's state). */
  available(companyId: number): number {
    return (
      this.db
        .prepare<[number], { n: number }>('SELECT count(*) AS n FROM booking_undo WHERE company_id = ?')
        .get(companyId)?.n ?? 0
    );
  }

  undo(companyId: number): UndoView {
    return this.db.transaction((): UndoView => {
      const last = this.db
        .prepare<[number], UndoRow>(
          'SELECT seq, booking_id, before FROM booking_undo WHERE company_id = ? ORDER BY seq DESC LIMIT 1',
        )
        .get(companyId);
      if (!last)
        throw new UserError(
          'nothing_to_undo',
          'There is no booking to undo in this company (since it was opened).',
        );
      this.db.prepare('DELETE FROM booking_undo WHERE seq = ?').run(last.seq);
      const before = last.before ? (JSON.parse(last.before) as BookingBefore) : null;
      const booking = this.bookings.restore(last.booking_id, before);
      return { booking, undone: before === null, remaining: this.available(companyId) };
    })();
  }
}
