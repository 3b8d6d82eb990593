import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { TMP_DIR } from '../lib/paths';
import type { TraceEvent } from './main-thread-cpu';

export interface FreshLoad {
  /** Trace categories to record. */
  categories: string[];
  /** Before the page opens (a cookie, say). */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** How the page is opened and how long the trace runs after: the trace stops when it resolves. */
  load: (page: Page, url: string) => Promise<void>;
}

/**
 * One page load in a fresh chromium on a phone's viewport (a first visit, as Lighthouse starts a browser per
 * run), traced: the trace's events. The trace goes through a file of the process's own in TMP_DIR.
 */
export async function traceFreshLoad(url: string, { categories, prepare, load }: FreshLoad): Promise<TraceEvent[]> {
  const traceFile = path.join(TMP_DIR, `fresh-load-${process.pid}.json`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    await prepare?.(context);
    const page = await context.newPage();
    await browser.startTracing(page, { path: traceFile, categories });
    await load(page, url);
    await browser.stopTracing();
  } finally {
    await browser.close();
  }
  const raw = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  rmSync(traceFile, { force: true });
  return Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
}
