import type { OutboxStatus, TrainingStatusView } from '../../../preload/api';
import { api } from '../lib/bridge';

/**
 * Background work the status bar shows: examples waiting in the outbox and datasets still training.
 * Kept current by main's outbox.status and datasets.training events; null until the first status.
 */
class WorkState {
  outbox = $state<OutboxStatus | null>(null);
  trainingByDataset = $state<Record<string, TrainingStatusView>>({});
  training = $derived(
    Object.values(this.trainingByDataset)
      .filter((t) => t.state === 'watching')
      .map((t) => t.dataset),
  );
  private started = false;

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    api.on('outbox.status', (s) => (this.outbox = s));
    api.on(
      'datasets.training',
      (t) => (this.trainingByDataset = { ...this.trainingByDataset, [t.dataset]: t }),
    );
    const r = await api.call('outbox.status');
    if (r.ok) this.outbox = r.value;
  }

  noteTraining(t: TrainingStatusView): void {
    this.trainingByDataset = { ...this.trainingByDataset, [t.dataset]: t };
  }
}

export const work = new WorkState();
