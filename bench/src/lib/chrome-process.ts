import { mkdirSync, rmSync } from 'node:fs';
import { spawnTracked } from './children';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { stopChild } from './shop';

export interface ChromeProcess {
  port: number;
  stop(): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Debian's chromium on a fixed --remote-debugging-port with a fresh profile: Playwright may prepare
 * it (seed localStorage) and Lighthouse then attaches to the same browser through that port.
 */
export async function launchChrome(port: number, profileDir: string, extraFlags: string[] = []): Promise<ChromeProcess> {
  rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  mkdirSync(profileDir, { recursive: true });
  const child = spawnTracked(CHROMIUM_PATH, [...CHROMIUM_FLAGS, ...extraFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`chromium exited (${child.exitCode}) before its debugging port opened`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      await stopChild(child, 2000);
      throw new Error(`chromium's debugging port ${port} did not open`);
    }
    await wait(100);
  }
  return {
    port,
    stop: async () => {
      await stopChild(child, 5000);
      // Chromium's helper processes may still be writing the profile for a moment after it exits.
      try {
        rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {
        // a left-over profile in the git-ignored tmp folder is harmless; the next launch wipes it
      }
    },
  };
}
