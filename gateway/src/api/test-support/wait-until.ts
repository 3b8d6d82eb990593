/**
 * Waits for a state, not for a time: resolves as soon as `condition()` holds, checking every few
 * milliseconds. The limit is a hang guard for a test whose state never comes (it then throws), so a
 * slow or loaded machine only makes the wait longer, never changes the answer.
 */
export async function waitUntil(condition: () => boolean | Promise<boolean>, what: string, limitMs = 15_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${limitMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
