/** Progress lines on stderr, so stdout stays free for whoever pipes the bench. */
export function log(message: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}
