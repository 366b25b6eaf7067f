import {
  EIL_KEYS,
  type BankRequest,
  type EilRecord,
  type PredictOptions,
  type ProductInfoLanguage,
  type ProductInfoRequest,
  type ScannedInvoiceItem,
  type SupplierNameRequest,
  type SupplierRegion,
} from '../types';
import { Problems, checkLimit, checkTargets, describeValue, isInterfaceTimestamp, isRecord } from './collect';

/**
 * Checks of legacy model requests, done before sending: the service would refuse these anyway, but
 * later and in its own words. Each function throws InvalidRequest or returns the request as it must
 * be sent (languages and regions normalised).
 */

/** Legacy dataset names are the uploaded file's name (ending in .pb), maybe with folders. */
export function checkLegacyDatasetName(problems: Problems, name: unknown, path = 'dataset'): void {
  if (typeof name !== 'string' || name.trim() === '') {
    problems.add(path, 'give the name of the uploaded dataset (for example acme.pb)');
    return;
  }
  if (!name.endsWith('.pb'))
    problems.add(path, `the dataset name "${name}" must end in .pb, like the uploaded file`);
  const segments = name.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) {
    problems.add(
      path,
      `the dataset name "${name}" has an empty, "." or ".." folder part; write folders as a/b/name.pb`,
    );
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f]/.test(name))
    problems.add(path, `the dataset name "${name}" contains control characters`);
}

function checkOptions(problems: Problems, options: unknown): void {
  if (options === undefined) return;
  if (!isRecord(options)) {
    problems.add('options', 'options must be an object such as {"suggestion_limit": 3}');
    return;
  }
  checkLimit(problems, 'options.suggestion_limit', options.suggestion_limit, 'The suggestion limit');
}

function checkEilRecord(problems: Problems, record: unknown, i: number): void {
  const where = `invoice line ${i + 1}`;
  const path = `inputs[${i}]`;
  if (!isRecord(record)) {
    problems.add(path, `${where} is not a record with the invoice line's fields`);
    return;
  }
  for (const key of EIL_KEYS) {
    if (!(key in record) || record[key] === undefined) {
      problems.add(
        `${path}.${key}`,
        `${where} has no ${key} (every field is required; use null when it is unknown)`,
      );
    }
  }
  const supplier = record.supplier_id;
  if (supplier === null || (typeof supplier === 'string' && supplier.trim() === '')) {
    problems.add(`${path}.supplier_id`, `${where} has no supplier_id; every line needs its supplier's id`);
  } else if (supplier !== undefined && typeof supplier !== 'string') {
    problems.add(
      `${path}.supplier_id`,
      `${where}: supplier_id must be text (it is ${describeValue(supplier)})`,
    );
  }
  const date = record.issue_date;
  if (typeof date === 'string' && !isInterfaceTimestamp(date)) {
    problems.add(
      `${path}.issue_date`,
      `${where}: issue_date "${date}" must be a UTC time written YYYY-MM-DDThh:mm:ssZ, e.g. 2024-03-31T00:00:00Z`,
    );
  } else if (date !== null && date !== undefined && typeof date !== 'string') {
    problems.add(`${path}.issue_date`, `${where}: issue_date must be text like 2024-03-31T00:00:00Z or null`);
  }
  if (
    record.total !== null &&
    record.total !== undefined &&
    (typeof record.total !== 'number' || !Number.isFinite(record.total))
  ) {
    problems.add(
      `${path}.total`,
      `${where}: total must be a number or null (it is ${describeValue(record.total)})`,
    );
  }
  for (const key of [
    'currency',
    'supplier_name',
    'supplier_global_id',
    'customer_ref',
    'line_text',
    'line_id',
  ] as const) {
    const value = record[key];
    if (value !== null && value !== undefined && typeof value !== 'string') {
      problems.add(`${path}.${key}`, `${where}: ${key} must be text or null (it is ${describeValue(value)})`);
    }
  }
  const extra = Object.keys(record).filter((k) => !(EIL_KEYS as readonly string[]).includes(k));
  if (extra.length > 0)
    problems.add(path, `${where} has fields the service does not know: ${extra.join(', ')}`);
}

export function checkEilRequest(
  dataset: unknown,
  inputs: unknown,
  targets: unknown,
  options?: unknown,
): void {
  const problems = new Problems();
  checkLegacyDatasetName(problems, dataset);
  if (!Array.isArray(inputs) || inputs.length === 0) {
    problems.add('inputs', 'give at least one invoice line to suggest for');
  } else {
    inputs.forEach((r, i) => checkEilRecord(problems, r, i));
  }
  checkTargets(problems, targets);
  checkOptions(problems, options);
  problems.throwIfAny('the invoice-line suggestion request');
}

export type EilInput = { inputs: EilRecord[]; targets: string[]; options?: PredictOptions };

export function checkBankRequest(request: unknown): BankRequest {
  const problems = new Problems();
  const req = isRecord(request) ? request : {};
  const pred = req.prediction_data;
  const train = req.training_data;
  if (!Array.isArray(pred) || pred.length === 0) {
    problems.add('prediction_data', 'give at least one bank entry to suggest for (prediction_data)');
  } else {
    pred.forEach((e, i) => {
      const where = `bank entry ${i + 1}`;
      if (!isRecord(e)) return problems.add(`prediction_data[${i}]`, `${where} is not a record`);
      if (typeof e.amount !== 'number' || !Number.isFinite(e.amount))
        problems.add(`prediction_data[${i}].amount`, `${where} needs an amount (a number)`);
      if (typeof e.text !== 'string') problems.add(`prediction_data[${i}].text`, `${where} needs its text`);
      for (const k of ['accountNumber', 'entryType', 'timestamp'] as const) {
        if (e[k] !== undefined && !Number.isInteger(e[k]))
          problems.add(`prediction_data[${i}].${k}`, `${where}: ${k} must be a whole number`);
      }
    });
  }
  if (!Array.isArray(train) || train.length === 0) {
    // Bank suggestions train on the call itself: without past bookings there is nothing to learn from.
    problems.add('training_data', 'give at least one past bank booking to learn from (training_data)');
  } else {
    train.forEach((e, i) => {
      const where = `past booking ${i + 1}`;
      if (!isRecord(e)) return problems.add(`training_data[${i}]`, `${where} is not a record`);
      for (const k of ['accountNumber', 'entryType', 'timestamp'] as const) {
        if (!Number.isInteger(e[k]))
          problems.add(
            `training_data[${i}].${k}`,
            `${where} needs ${k} as a whole number (it is ${describeValue(e[k])})`,
          );
      }
      if (typeof e.amount !== 'number' || !Number.isFinite(e.amount))
        problems.add(`training_data[${i}].amount`, `${where} needs an amount (a number)`);
      if (typeof e.text !== 'string') problems.add(`training_data[${i}].text`, `${where} needs its text`);
    });
  }
  problems.throwIfAny('the bank suggestion request');
  return {
    prediction_data: pred as BankRequest['prediction_data'],
    training_data: train as BankRequest['training_data'],
  };
}

export function checkScannedInvoiceRequest(
  input: unknown,
  targets: unknown,
  options: unknown,
  dataset?: unknown,
): void {
  const problems = new Problems();
  if (dataset !== undefined) checkLegacyDatasetName(problems, dataset);
  if (!Array.isArray(input) || input.length === 0) {
    problems.add('input', 'give at least one scanned invoice (a list of its texts)');
  } else {
    input.forEach((item: unknown, i) => {
      const texts = isRecord(item) ? (item as Partial<ScannedInvoiceItem>).text : undefined;
      if (!Array.isArray(texts) || texts.some((t) => typeof t !== 'string')) {
        problems.add(
          `input[${i}].text`,
          `scanned invoice ${i + 1} needs "text": a list of the texts read from it`,
        );
      }
    });
  }
  checkTargets(problems, targets);
  checkOptions(problems, options);
  problems.throwIfAny('the scanned-invoice suggestion request');
}

/** da or se; `dk` (used in one example) is the same language and is sent as `da`. */
export function checkProductInfoRequest(input: unknown, language: unknown): ProductInfoRequest {
  const problems = new Problems();
  if (!Array.isArray(input) || input.length === 0 || input.some((t) => typeof t !== 'string')) {
    problems.add('input', 'give at least one order-line text (a list of texts)');
  }
  const lang = typeof language === 'string' ? language.trim().toLowerCase() : '';
  const normalised = lang === 'dk' ? 'da' : lang;
  if (normalised !== 'da' && normalised !== 'se') {
    problems.add(
      'language',
      `the language must be da (Danish) or se (Swedish), not ${describeValue(language)}`,
    );
  }
  problems.throwIfAny('the product-info request');
  return { input: input as string[], language: normalised as ProductInfoLanguage };
}

export const SUPPLIER_REGIONS: readonly SupplierRegion[] = ['se', 'no', 'nl'];

export function checkSupplierRegion(problems: Problems, region: unknown): SupplierRegion | undefined {
  if (region === undefined) return undefined;
  const r = typeof region === 'string' ? region.trim().toLowerCase() : '';
  if (!(SUPPLIER_REGIONS as readonly string[]).includes(r)) {
    problems.add('region', `the supplier region must be se, no or nl, not ${describeValue(region)}`);
    return undefined;
  }
  return r as SupplierRegion;
}

export function checkSupplierNameRequest(
  request: unknown,
  region: unknown,
): { body: SupplierNameRequest; region?: SupplierRegion } {
  const problems = new Problems();
  const req = isRecord(request) ? request : {};
  const data = req.prediction_data;
  if (!Array.isArray(data) || data.length === 0) {
    problems.add('prediction_data', 'give at least one supplier name');
  } else {
    data.forEach((d, i) => {
      if (!isRecord(d) || typeof d.supplier_name !== 'string' || Object.keys(d).length !== 1) {
        problems.add(
          `prediction_data[${i}]`,
          `supplier ${i + 1} must be {"supplier_name": "..."} and nothing else`,
        );
      }
    });
  }
  const options = req.options;
  if (!isRecord(options)) {
    problems.add('options', 'options are required: {"suggestion_limit": 3, "class_filter": null}');
  } else {
    if (options.suggestion_limit === undefined)
      problems.add('options.suggestion_limit', 'options need a suggestion_limit');
    checkLimit(problems, 'options.suggestion_limit', options.suggestion_limit, 'The suggestion limit');
    const filter = options.class_filter;
    if (filter !== null && (!Array.isArray(filter) || filter.some((c) => typeof c !== 'string'))) {
      problems.add(
        'options.class_filter',
        'class_filter must be a list of known classes, or null for no restriction',
      );
    }
  }
  const r = checkSupplierRegion(problems, region);
  problems.throwIfAny('the supplier-name request');
  const o = options as { suggestion_limit: number; class_filter?: string[] | null };
  return {
    body: {
      prediction_data: data as { supplier_name: string }[],
      options: { suggestion_limit: o.suggestion_limit, class_filter: o.class_filter ?? null },
    },
    region: r,
  };
}
