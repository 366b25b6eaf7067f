import type { OutboxStatus } from '../../../preload/api';
import { api } from '../lib/bridge';

/**
 * Background work the status bar shows: examples waiting in the outbox and targets still training.
 * Kept current by main's outbox.status event; null until the first status arrives.
 */
class WorkState {
  outbox = $state<OutboxStatus | null>(null);
  training = $state<string[]>([]);
  waiting = $derived(this.outbox ? this.outbox.pending : null);
  private started = false;

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    api.on('outbox.status', (s) => (this.outbox = s));
    const r = await api.call('outbox.status');
    if (r.ok) this.outbox = r.value;
  }
}

export const work = new WorkState();
