import { EngineError, badRequestText } from './errors';

/** No request of the interface nests deeper than a handful of levels; 64 leaves room for any client. */
export const MAX_JSON_DEPTH = 64;

/**
 * The deepest nesting of arrays and objects in a JSON text, counted without parsing (strings are
 * skipped): 5,000 levels of `[` cost nothing to parse but overflow the stack of code that walks them.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > max) max = depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

/** Refuses bodies nested deeper than MAX_JSON_DEPTH, before anything walks them. */
export function checkJsonDepth(text: string): void {
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw badRequestText(
      `the request body nests objects or lists more than ${MAX_JSON_DEPTH} levels deep; the interface needs a few`,
    );
  }
}

/**
 * The path must decode (routes decode names such as `/v2/datasets/{name}`): a malformed
 * percent-escape (`%`, `%ZZ`, a cut-off UTF-8 sequence) is the client's mistake, a 400.
 */
export function checkPath(path: string): void {
  try {
    decodeURIComponent(path);
  } catch {
    throw new EngineError(
      400,
      `The request path ${JSON.stringify(path.slice(0, 200))} has a malformed percent-escape (each % must be followed by two hex digits of valid UTF-8). Encode names with encodeURIComponent.`,
      { errors: [{ path: '', message: 'malformed percent-escape in the path' }] },
    );
  }
}
