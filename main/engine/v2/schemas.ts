import { z } from 'zod';
import { DATASET_NAME_PATTERN } from '../../util/dataset-name';

/** Names of datasets and targets, as the service's API definitions give them. */
export const NAME_PATTERN = DATASET_NAME_PATTERN;
const TAG_PATTERN = /^[A-Za-z0-9\s_.>-]*$/;
const SUPPLIER_ID_PATTERN = /^[A-Za-z0-9]*$/;

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

export const nameSchema = z
  .string()
  .regex(NAME_PATTERN, {
    error: 'must start with a letter, digit or dot and contain only letters, digits and _ . > -',
  })
  .refine((s) => bytes(s) <= 256, { error: 'must be at most 256 bytes' });

const tagSchema = z
  .string()
  .regex(TAG_PATTERN, { error: 'may contain only letters, digits, spaces and _ . > -' })
  .refine((s) => bytes(s) <= 64, { error: 'must be at most 64 bytes' });

export const createDatasetSchema = z.object({
  datasetName: nameSchema,
  tags: z
    .array(tagSchema)
    .refine((t) => new Set(t).size === t.length, { error: 'must not repeat a tag' })
    .optional(),
  retentionPolicy: z.object({ maxDays: z.coerce.number().int().positive().optional() }).nullable().optional(),
});

const optText = z.string().nullable().optional();
const optAmount = z.number().nullable().optional();

const transactionSchema = z.object({ text: optText, amount: optAmount });
const invoiceSchema = z.object({ text: optText });
const invoiceLineSchema = z.object({
  itemId: optText,
  text: optText,
  issueDate: z
    .string()
    .refine((s) => !Number.isNaN(Date.parse(s)), {
      error: 'must be an RFC 3339 timestamp such as 2024-03-01T00:00:00Z',
    })
    .nullable()
    .optional(),
  supplier: z
    .object({
      id: z
        .string()
        .regex(SUPPLIER_ID_PATTERN, {
          error: 'may contain only letters and digits (a hyphenated UUID is not accepted)',
        })
        .refine((s) => bytes(s) <= 64, { error: 'must be at most 64 bytes' })
        .nullable()
        .optional(),
      name: optText,
      globalId: optText,
    })
    .nullable()
    .optional(),
  customerRef: optText,
  amount: optAmount,
});

export const dataSchema = z
  .object({
    transaction: transactionSchema.optional(),
    invoice: invoiceSchema.optional(),
    invoiceLine: invoiceLineSchema.optional(),
  })
  .refine((d) => [d.transaction, d.invoice, d.invoiceLine].filter((v) => v != null).length === 1, {
    error: 'must hold exactly one of transaction, invoice, invoiceLine',
  });

export type Data = z.output<typeof dataSchema>;

export const exampleSchema = z.object({
  data: dataSchema,
  targetValues: z.array(z.object({ name: nameSchema, value: z.string() })).min(1),
  id: z.uuid().optional(),
});

export const oneExampleSchema = z.object({ example: exampleSchema });

/** The batch limit is checked before the items, so an oversized batch gets one clear message. */
export const MAX_BATCH_EXAMPLES = 100;
export const batchExamplesSchema = z.object({ examples: z.array(z.unknown()).min(1) });

// `explain` is Kontera's own addition: each candidate then carries the most similar past examples.
const optionsSchema = z
  .object({
    suggestLimit: z.coerce.number().int().min(1).max(100).optional(),
    explain: z.boolean().optional(),
  })
  .nullable()
  .optional();
export const suggestSchema = z.object({ input: dataSchema, options: optionsSchema });
export const MAX_SUGGEST_INPUTS = 1000;
export const batchSuggestSchema = z.object({
  inputs: z.array(dataSchema).max(MAX_SUGGEST_INPUTS),
  options: optionsSchema,
});

/** The gateway accepts both proto names (snake_case) and JSON names (camelCase); the engine too. */
export function camelizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    out[k.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase())] = camelizeKeys(v);
  }
  return out;
}
