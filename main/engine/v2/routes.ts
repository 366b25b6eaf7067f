import { EngineError, badRequest, notFound } from '../errors';
import { parseBody, formatPath } from '../validate';
import type { Router } from '../router';
import type { WhyLine } from '../models/why';
import {
  batchExamplesSchema,
  batchSuggestSchema,
  camelizeKeys,
  createDatasetSchema,
  exampleSchema,
  MAX_BATCH_EXAMPLES,
  nameSchema,
  oneExampleSchema,
  suggestSchema,
  type Data,
} from './schemas';
import type { DataKind, DatasetRow, StoredExample, V2Store } from './store';
import type { ConfidenceLevel } from '../../util/confidence';

export type Candidate = {
  value: string;
  confidence: { level: ConfidenceLevel; value: number };
  why?: WhyLine[];
};
export type Prediction = { targets: { name: string; candidates: Candidate[] }[] };
export type { ConfidenceLevel } from '../../util/confidence';
export type TrainingStatus = 'SCHEDULED' | 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';

/** What the v2 routes need from the model side (training scheduler and predictor). */
export interface V2Models {
  /** Examples changed: (re)train after a short quiet period. */
  changed(name: string): void;
  forget(name: string): void;
  status(name: string): { status: TrainingStatus | null; targets: Record<string, TrainingStatus> };
  /** null when no model is trained yet. */
  suggest(
    name: string,
    inputs: Data[],
    limit: number,
    explain?: boolean,
  ): { predictions: Prediction[]; model: Record<string, unknown> } | null;
}

const DEFAULT_SUGGEST_LIMIT = 3;

const TYPE_NAMES: Record<DataKind, string> = {
  transaction: 'TRANSACTION',
  invoice: 'INVOICE',
  invoiceLine: 'INVOICE_LINE',
};

function datasetName(raw: string): string {
  const name = decodeURIComponent(raw);
  const parsed = nameSchema.safeParse(name);
  if (!parsed.success)
    throw badRequest(parsed.error.issues.map((i) => ({ path: 'datasetName', message: i.message })));
  return name;
}

function kindOf(data: Data): DataKind {
  if (data.transaction) return 'transaction';
  if (data.invoice) return 'invoice';
  return 'invoiceLine';
}

function toStored(ex: ReturnType<typeof exampleSchema.parse>): StoredExample {
  const kind = kindOf(ex.data);
  return { id: ex.id, kind, data: ex.data[kind] as Record<string, unknown>, targetValues: ex.targetValues };
}

export function registerV2Routes(router: Router, store: V2Store, models: V2Models): void {
  const requireDataset = (name: string): void => {
    if (!store.exists(name)) {
      throw notFound(
        `Dataset "${name}" does not exist. Create it (POST /v2/datasets or PUT /v2/datasets/${name}) before sending examples.`,
        {
          dataset: name,
        },
      );
    }
  };

  const view = (row: DatasetRow) => {
    const training = models.status(row.name);
    return {
      name: row.name,
      type: row.kind ? TYPE_NAMES[row.kind] : 'TYPE_UNSPECIFIED',
      tags: row.tags,
      targets: row.targets.map((t) => ({ name: t, trainingStatus: training.targets[t] ?? 'SCHEDULED' })),
      retentionPolicy: row.retentionMaxDays === null ? null : { maxDays: row.retentionMaxDays },
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      size: row.size,
      truncatedAt: row.truncatedAt,
      trainingStatus: row.size === 0 ? null : (training.status ?? 'SCHEDULED'),
    };
  };

  router.add('POST', /^\/v2\/datasets\/?$/, (req) => {
    const body = parseBody(createDatasetSchema, camelizeKeys(req.body ?? {}));
    if (!store.create(body.datasetName, body.tags ?? [], body.retentionPolicy?.maxDays ?? null)) {
      throw new EngineError(
        409,
        `Dataset "${body.datasetName}" already exists. Use PUT /v2/datasets/${body.datasetName} to create it only if missing.`,
        {
          dataset: body.datasetName,
        },
      );
    }
    return {};
  });

  router.add('PUT', /^\/v2\/datasets\/([^/:]+)$/, (_req, [raw]) => {
    store.create(datasetName(raw ?? ''));
    return {};
  });

  router.add('GET', /^\/v2\/datasets\/([^/:]+)$/, (_req, [raw]) => {
    const name = datasetName(raw ?? '');
    const row = store.get(name);
    if (!row) throw notFound(`Dataset "${name}" does not exist.`, { dataset: name });
    return view(row);
  });

  router.add('DELETE', /^\/v2\/datasets\/([^/:]+)$/, (_req, [raw]) => {
    const name = datasetName(raw ?? '');
    const row = store.get(name);
    if (!row) throw notFound(`Dataset "${name}" does not exist.`, { dataset: name });
    const answer = view(row);
    store.delete(name);
    models.forget(name);
    return answer;
  });

  router.add('POST', /^\/v2\/datasets\/([^/:]+)\/examples$/, (req, [raw]) => {
    const name = datasetName(raw ?? '');
    const body = parseBody(oneExampleSchema, camelizeKeys(req.body ?? {}));
    requireDataset(name);
    store.addExamples(name, [toStored(body.example)]);
    models.changed(name);
    return {};
  });

  router.add('DELETE', /^\/v2\/datasets\/([^/:]+)\/examples$/, (_req, [raw]) => {
    const name = datasetName(raw ?? '');
    requireDataset(name);
    store.truncate(name);
    models.changed(name);
    return {};
  });

  router.add('POST', /^\/v2\/datasets\/([^/:]+)\/examples:batchCreate$/, (req, [raw]) => {
    const name = datasetName(raw ?? '');
    const body = parseBody(batchExamplesSchema, camelizeKeys(req.body ?? {}));
    if (body.examples.length > MAX_BATCH_EXAMPLES) {
      throw badRequest([
        {
          path: 'examples',
          message: `has ${body.examples.length} examples; at most ${MAX_BATCH_EXAMPLES} may be sent per call. Nothing was stored: split the batch and send again.`,
        },
      ]);
    }
    // Validate every example before storing any, so a bad batch leaves the dataset as it was.
    const problems: { path: string; message: string }[] = [];
    const stored: StoredExample[] = [];
    body.examples.forEach((raw, i) => {
      const parsed = exampleSchema.safeParse(raw);
      if (parsed.success) stored.push(toStored(parsed.data));
      else {
        try {
          parseBody(exampleSchema, raw);
        } catch (err) {
          const extra = (err as EngineError).extras.errors as { path: string; message: string }[];
          for (const p of extra)
            problems.push({
              path: formatPath(['examples', i]) + (p.path ? `.${p.path}` : ''),
              message: p.message,
            });
        }
      }
    });
    if (problems.length > 0) throw badRequest(problems);
    requireDataset(name);
    store.addExamples(name, stored);
    models.changed(name);
    return {};
  });

  router.add('POST', /^\/v2\/datasets\/([^/:]+):suggest$/, (req, [raw]) => {
    const name = datasetName(raw ?? '');
    const body = parseBody(suggestSchema, camelizeKeys(req.body ?? {}));
    requireDataset(name);
    const result = models.suggest(
      name,
      [body.input],
      body.options?.suggestLimit ?? DEFAULT_SUGGEST_LIMIT,
      body.options?.explain ?? false,
    );
    if (!result) return { prediction: { targets: [] } };
    return { prediction: result.predictions[0] ?? { targets: [] }, model: result.model };
  });

  router.add('POST', /^\/v2\/datasets\/([^/:]+):batchSuggest$/, (req, [raw]) => {
    const name = datasetName(raw ?? '');
    const body = parseBody(batchSuggestSchema, camelizeKeys(req.body ?? {}));
    requireDataset(name);
    const result = models.suggest(
      name,
      body.inputs,
      body.options?.suggestLimit ?? DEFAULT_SUGGEST_LIMIT,
      body.options?.explain ?? false,
    );
    if (!result) return { predictions: [] };
    return { predictions: result.predictions, model: result.model };
  });
}
