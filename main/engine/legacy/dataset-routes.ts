import { z } from 'zod';
import { badRequest, EngineError } from '../errors';
import { parseBody } from '../validate';
import type { Router } from '../router';
import type { ModelHub } from '../training/hub';
import type { LineRecord } from '../models/features';
import { requireTargets, suggestForTarget } from '../models/suggest';
import { legacyKey, type BucketWatcher } from './bucket';
import { UTC_STAMP } from '../../util/time';

const nullableString = z.string().nullable();

const eilRecordSchema = z.object({
  issue_date: z
    .string()
    .regex(UTC_STAMP, { error: 'must be a UTC timestamp YYYY-MM-DDThh:mm:ssZ' })
    .nullable(),
  currency: nullableString,
  supplier_id: z.string(),
  supplier_name: nullableString,
  supplier_global_id: nullableString,
  customer_ref: nullableString,
  total: z.number().nullable(),
  line_text: nullableString,
  line_id: nullableString,
});

const optionsSchema = z
  .object({ suggestion_limit: z.number().int().min(1).max(1000).optional(), explain: z.boolean().optional() })
  .nullable()
  .optional();
const targetsSchema = z.array(z.string().min(1)).min(1);

const eilSchema = z.object({
  inputs: z.array(eilRecordSchema).min(1).max(10_000),
  targets: targetsSchema,
  options: optionsSchema,
});
const scannedSchema = z.object({
  input: z
    .array(z.object({ text: z.array(z.string()) }))
    .min(1)
    .max(10_000),
  targets: targetsSchema,
  options: optionsSchema,
  dataset_name: z.string().optional(),
});

const DEFAULT_LIMIT = 3;

/** EIL's example spells the list `inputs`, the others `input`: both are accepted everywhere. */
function normaliseInputs(body: unknown, key: 'inputs' | 'input'): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const b = { ...(body as Record<string, unknown>) };
  const other = key === 'inputs' ? 'input' : 'inputs';
  if (b[key] === undefined && b[other] !== undefined) b[key] = b[other];
  delete b[other];
  if (key === 'input') {
    if (b.dataset_name === undefined && typeof b.datasetName === 'string') b.dataset_name = b.datasetName;
    delete b.datasetName;
  }
  return b;
}

type Options = z.output<typeof optionsSchema>;

function predict(
  hub: ModelHub,
  key: string,
  dataset: string,
  records: LineRecord[],
  targets: string[],
  options: Options,
) {
  const entry = hub.get(key);
  requireTargets(dataset, entry, targets);
  const limit = options?.suggestion_limit ?? DEFAULT_LIMIT;
  const explain = options?.explain ?? false;
  return {
    predictions: records.map((r) =>
      Object.fromEntries(targets.map((t) => [t, suggestForTarget(entry!, t, r, limit, explain)])),
    ),
  };
}

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw badRequest([{ path: 'dataset_name', message: 'is not a valid URL path segment' }]);
  }
}

/** Dataset-mode legacy models: EIL and scanned invoice, over the `.pb` files in the local bucket. */
export function registerDatasetRoutes(router: Router, hub: ModelHub, bucket: BucketWatcher): void {
  router.add('POST', /^\/model\/electronic-invoice-line\/v1\/dataset\/(.+)\/predict$/, (req, [raw]) => {
    const dataset = decode(raw ?? '');
    const body = parseBody(eilSchema, normaliseInputs(req.body, 'inputs'));
    const records: LineRecord[] = body.inputs.map((i) => ({
      text: i.line_text,
      supplierId: i.supplier_id,
      supplierName: i.supplier_name,
      supplierGlobalId: i.supplier_global_id,
      customerRef: i.customer_ref,
      currency: i.currency,
      amount: i.total,
      date: i.issue_date,
    }));
    return predict(
      hub,
      legacyKey('electronic-invoice-line', dataset),
      dataset,
      records,
      body.targets,
      body.options,
    );
  });

  const scanned = (dataset: string, rawBody: unknown) => {
    const body = parseBody(scannedSchema, normaliseInputs(rawBody, 'input'));
    const records: LineRecord[] = body.input.map((i) => ({ text: i.text.join('\n') }));
    return predict(hub, legacyKey('scanned-invoice', dataset), dataset, records, body.targets, body.options);
  };

  // Three path forms. `dataset/<name>` selects <name>, unless only a dataset literally named
  // `dataset/<name>` exists (names may hold slashes).
  router.add('POST', /^\/model\/scanned-invoice\/v1\/predict$/, (req) => {
    const b = req.body as Record<string, unknown> | undefined;
    const named =
      typeof b?.dataset_name === 'string'
        ? b.dataset_name
        : typeof b?.datasetName === 'string'
          ? b.datasetName
          : null;
    if (named) return scanned(named, req.body);
    const all = bucket.datasets('scanned-invoice');
    if (all.length === 1) return scanned(all[0]!, req.body);
    throw new EngineError(
      all.length === 0 ? 404 : 400,
      all.length === 0
        ? 'No scanned-invoice dataset has been uploaded yet. Upload one, or name it in the path (/model/scanned-invoice/v1/dataset/{dataset_name}/predict).'
        : `There are ${all.length} scanned-invoice datasets; name one in the path (/model/scanned-invoice/v1/dataset/{dataset_name}/predict) or in "dataset_name".`,
      all.length === 0
        ? { dataset: null, target: null }
        : { errors: [{ path: 'dataset_name', message: 'is required when several datasets exist' }] },
    );
  });
  router.add('POST', /^\/model\/scanned-invoice\/v1\/dataset\/(.+)\/predict$/, (req, [raw]) => {
    const name = decode(raw ?? '');
    const known = bucket.datasets('scanned-invoice');
    const literal = `dataset/${name}`;
    return scanned(!known.includes(name) && known.includes(literal) ? literal : name, req.body);
  });
  router.add('POST', /^\/model\/scanned-invoice\/v1\/(.+)\/predict$/, (req, [raw]) =>
    scanned(decode(raw ?? ''), req.body),
  );

  /** Not part of the interface: what the engine has picked up, for the app and for people. */
  router.add('GET', /^\/engine\/v1\/datasets$/, () => ({
    datasets: hub
      .keys()
      .filter((k) => !k.startsWith('v2:'))
      .map((k) => {
        const e = hub.get(k)!;
        const [service, ...rest] = k.split(':');
        return {
          service,
          dataset: rest.join(':'),
          state: e.state,
          error: e.error,
          targets: e.targets,
          available: [...e.models.keys()],
          trained_at: e.trainedAt,
        };
      }),
  }));
}
