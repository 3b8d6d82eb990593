/**
 * A background job run at start and then every `intervalMs`: a failed run is reported and the next one
 * still comes; the timer never keeps the process alive; `stop` waits for the run in progress.
 */
export function periodicJob(run: () => Promise<unknown>, onError: (err: Error) => void) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  return {
    start(intervalMs: number) {
      const tick = () => {
        running = run().catch(onError);
      };
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
