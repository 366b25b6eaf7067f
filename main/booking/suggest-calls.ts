import type { Connection } from '../credentials/connection';
import { HttpTransport, type RetryPolicy } from '../api/http';
import type {
  BatchSuggestResponse,
  ExampleData,
  ProductInfoLanguage,
  ProductInfoResponse,
  SupplierNameResponse,
  SupplierRegion,
} from '../api/types';

/**
 * The three suggestion calls booking makes, over the API client's transport (main/api). A bookkeeper
 * waits on these, so they get a short timeout and one retry at most: when the service is out of
 * reach the UI says so and lets them pick values instead.
 */
export type SuggestCalls = {
  batchSuggest(connection: Connection, dataset: string, inputs: ExampleData[], limit: number): Promise<BatchSuggestResponse>;
  productInfo(connection: Connection, texts: string[], language: ProductInfoLanguage): Promise<ProductInfoResponse>;
  supplierName(connection: Connection, names: string[], region: SupplierRegion, limit: number): Promise<SupplierNameResponse>;
};

const QUICK: RetryPolicy = { maxAttempts: 2, budgetMs: 8_000 };

export function httpSuggestCalls(timeoutMs = 10_000): SuggestCalls {
  const transport = (connection: Connection) => new HttpTransport(connection, { timeoutMs, retry: QUICK });
  return {
    batchSuggest: (connection, dataset, inputs, limit) =>
      transport(connection).send<BatchSuggestResponse>({
        service: 'suggestion',
        method: 'POST',
        path: `/v2/datasets/${encodeURIComponent(dataset)}:batchSuggest`,
        body: { inputs, options: { suggestLimit: limit } },
        what: `the suggestions for ${dataset}`,
      }),
    productInfo: (connection, texts, language) =>
      transport(connection).send<ProductInfoResponse>({
        service: 'suggestion',
        method: 'POST',
        path: '/model/svc-productinfo/v1/predict',
        body: { input: texts, language },
        what: 'the product units',
      }),
    supplierName: (connection, names, region, limit) =>
      transport(connection).send<SupplierNameResponse>({
        service: 'suggestion',
        method: 'POST',
        path: `/model/supplier-name/v1/${region}/predict`,
        body: { prediction_data: names.map((supplier_name) => ({ supplier_name })), options: { suggestion_limit: limit, class_filter: null } },
        what: 'the supplier classes',
      }),
  };
}
