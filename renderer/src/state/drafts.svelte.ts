import type { DraftSummaryView } from '../../../preload/api';
import { api } from '../lib/bridge';
import { request } from '../lib/call';

/**
 * The open company's invoice drafts with their booking progress (unbooked, partly, booked), shared by
 * the Invoices view (list, filter, next invoice) and the Inbox (its state follows the bookings).
 */
class Drafts {
  items = $state<DraftSummaryView[]>([]);
  private companyId: number | null = null;
  private listening = false;

  open(companyId: number): void {
    if (!this.listening) {
      this.listening = true;
      // A document that finished reading has its draft now.
      api.on('documents.changed', (d) => {
        if (d.companyId === this.companyId && (d.state === 'ready' || d.state === 'failed'))
          void this.refresh();
      });
    }
    if (this.companyId === companyId) return;
    this.companyId = companyId;
    this.items = [];
    void this.refresh();
  }

  async refresh(): Promise<void> {
    const companyId = this.companyId;
    if (companyId === null) return;
    try {
      const items = await request('drafts.list', { companyId });
      if (this.companyId === companyId) this.items = items;
    } catch {
      // the list stays as it was; the Invoices view shows errors of its own calls
    }
  }

  of(documentId: number | undefined): DraftSummaryView | null {
    return documentId === undefined ? null : (this.items.find((d) => d.documentId === documentId) ?? null);
  }

  /** The next invoice not fully booked after `documentId` (wrapping round), or null when all are booked. */
  nextUnbooked(documentId: number): DraftSummaryView | null {
    const i = this.items.findIndex((d) => d.documentId === documentId);
    const order = [...this.items.slice(i + 1), ...this.items.slice(0, Math.max(0, i))];
    return order.find((d) => d.progress.state !== 'booked') ?? null;
  }
}

export const drafts = new Drafts();
