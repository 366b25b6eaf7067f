import type { Connection } from '../credentials/connection';
import type { EnvironmentName } from '../store/environments';
import type {
  BankEntryInput,
  BookingKind,
  InvoiceLineInput,
  ItemSuggestion,
  ProductUnit,
  SuggestionsView,
  SupplierClass,
  TargetSuggestion,
} from '../../preload/contract/booking';
import type { ExampleData, Prediction, ProductInfoLanguage, SupplierRegion } from '../api/types';
import { InvalidRequest, NotFound, TargetNotReady } from '../api/errors';
import { UserError } from '../util/errors';
import { bankEntryData, datasetName, invoiceLineData } from './examples';
import { httpSuggestCalls, type SuggestCalls } from './suggest-calls';
import type { HistoryReader } from './history';
import { round2 } from '../util/round';

export type SuggestionDeps = {
  history: HistoryReader;
  companySlug: (companyId: number) => string;
  connect: (environment?: EnvironmentName) => Promise<Connection>;
  calls?: SuggestCalls;
  log?: (message: string, err?: unknown) => void;
};

const SUGGEST_LIMIT = 5;

/** DKK lines are Danish, SEK lines Swedish: the two languages product info knows. */
const LANGUAGE_BY_CURRENCY: Record<string, ProductInfoLanguage> = { DKK: 'da', SEK: 'se' };
const REGION_BY_CURRENCY: Record<string, SupplierRegion> = { SEK: 'se', NOK: 'no' };

/**
 * Suggestions for the booking screen from v2 `:batchSuggest` on the company's dataset, ranked with
 * their confidence. Never fails just because the service is away: it answers `offline` (or
 * `training` when there is no model yet) with empty candidates, and the bookkeeper picks values.
 */
export class SuggestionService {
  private readonly calls: SuggestCalls;

  constructor(private readonly deps: SuggestionDeps) {
    this.calls = deps.calls ?? httpSuggestCalls();
  }

  async forLines(input: {
    companyId: number;
    lines: InvoiceLineInput[];
    language?: ProductInfoLanguage | null;
    region?: SupplierRegion | null;
  }): Promise<SuggestionsView> {
    const view = await this.suggest(input.companyId, 'invoice-line', input.lines.map(invoiceLineData));
    if (view.state === 'offline') return view;
    const connection = await this.deps.connect();
    const currency = input.lines.find((l) => l.currency)?.currency?.toUpperCase() ?? '';
    const language = input.language ?? LANGUAGE_BY_CURRENCY[currency] ?? null;
    const region = input.region ?? REGION_BY_CURRENCY[currency] ?? null;
    // Pretrained extras are a bonus: their failure must not hide the account suggestions.
    const [units, suppliers] = await Promise.all([
      language ? this.productUnits(connection, input.lines, language) : null,
      region ? this.supplierClasses(connection, input.lines, region) : null,
    ]);
    view.items = view.items.map((item, i) => ({
      ...item,
      ...(units?.[i] ? { productUnits: units[i] } : {}),
      ...(suppliers?.[i] ? { supplier: suppliers[i] } : {}),
    }));
    return view;
  }

  forEntries(input: { companyId: number; entries: BankEntryInput[] }): Promise<SuggestionsView> {
    return this.suggest(input.companyId, 'bank', input.entries.map(bankEntryData));
  }

  private async suggest(
    companyId: number,
    kind: BookingKind,
    inputs: ExampleData[],
  ): Promise<SuggestionsView> {
    const dataset = datasetName(this.deps.companySlug(companyId), kind);
    const known = this.deps.history.targets(companyId, kind);
    const empty = (): ItemSuggestion[] => inputs.map(() => ({ targets: [] }));
    let predictions: Prediction[] | undefined;
    try {
      const connection = await this.deps.connect();
      predictions = (await this.calls.batchSuggest(connection, dataset, inputs, SUGGEST_LIMIT)).predictions;
    } catch (err) {
      if (err instanceof NotFound || err instanceof TargetNotReady) predictions = [];
      else if (err instanceof InvalidRequest) throw err;
      else
        return {
          dataset,
          state: 'offline',
          // Nothing trains while the service cannot be reached: say why instead.
          reason: unreachableReason(err),
          message: offlineMessage(err, this.deps.log),
          stillTraining: [],
          items: empty(),
        };
    }
    if (!predictions || predictions.length === 0) {
      return {
        dataset,
        state: 'training',
        reason: known.length > 0 ? 'training' : 'untrained',
        message:
          known.length > 0
            ? `The model for ${dataset} is still training. Pick the values yourself for now; each booking helps it learn.`
            : `There is no model for ${dataset} yet: import booking history or book a few lines, and suggestions will follow.`,
        stillTraining: known.length > 0 ? known : [],
        items: empty(),
      };
    }
    const items = inputs.map((_, i) => ({ targets: rank(predictions[i]) }));
    const present = new Set(items.flatMap((item) => item.targets.map((t) => t.name)));
    const stillTraining = known.filter((t) => !present.has(t));
    return {
      dataset,
      state: 'ready',
      reason: null,
      message:
        stillTraining.length > 0
          ? `Still training: ${stillTraining.join(', ')}. Pick those values yourself for now.`
          : null,
      stillTraining,
      items,
    };
  }

  private async productUnits(
    connection: Connection,
    lines: InvoiceLineInput[],
    language: ProductInfoLanguage,
  ): Promise<ProductUnit[][] | null> {
    try {
      const response = await this.calls.productInfo(
        connection,
        lines.map((l) => l.text),
        language,
      );
      return response.predictions.map((list) =>
        list.map((s) => ({
          unit: s.label.unit,
          unitType: s.label.unit_type,
          confidence: round2(s.confidence),
        })),
      );
    } catch (err) {
      this.deps.log?.('product-unit suggestions failed', err instanceof UserError ? err.message : err);
      return null;
    }
  }

  private async supplierClasses(
    connection: Connection,
    lines: InvoiceLineInput[],
    region: SupplierRegion,
  ): Promise<(SupplierClass | null)[] | null> {
    const names = [...new Set(lines.map((l) => l.supplierName?.trim()).filter((n): n is string => !!n))];
    if (names.length === 0) return null;
    try {
      const response = await this.calls.supplierName(connection, names, region, 3);
      const byName = new Map(
        names.map((name, i) => {
          const r = response.result[i];
          const cls: SupplierClass | null = r
            ? {
                known: r.known_supplier,
                classes: r.suggestions.map((s) => ({ name: s.class, confidence: round2(s.proba) })),
              }
            : null;
          return [name, cls];
        }),
      );
      return lines.map((l) => byName.get(l.supplierName?.trim() ?? '') ?? null);
    } catch (err) {
      this.deps.log?.('supplier-name suggestions failed', err instanceof UserError ? err.message : err);
      return null;
    }
  }
}

/** Candidates best first, confidences rounded to 2 decimals as the interface does. */
function rank(prediction: Prediction | undefined): TargetSuggestion[] {
  return (prediction?.targets ?? []).map((t) => ({
    name: t.name,
    candidates: [...t.candidates]
      .map((c) => ({
        value: c.value,
        confidence: round2(c.confidence?.value ?? 0),
        level: c.confidence?.level ?? null,
      }))
      .sort((a, b) => b.confidence - a.confidence),
  }));
}

export function unreachableReason(err: unknown): SuggestionsView['reason'] {
  const code = err instanceof UserError ? err.code : '';
  if (code === 'token_missing' || code === 'unauthorized' || code === 'forbidden') return 'no-token';
  if (code === 'engine_not_running') return 'engine-stopped';
  return 'offline';
}

function offlineMessage(err: unknown, log?: (message: string, err?: unknown) => void): string {
  const reason = err instanceof UserError ? err.message : 'The suggestion service could not be reached.';
  if (!(err instanceof UserError)) log?.('suggestions failed', err);
  return `${reason} You can still book by picking the values; bookings are kept and sent when the service is back.`;
}
