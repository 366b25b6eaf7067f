import type { Command, CliIO } from './command';
import { readRegularFile } from './files';
import { parseOptions } from './command';
import { UserError } from '../util/errors';
import { defaultDataDir } from '../util/data-dir';
import { KonteraApp } from '../app';
import { ApiClient } from '../api/client';
import { TargetNotReady } from '../api/errors';
import { retry } from '../api/retry';
import { ENVIRONMENTS, checkServiceUrl, type EnvironmentName } from '../store/environments';
import type { Connection } from '../credentials/connection';
import type {
  EilPredictRequest,
  ProductInfoPredictRequest,
  ScannedInvoicePredictRequest,
  SupplierNamePredictRequest,
} from '../api/legacy';
import type { BankRequest, ScannedInvoicePathForm, SupplierRegion } from '../api/types';

/**
 * `kontera predict`: one request of any legacy model, from a JSON file, to any environment; prints
 * the service's answer as JSON. For integrators and support: the same client, checks and errors as
 * the app.
 *
 * The file may hold the whole request body as the interface shows it, or just the list of items;
 * options fill in or override targets, limits, language and region. The client's checks then judge
 * the content before anything is sent.
 */

export const MODELS = ['eil', 'bank', 'scanned-invoice', 'productinfo', 'supplier-name'] as const;
export type Model = (typeof MODELS)[number];

export type PredictFlags = {
  dataset?: string;
  targets: string[];
  limit?: number;
  pathForm?: ScannedInvoicePathForm;
  language?: string;
  region?: string;
};

export type PreparedRequest =
  | { model: 'eil'; request: EilPredictRequest }
  | { model: 'bank'; request: BankRequest }
  | { model: 'scanned-invoice'; request: ScannedInvoicePredictRequest }
  | { model: 'productinfo'; request: ProductInfoPredictRequest }
  | { model: 'supplier-name'; request: SupplierNamePredictRequest };

export function readJsonFile(file: string): unknown {
  // Refused by type when it is a folder, pipe or device; a missing file is said as such.
  const text = readRegularFile(file, 'request file (JSON)').toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new UserError(
      'file_not_json',
      `The file ${file} is not valid JSON: ${(err as Error).message}. Fix it and try again.`,
    );
  }
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function limitOptions(
  body: Record<string, unknown>,
  limit: number | undefined,
): { suggestion_limit?: number } | undefined {
  const fromFile = asObject(body.options);
  if (limit !== undefined) return { ...fromFile, suggestion_limit: limit };
  return Object.keys(fromFile).length > 0 ? fromFile : undefined;
}

function targetsFrom(body: Record<string, unknown>, flags: PredictFlags): string[] {
  if (flags.targets.length > 0) return flags.targets;
  return Array.isArray(body.targets) ? (body.targets as string[]) : [];
}

function needs(what: string, value: string | undefined, model: Model): string {
  if (value === undefined || value.trim() === '') {
    throw new UserError('usage', `kontera predict ${model} needs ${what}.`);
  }
  return value;
}

export function prepareRequest(model: Model, json: unknown, flags: PredictFlags): PreparedRequest {
  const body = asObject(json);
  const list = Array.isArray(json) ? json : undefined;
  switch (model) {
    case 'eil':
      return {
        model,
        request: {
          dataset: needs('--dataset NAME (the uploaded .pb dataset)', flags.dataset, model),
          inputs: (list ?? body.inputs ?? body.input) as EilPredictRequest['inputs'],
          targets: targetsFrom(body, flags),
          options: limitOptions(body, flags.limit),
        },
      };
    case 'bank':
      return {
        model,
        request: { prediction_data: body.prediction_data, training_data: body.training_data } as BankRequest,
      };
    case 'scanned-invoice': {
      const pathForm = flags.pathForm ?? (flags.dataset === undefined ? 'none' : 'dataset');
      return {
        model,
        request: {
          dataset: flags.dataset,
          pathForm,
          input: (list ?? body.input ?? body.inputs) as ScannedInvoicePredictRequest['input'],
          targets: targetsFrom(body, flags),
          options: limitOptions(body, flags.limit),
        },
      };
    }
    case 'productinfo':
      return {
        model,
        request: {
          input: (list ?? body.input) as string[],
          language: needs(
            '--language da|se (or "language" in the file)',
            flags.language ?? (body.language as string | undefined),
            model,
          ) as 'da',
        },
      };
    case 'supplier-name': {
      const items = list ?? body.prediction_data;
      const predictionData = Array.isArray(items)
        ? items.map((i: unknown) => (typeof i === 'string' ? { supplier_name: i } : i))
        : items;
      const fileOptions = asObject(body.options);
      return {
        model,
        request: {
          prediction_data: predictionData as SupplierNamePredictRequest['prediction_data'],
          options: {
            suggestion_limit: flags.limit ?? (fileOptions.suggestion_limit as number | undefined) ?? 3,
            class_filter: (fileOptions.class_filter as string[] | null | undefined) ?? null,
          },
          region: (flags.region ?? (body.region as string | undefined)) as SupplierRegion | undefined,
        },
      };
    }
  }
}

const usage = [
  'kontera predict <eil|bank|scanned-invoice|productinfo|supplier-name> [options] <request.json>',
  '  --env local|staging|production   where to send it (default local: the engine in this data folder)',
  '  --dataset NAME                   uploaded dataset, e.g. acme.pb (eil, scanned-invoice)',
  '  --target T                       target to suggest; repeat for more (eil, scanned-invoice)',
  '  --limit N                        suggestions per target (suggestion_limit)',
  '  --path-form dataset|short|none   scanned-invoice path form (default: dataset when --dataset is given)',
  '  --language da|se                 productinfo language (dk is sent as da)',
  '  --region se|no|nl                supplier-name region (default: the region-less path)',
  '  --wait SECONDS                   keep asking while the targets are still training (default 0)',
  '  --timeout SECONDS                time for one answer (default 30)',
  '  --url URL                        send to this address instead; the token comes from KONTERA_TOKEN (or --token)',
  '  --data DIR                       Kontera data folder (database, local engine)',
].join('\n');

function positiveSeconds(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0)
    throw new UserError('usage', `${name} must be a number of seconds.\nUsage: ${usage}`);
  return n;
}

type Target = { connection: Connection; close(): Promise<void> };

/** An explicit address, or the environment as the app resolves it (database URLs, keychain token, local engine). */
async function resolveTarget(
  env: EnvironmentName,
  values: { url?: string; token?: string; data?: string },
  io: CliIO,
): Promise<Target> {
  if (values.url !== undefined) {
    const token = values.token ?? process.env.KONTERA_TOKEN;
    if (!token)
      throw new UserError(
        'usage',
        'With --url, give the token in the KONTERA_TOKEN environment variable (or --token).',
      );
    const baseUrl = checkServiceUrl(values.url, 'suggestion service address');
    // Legacy models live at the suggestion service only; the scan URL is never used here.
    return { connection: { environment: env, baseUrl, scanUrl: baseUrl, token }, close: async () => {} };
  }
  const app = await KonteraApp.open({
    dataDir: values.data ?? defaultDataDir(),
    host: 'browser',
    startEngine: env === 'local',
    keychainService: process.env.KONTERA_KEYCHAIN_SERVICE,
    // Only the message: engine details (paths, stacks) are for the app's log, not a terminal.
    log: (message) => io.err(`kontera: ${message}`),
  });
  try {
    return { connection: await app.connection(env), close: () => app.close() };
  } catch (err) {
    await app.close();
    throw err;
  }
}

async function send(client: ApiClient, prepared: PreparedRequest, timeoutMs: number): Promise<unknown> {
  const options = { timeoutMs };
  switch (prepared.model) {
    case 'eil':
      return client.legacy.eilPredict(prepared.request, options);
    case 'bank':
      return client.legacy.bankPredict(prepared.request, options);
    case 'scanned-invoice':
      return client.legacy.scannedInvoicePredict(prepared.request, options);
    case 'productinfo':
      return client.legacy.productInfoPredict(prepared.request, options);
    case 'supplier-name':
      return client.legacy.supplierNamePredict(prepared.request, options);
  }
}

export const predictCommand: Command = {
  name: 'predict',
  summary: 'Send one suggestion request of a legacy model from a JSON file and print the answer',
  usage,
  async run(argv, io) {
    const { values, positionals } = parseOptions(
      argv,
      {
        env: { type: 'string' },
        dataset: { type: 'string' },
        target: { type: 'string', multiple: true },
        limit: { type: 'string' },
        'path-form': { type: 'string' },
        language: { type: 'string' },
        region: { type: 'string' },
        wait: { type: 'string' },
        timeout: { type: 'string' },
        url: { type: 'string' },
        token: { type: 'string' },
        data: { type: 'string' },
      },
      usage,
      true,
    );
    const [modelName, file, ...extra] = positionals;
    if (!modelName || !(MODELS as readonly string[]).includes(modelName)) {
      throw new UserError('usage', `Name the model: ${MODELS.join(', ')}.\nUsage: ${usage}`);
    }
    if (!file || extra.length > 0)
      throw new UserError('usage', `Give exactly one JSON file with the request.\nUsage: ${usage}`);
    const env = (values.env ?? 'local') as EnvironmentName;
    if (!(ENVIRONMENTS as readonly string[]).includes(env))
      throw new UserError('usage', `--env must be local, staging or production.\nUsage: ${usage}`);
    const pathForm = values['path-form'];
    if (pathForm !== undefined && !['dataset', 'short', 'none'].includes(pathForm)) {
      throw new UserError('usage', `--path-form must be dataset, short or none.\nUsage: ${usage}`);
    }
    const limit = values.limit === undefined ? undefined : Number(values.limit);
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
      throw new UserError('usage', `--limit must be a whole number of at least 1.\nUsage: ${usage}`);
    }
    const prepared = prepareRequest(modelName as Model, readJsonFile(file), {
      dataset: values.dataset,
      targets: values.target ?? [],
      limit,
      pathForm: pathForm as ScannedInvoicePathForm | undefined,
      language: values.language,
      region: values.region,
    });
    const waitMs = positiveSeconds(values.wait, '--wait', 0) * 1000;
    const timeoutMs = positiveSeconds(values.timeout, '--timeout', 30) * 1000;

    const target = await resolveTarget(env, values, io);
    try {
      const client = new ApiClient(target.connection, { timeoutMs });
      const answer = await retry(() => send(client, prepared, timeoutMs), {
        maxAttempts: Number.POSITIVE_INFINITY,
        budgetMs: waitMs,
        initialDelayMs: 1000,
        maxDelayMs: 15_000,
        shouldRetry: (err) => err instanceof TargetNotReady,
        onRetry: ({ delayMs }) => io.err(`Still training; asking again in ${Math.ceil(delayMs / 1000)} s…`),
      });
      io.out(JSON.stringify(answer, null, 2));
      return 0;
    } catch (err) {
      if (err instanceof TargetNotReady && waitMs === 0) {
        throw new UserError(
          err.code,
          `${err.message} To keep asking from here, add --wait SECONDS (e.g. --wait 120).`,
        );
      }
      throw err;
    } finally {
      await target.close();
    }
  },
};
