import type { CallOptions, HttpTransport } from './http';
import { Conflict, NotFound } from './errors';
import type { NotFoundHandler } from './responses';
import { v2Paths } from './paths';
import { assertDatasetName, checkCreateDataset, checkExamples, checkSuggest } from './checks/v2';
import { Problems } from './checks/collect';
import { MAX_BATCH_BYTES, MAX_BATCH_EXAMPLES, batchBody } from './batch-limits';
import type {
  BatchSuggestResponse,
  CreateDatasetRequest,
  Dataset,
  Example,
  ExampleData,
  SuggestOptions,
  SuggestResponse,
} from './types';

/** The enhanced (v2) interface: datasets, examples and suggestions, one request per method. */

function unknownDataset(name: string, hint: string): NotFoundHandler {
  return (body, context) =>
    new NotFound(
      `Dataset ${name} does not exist on ${context.label}${body.description ? ` (${body.description.replace(/[.\s]+$/, '')})` : ''}. ${hint}`,
    );
}

export class V2Api {
  constructor(private readonly http: HttpTransport) {}

  /** POST /v2/datasets. Conflict (409) when it already exists; `ensureDataset` does not mind. */
  async createDataset(request: CreateDatasetRequest, options?: CallOptions): Promise<void> {
    checkCreateDataset(request);
    const body: Record<string, unknown> = { datasetName: request.datasetName };
    if (request.tags !== undefined) body.tags = request.tags;
    if (request.retentionPolicy !== undefined) body.retentionPolicy = request.retentionPolicy;
    await this.http.send(
      {
        service: 'suggestion',
        method: 'POST',
        path: v2Paths.datasets(),
        body,
        what: `the new dataset ${request.datasetName}`,
        conflict: (_b, context) =>
          new Conflict(
            `Dataset ${request.datasetName} already exists on ${context.label}. Use it as it is, or ensure it instead of creating it.`,
            false,
          ),
      },
      options,
    );
  }

  /** PUT /v2/datasets/{name}: creates the dataset if it is missing, does nothing if it exists. */
  async ensureDataset(name: string, options?: CallOptions): Promise<void> {
    assertDatasetName(name);
    await this.http.send(
      { service: 'suggestion', method: 'PUT', path: v2Paths.dataset(name), what: `dataset ${name}` },
      options,
    );
  }

  /** GET /v2/datasets/{name}. */
  async getDataset(name: string, options?: CallOptions): Promise<Dataset> {
    assertDatasetName(name);
    return this.http.send<Dataset>(
      {
        service: 'suggestion',
        method: 'GET',
        path: v2Paths.dataset(name),
        what: `dataset ${name}`,
        notFound: unknownDataset(name, 'It is created when the first examples are sent.'),
      },
      options,
    );
  }

  /** DELETE /v2/datasets/{name}: removes the dataset and answers what it was. */
  async deleteDataset(name: string, options?: CallOptions): Promise<Dataset> {
    assertDatasetName(name);
    return this.http.send<Dataset>(
      {
        service: 'suggestion',
        method: 'DELETE',
        path: v2Paths.dataset(name),
        what: `dataset ${name}`,
        notFound: unknownDataset(name, 'There is nothing to delete.'),
      },
      options,
    );
  }

  /** POST /v2/datasets/{name}/examples: one example (streaming). The dataset must exist. */
  async createExample(dataset: string, example: Example, options?: CallOptions): Promise<void> {
    checkExamples([example], dataset);
    await this.http.send(
      {
        service: 'suggestion',
        method: 'POST',
        path: v2Paths.examples(dataset),
        body: { example },
        what: `the example for dataset ${dataset}`,
        notFound: unknownDataset(dataset, 'Create it before sending examples.'),
      },
      options,
    );
  }

  /**
   * POST /v2/datasets/{name}/examples:batchCreate: one call of at most 100 examples and 10 MiB.
   * To send any number of examples use `sendExamples` (batching.ts), which splits and ensures.
   */
  async batchCreateExamples(
    dataset: string,
    examples: readonly Example[],
    options?: CallOptions,
  ): Promise<void> {
    checkExamples(examples, dataset);
    const problems = new Problems();
    if (examples.length === 0) problems.add('examples', 'give at least one example');
    if (examples.length > MAX_BATCH_EXAMPLES) {
      problems.add(
        'examples',
        `at most ${MAX_BATCH_EXAMPLES} examples fit in one call (${examples.length} were given)`,
      );
    }
    problems.throwIfAny(`the examples for dataset ${dataset}`);
    await this.http.send(
      {
        service: 'suggestion',
        method: 'POST',
        path: v2Paths.batchCreate(dataset),
        body: batchBody(examples),
        maxBodyBytes: MAX_BATCH_BYTES,
        what: `the ${examples.length} examples for dataset ${dataset}`,
        notFound: unknownDataset(dataset, 'Create it before sending examples.'),
      },
      options,
    );
  }

  /** DELETE /v2/datasets/{name}/examples: removes every example (the interface discourages it). */
  async truncateExamples(dataset: string, options?: CallOptions): Promise<void> {
    assertDatasetName(dataset);
    await this.http.send(
      {
        service: 'suggestion',
        method: 'DELETE',
        path: v2Paths.examples(dataset),
        what: `the examples of dataset ${dataset}`,
        notFound: unknownDataset(dataset, 'There is nothing to remove.'),
      },
      options,
    );
  }

  /** POST /v2/datasets/{name}:suggest for one item. */
  async suggest(
    dataset: string,
    input: ExampleData,
    suggestOptions?: SuggestOptions,
    options?: CallOptions,
  ): Promise<SuggestResponse> {
    checkSuggest(dataset, [input], suggestOptions);
    const body: Record<string, unknown> = { input };
    if (suggestOptions) body.options = suggestOptions;
    return this.http.send<SuggestResponse>(
      {
        service: 'suggestion',
        method: 'POST',
        path: v2Paths.suggest(dataset),
        body,
        what: `the request for suggestions from dataset ${dataset}`,
        notFound: unknownDataset(dataset, 'Send some examples first; suggestions start once it has trained.'),
      },
      options,
    );
  }

  /**
   * POST /v2/datasets/{name}:batchSuggest. The service answers an empty object while no model is
   * trained; that becomes `predictions: []` so callers need one check only.
   */
  async batchSuggest(
    dataset: string,
    inputs: readonly ExampleData[],
    suggestOptions?: SuggestOptions,
    options?: CallOptions,
  ): Promise<BatchSuggestResponse> {
    checkSuggest(dataset, inputs, suggestOptions);
    const body: Record<string, unknown> = { inputs };
    if (suggestOptions) body.options = suggestOptions;
    const answer = await this.http.send<Partial<BatchSuggestResponse>>(
      {
        service: 'suggestion',
        method: 'POST',
        path: v2Paths.batchSuggest(dataset),
        body,
        what: `the request for suggestions from dataset ${dataset}`,
        notFound: unknownDataset(dataset, 'Send some examples first; suggestions start once it has trained.'),
      },
      options,
    );
    return { ...answer, predictions: Array.isArray(answer.predictions) ? answer.predictions : [] };
  }
}
