import type { Connection } from '../credentials/connection';
import { ApiClient, type RetryPolicy } from '../api';
import type {
  BatchSuggestResponse,
  ExampleData,
  ProductInfoLanguage,
  ProductInfoResponse,
  SupplierNameResponse,
  SupplierRegion,
} from '../api/types';

/**
 * The three suggestion calls booking makes, through the API client (main/api). A bookkeeper waits on
 * these, so they get a short timeout and one retry at most: when the service is out of reach the UI
 * says so and lets them pick values instead.
 */
export type SuggestCalls = {
  batchSuggest(
    connection: Connection,
    dataset: string,
    inputs: ExampleData[],
    limit: number,
  ): Promise<BatchSuggestResponse>;
  productInfo(
    connection: Connection,
    texts: string[],
    language: ProductInfoLanguage,
  ): Promise<ProductInfoResponse>;
  supplierName(
    connection: Connection,
    names: string[],
    region: SupplierRegion,
    limit: number,
  ): Promise<SupplierNameResponse>;
};

const QUICK: RetryPolicy = { maxAttempts: 2, budgetMs: 8_000 };

export function httpSuggestCalls(timeoutMs = 10_000): SuggestCalls {
  const client = (connection: Connection) => new ApiClient(connection, { timeoutMs, retry: QUICK });
  return {
    batchSuggest: (connection, dataset, inputs, limit) =>
      client(connection).v2.batchSuggest(dataset, inputs, { suggestLimit: limit }),
    productInfo: (connection, texts, language) =>
      client(connection).legacy.productInfoPredict({ input: texts, language }),
    supplierName: (connection, names, region, limit) =>
      client(connection).legacy.supplierNamePredict({
        region,
        prediction_data: names.map((supplier_name) => ({ supplier_name })),
        options: { suggestion_limit: limit, class_filter: null },
      }),
  };
}
