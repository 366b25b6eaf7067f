import { z } from 'zod';
import { badRequest } from '../errors';
import { parseBody } from '../validate';
import type { Router } from '../router';
import { MAX_BANK_TRAINING, predictBank } from '../models/bank';
import { predictProducts, type ProductLanguage } from '../models/productinfo';
import { knownClasses, predictSupplier, type RegionOrAll } from '../models/supplier';

const bankSchema = z.object({
  prediction_data: z.array(
    z.object({
      amount: z.number(),
      text: z.string(),
      accountNumber: z.number().int().nullable().optional(),
      entryType: z.number().int().nullable().optional(),
      timestamp: z.number().int().nullable().optional(),
    }),
  ),
  training_data: z.array(z.unknown()),
});

const bankTrainingSchema = z.object({
  accountNumber: z.number().int(),
  amount: z.number(),
  entryType: z.number().int(),
  text: z.string(),
  timestamp: z.number().int(),
});

const productSchema = z.object({ input: z.array(z.string()).max(10_000), language: z.string() });

const supplierSchema = z.object({
  prediction_data: z.array(z.strictObject({ supplier_name: z.string() })).max(10_000),
  options: z.object({
    suggestion_limit: z.number().int().min(1).max(100),
    class_filter: z.array(z.string()).nullable().optional(),
  }),
});

/** Train-on-call (bank) and pretrained (product info, supplier name) legacy models. */
export function registerPretrainedRoutes(router: Router): void {
  router.add('POST', /^\/model\/bank\/v1\/predict$/, (req) => {
    const body = parseBody(bankSchema, req.body);
    if (body.training_data.length > MAX_BANK_TRAINING) {
      throw badRequest([
        {
          path: 'training_data',
          message: `has ${body.training_data.length} entries; at most ${MAX_BANK_TRAINING} are accepted per call (training on call must stay fast). Send the most recent ${MAX_BANK_TRAINING}.`,
        },
      ]);
    }
    if (body.training_data.length === 0)
      throw badRequest([
        { path: 'training_data', message: 'must have at least 1 item: the bank model learns from it' },
      ]);
    const training = parseBody(z.object({ training_data: z.array(bankTrainingSchema) }), {
      training_data: body.training_data,
    }).training_data;
    return {
      predictions: body.prediction_data.length === 0 ? [] : predictBank(training, body.prediction_data),
    };
  });

  router.add('POST', /^\/model\/svc-productinfo\/v1\/predict$/, (req) => {
    const body = parseBody(productSchema, req.body);
    const language = body.language.toLowerCase();
    // One of the service's examples sends `dk`; it means Danish.
    const lang: ProductLanguage | null =
      language === 'da' || language === 'dk' ? 'da' : language === 'se' ? 'se' : null;
    if (!lang) throw badRequest([{ path: 'language', message: 'must be da or se (dk is read as da)' }]);
    return { predictions: predictProducts(lang, body.input) };
  });

  const supplier = (region: RegionOrAll, raw: unknown) => {
    const body = parseBody(supplierSchema, raw);
    const filter = body.options.class_filter ?? null;
    if (filter) {
      const known = new Set(knownClasses());
      const bad = filter.map((c, i) => ({ c, i })).filter(({ c }) => !known.has(c));
      if (bad.length > 0) {
        throw badRequest(
          bad.map(({ c, i }) => ({
            path: `options.class_filter[${i}]`,
            message: `"${c}" is not a known class (known: ${[...known].join(', ')})`,
          })),
        );
      }
    }
    return {
      result: body.prediction_data.map((p) =>
        predictSupplier(region, p.supplier_name, body.options.suggestion_limit, filter),
      ),
    };
  };
  router.add('POST', /^\/model\/supplier-name\/v1\/predict$/, (req) => supplier('all', req.body));
  router.add('POST', /^\/model\/supplier-name\/v1\/([^/]+)\/predict$/, (req, [region]) => {
    const r = (region ?? '').toLowerCase();
    if (r !== 'se' && r !== 'no' && r !== 'nl') {
      throw badRequest([{ path: 'region', message: `"${region}" is not a supported region (se, no, nl)` }]);
    }
    return supplier(r, req.body);
  });
}
