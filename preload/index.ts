import { contextBridge, ipcRenderer } from 'electron';
import { callNames, eventNames, type KonteraApi, type CallName, type EventName } from './api';

const knownCalls = new Set<string>(callNames);
const knownEvents = new Set<string>(eventNames);

// Exposes exactly the contract of ./api.ts as window.kontera: two generic functions restricted to
// the declared names, never ipcRenderer itself.
const api: KonteraApi = {
  call(name: CallName, ...args: unknown[]) {
    if (!knownCalls.has(name)) {
      return Promise.resolve({ ok: false, error: { code: 'unknown_call', message: `Kontera has no operation named "${name}".` } });
    }
    return ipcRenderer.invoke('kontera:call', name, args[0]) as never;
  },
  on(name: EventName, listener: (payload: never) => void) {
    if (!knownEvents.has(name)) return () => {};
    const wrapped = (_e: unknown, eventName: string, payload: unknown) => {
      if (eventName === name) listener(payload as never);
    };
    ipcRenderer.on('kontera:event', wrapped);
    return () => ipcRenderer.removeListener('kontera:event', wrapped);
  },
} as KonteraApi;

contextBridge.exposeInMainWorld('kontera', api);
