import type { CallOptions, HttpTransport } from './http';
import { TargetNotReady } from './errors';
import type { NotFoundHandler } from './responses';
import { legacyPaths } from './paths';
import {
  checkBankRequest,
  checkEilRequest,
  checkProductInfoRequest,
  checkScannedInvoiceRequest,
  checkSupplierNameRequest,
} from './checks/legacy';
import type {
  BankRequest,
  BankResponse,
  EilRecord,
  PredictOptions,
  PredictResponse,
  ProductInfoResponse,
  ScannedInvoiceItem,
  ScannedInvoicePathForm,
  SupplierNameRequest,
  SupplierNameResponse,
  SupplierRegion,
} from './types';

/**
 * The eight legacy model routes, one request each, exactly as the interface spells them. Requests
 * are checked before sending. For the EIL strategy (one target per call, waiting for training) see
 * eil.ts, which builds on `eilPredict`.
 */

export type EilPredictRequest = {
  dataset: string;
  inputs: EilRecord[];
  targets: string[];
  options?: PredictOptions;
};
export type ScannedInvoicePredictRequest = {
  /** Uploaded dataset name (with .pb); omit for the path without a dataset. */
  dataset?: string;
  /** Default: `dataset` when a dataset is given, else `none`. */
  pathForm?: ScannedInvoicePathForm;
  input: ScannedInvoiceItem[];
  targets: string[];
  options?: PredictOptions;
};
export type ProductInfoPredictRequest = { input: string[]; language: 'da' | 'se' | 'dk' };
export type SupplierNamePredictRequest = SupplierNameRequest & { region?: SupplierRegion };

/** A 404 from a dataset-mode model means a requested target is not trained (yet). */
export function targetNotReady(dataset: string | null, requested: string[]): NotFoundHandler {
  return (body, context) => {
    const target = typeof body.extras.target === 'string' ? [body.extras.target] : requested;
    const ds = typeof body.extras.dataset === 'string' ? body.extras.dataset : dataset;
    const names =
      target.length === 1
        ? `The target "${target[0]}"`
        : `The targets ${target.map((t) => `"${t}"`).join(', ')}`;
    // The service's own words matter here: "still training" and "no such target" are both a 404.
    const reason = body.description ? ` (${body.description.replace(/[.\s]+$/, '')})` : '';
    return new TargetNotReady(
      `${names}${ds ? ` of dataset ${ds}` : ''} ${target.length === 1 ? 'is' : 'are'} not available on ${context.label}${reason}. ` +
        'Models train after a dataset is uploaded, within minutes to hours; if it is still training, try again later.',
      ds,
      target,
    );
  };
}

export class LegacyApi {
  constructor(private readonly http: HttpTransport) {}

  /** POST /model/electronic-invoice-line/v1/dataset/{dataset}/predict, body key `inputs`. */
  async eilPredict(request: EilPredictRequest, options?: CallOptions): Promise<PredictResponse> {
    checkEilRequest(request.dataset, request.inputs, request.targets, request.options);
    const body: Record<string, unknown> = { inputs: request.inputs, targets: request.targets };
    if (request.options) body.options = request.options;
    return this.http.send<PredictResponse>(
      {
        service: 'suggestion',
        method: 'POST',
        path: legacyPaths.eil(request.dataset),
        body,
        what: `the request for invoice-line suggestions (dataset ${request.dataset})`,
        notFound: targetNotReady(request.dataset, request.targets),
      },
      options,
    );
  }

  /** POST /model/bank/v1/predict: trains on the call's training_data. */
  async bankPredict(request: BankRequest, options?: CallOptions): Promise<BankResponse> {
    const body = checkBankRequest(request);
    return this.http.send<BankResponse>(
      {
        service: 'suggestion',
        method: 'POST',
        path: legacyPaths.bank(),
        body,
        what: 'the request for bank-entry suggestions',
      },
      options,
    );
  }

  /** The three scanned-invoice paths; body key `input`. */
  async scannedInvoicePredict(
    request: ScannedInvoicePredictRequest,
    options?: CallOptions,
  ): Promise<PredictResponse> {
    const form = request.pathForm ?? (request.dataset === undefined ? 'none' : 'dataset');
    const dataset = form === 'none' ? undefined : request.dataset;
    // The dataset-bearing forms are the ones that select a dataset: without a name they make no sense.
    checkScannedInvoiceRequest(
      request.input,
      request.targets,
      request.options,
      form === 'none' ? undefined : (dataset ?? ''),
    );
    const body: Record<string, unknown> = { input: request.input, targets: request.targets };
    if (request.options) body.options = request.options;
    return this.http.send<PredictResponse>(
      {
        service: 'suggestion',
        method: 'POST',
        path: legacyPaths.scannedInvoice(form, dataset),
        body,
        what: `the request for scanned-invoice suggestions${dataset ? ` (dataset ${dataset})` : ''}`,
        notFound: targetNotReady(dataset ?? null, request.targets),
      },
      options,
    );
  }

  /** POST /model/svc-productinfo/v1/predict; `dk` is sent as `da`. */
  async productInfoPredict(
    request: ProductInfoPredictRequest,
    options?: CallOptions,
  ): Promise<ProductInfoResponse> {
    const body = checkProductInfoRequest(request.input, request.language);
    return this.http.send<ProductInfoResponse>(
      {
        service: 'suggestion',
        method: 'POST',
        path: legacyPaths.productInfo(),
        body,
        what: 'the request for product units',
      },
      options,
    );
  }

  /** POST /model/supplier-name/v1/{region}/predict, or the region-less form when no region is given. */
  async supplierNamePredict(
    request: SupplierNamePredictRequest,
    options?: CallOptions,
  ): Promise<SupplierNameResponse> {
    const { body, region } = checkSupplierNameRequest(request, request.region);
    return this.http.send<SupplierNameResponse>(
      {
        service: 'suggestion',
        method: 'POST',
        path: legacyPaths.supplierName(region),
        body,
        what: 'the request for supplier-name suggestions',
      },
      options,
    );
  }
}
