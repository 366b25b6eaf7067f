// The one text folding is util's (the store's slugs use it too); reading re-exports it for its matchers.
import { fold } from '../util/fold';

export { fold };

/** Folded word tokens: "Fakturanr.:" -> ["fakturanr"], "Total inkl. moms" -> ["total","inkl","moms"]. */
export function tokens(s: string): string[] {
  return (
    fold(s)
      // A "#" glued after a word is the word's number sign ("TRANS# 4471" as "Trans # 4471").
      .replace(/([a-z])#/g, '$1 #')
      .split(/[^a-z0-9%#]+/)
      .filter((t) => t !== '')
  );
}
