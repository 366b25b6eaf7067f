/**
 * Background work the status bar shows: examples waiting in the outbox and targets still training.
 * null means "not known" (the call behind it is not available), which the bar then leaves out.
 */
class WorkState {
  waiting = $state<number | null>(null);
  training = $state<string[]>([]);
}

export const work = new WorkState();
