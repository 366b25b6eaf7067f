import { readFileSync } from 'node:fs';
import { resourcesDir } from '../../util/paths';
import { hashAll, predictTarget, trainTarget, type TargetModel } from './logreg';
import { round2 } from '../../util/round';

export type ProductLanguage = 'da' | 'se';
export type ProductSuggestion = { confidence: number; label: { unit: string; unit_type: string } };

/** The service answers three suggestions per order line. */
export const PRODUCT_SUGGESTIONS = 3;

const models = new Map<ProductLanguage, TargetModel>();

/** Trained once per language from resources/engine/productinfo.json (a few hundred lines: milliseconds). */
function model(language: ProductLanguage): TargetModel {
  let m = models.get(language);
  if (m) return m;
  const data = JSON.parse(readFileSync(resourcesDir('engine', 'productinfo.json'), 'utf8')) as {
    languages: Record<string, [string, string, string][]>;
  };
  const lines = data.languages[language] ?? [];
  const records = lines.map(([text]) => ({ text }));
  m = trainTarget(
    `productinfo-${language}`,
    hashAll(records),
    lines.map(([, unit, type]) => `${unit}|${type}`),
    new Float32Array(lines.length).fill(1),
    {
      epochs: 30,
      maxWeights: 2_000_000,
    },
  );
  models.set(language, m);
  return m;
}

export function predictProducts(language: ProductLanguage, texts: string[]): ProductSuggestion[][] {
  const m = model(language);
  return texts.map((text) =>
    predictTarget(m, { text }, PRODUCT_SUGGESTIONS).map((s) => {
      const [unit, unitType] = s.label.split('|') as [string, string];
      return { confidence: round2(s.p), label: { unit, unit_type: unitType } };
    }),
  );
}
