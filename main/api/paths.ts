import type { ScannedInvoicePathForm, SupplierRegion } from './types';

/**
 * Paths of every route. Names go into the path encoded, so a name can never change which route is
 * called: legacy dataset names may hold slashes (folders), which stay slashes while each part
 * between them is percent-encoded; v2 names are a single segment.
 */

/** `a b/c#d.pb` -> `a%20b/c%23d.pb`. Names are checked first: no empty, "." or ".." parts. */
export function encodeSegments(name: string): string {
  return name.split('/').map(encodeURIComponent).join('/');
}

export function encodeSegment(name: string): string {
  return encodeURIComponent(name);
}

export const legacyPaths = {
  eil: (dataset: string) => `/model/electronic-invoice-line/v1/dataset/${encodeSegments(dataset)}/predict`,
  bank: () => '/model/bank/v1/predict',
  scannedInvoice(form: ScannedInvoicePathForm, dataset?: string): string {
    if (form === 'none' || dataset === undefined) return '/model/scanned-invoice/v1/predict';
    if (form === 'short') return `/model/scanned-invoice/v1/${encodeSegments(dataset)}/predict`;
    return `/model/scanned-invoice/v1/dataset/${encodeSegments(dataset)}/predict`;
  },
  productInfo: () => '/model/svc-productinfo/v1/predict',
  supplierName: (region?: SupplierRegion) =>
    region ? `/model/supplier-name/v1/${encodeSegment(region)}/predict` : '/model/supplier-name/v1/predict',
};

export const v2Paths = {
  datasets: () => '/v2/datasets',
  dataset: (name: string) => `/v2/datasets/${encodeSegment(name)}`,
  examples: (name: string) => `/v2/datasets/${encodeSegment(name)}/examples`,
  batchCreate: (name: string) => `/v2/datasets/${encodeSegment(name)}/examples:batchCreate`,
  suggest: (name: string) => `/v2/datasets/${encodeSegment(name)}:suggest`,
  batchSuggest: (name: string) => `/v2/datasets/${encodeSegment(name)}:batchSuggest`,
};

export const scanPaths = {
  annotate: () => '/v1/document:annotate',
  answerQuestion: () => '/v1/document:answerquestion',
  feedback: () => '/v1/feedback:create',
};
