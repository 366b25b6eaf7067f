import type { z } from 'zod';

/** `field.path: message` for every problem, so the renderer (or a developer) sees what to fix. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((i) => {
      const path = i.path
        .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
        .join('')
        .replace(/^\./, '');
      return path ? `${path}: ${i.message}` : i.message;
    })
    .join('; ');
}
