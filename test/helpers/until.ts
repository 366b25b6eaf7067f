/**
 * Polls `check` until it gives a value (anything but undefined/false) and returns it, or fails the
 * test naming what never happened. Background work (sending, training, watching folders) has no
 * promise a test could await, so tests wait for what a user would see instead.
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 20_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
