import { contextBridge, ipcRenderer } from 'electron';
import type { KonteraApi } from './api';

// Exposes exactly the contract of ./api.ts as window.kontera: two generic functions, never
// ipcRenderer itself. Only types are imported, so the sandboxed preload stays tiny; main validates
// every call name and argument against the contract's schemas and refuses anything else.
const api: KonteraApi = {
  call(name: string, ...args: unknown[]) {
    return ipcRenderer.invoke('kontera:call', name, args[0]) as never;
  },
  on(name: string, listener: (payload: never) => void) {
    const wrapped = (_event: unknown, eventName: string, payload: unknown) => {
      if (eventName === name) listener(payload as never);
    };
    ipcRenderer.on('kontera:event', wrapped);
    return () => {
      ipcRenderer.removeListener('kontera:event', wrapped);
    };
  },
};

contextBridge.exposeInMainWorld('kontera', api);
