/** The interface's time format: UTC `YYYY-MM-DDThh:mm:ssZ`, whole seconds. */
export function utcStamp(date: Date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
