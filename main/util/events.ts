import type { EventName, PayloadOf } from '../../preload/api';

type Listener = (name: EventName, payload: unknown) => void;

/** Events main pushes to whichever front end is attached (Electron window, browser-host clients). */
export class EventBus {
  private readonly listeners = new Set<Listener>();

  emit<E extends EventName>(name: E, payload: PayloadOf<E>): void {
    for (const l of this.listeners) {
      try {
        l(name, payload);
      } catch {
        // one broken subscriber (a closed window) must not stop the others
      }
    }
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
