import type { KonteraApi } from '../../../preload/api';
import { httpBridge } from './http-bridge';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in the browser host. */
    kontera?: KonteraApi;
  }
}

/** The one way the renderer talks to main: Electron's preload bridge, or HTTP in the browser host. */
export const api: KonteraApi = window.kontera ?? httpBridge();
