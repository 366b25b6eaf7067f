import type { Connection } from '../credentials/connection';
import { HttpTransport, type CallOptions, type ClientOptions } from './http';
import { LegacyApi } from './legacy';
import { V2Api } from './v2';
import { ScanApi } from './scan';
import { suggestEil, type EilSuggestRequest, type EilSuggestResult } from './eil';
import { sendExamples, type BatchLimits, type SendProgress, type SendResult } from './batching';
import type { Example } from './types';

/**
 * The one client of the suggestion and document services. It is built from a Connection and does not
 * know which environment that is: local engine, staging and production get the same routes, payloads
 * and errors. Every method takes CallOptions (AbortSignal, timeout, retry policy).
 */
export class ApiClient {
  readonly legacy: LegacyApi;
  readonly v2: V2Api;
  readonly scan: ScanApi;

  constructor(connection: Connection, options: ClientOptions = {}) {
    const http = new HttpTransport(connection, options);
    this.legacy = new LegacyApi(http);
    this.v2 = new V2Api(http);
    this.scan = new ScanApi(http);
  }

  /** EIL suggestions with the interface's strategy: one target per call, wait for training, merge. */
  suggestInvoiceLines(request: EilSuggestRequest, options?: CallOptions): Promise<EilSuggestResult> {
    return suggestEil(this.legacy, request, options);
  }

  /** Any number of examples: dataset ensured first, then batches of <= 100 examples and <= 10 MiB. */
  sendExamples(
    dataset: string,
    examples: readonly Example[],
    options?: CallOptions & { limits?: BatchLimits; onProgress?: (progress: SendProgress) => void },
  ): Promise<SendResult> {
    return sendExamples(this.v2, dataset, examples, options);
  }
}
