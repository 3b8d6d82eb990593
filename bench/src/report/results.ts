import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BytesResult } from '../measures/bytes';
import type { CheckoutResult } from '../measures/checkout';
import type { InteractionResult } from '../measures/interaction';
import type { LighthouseResult } from '../measures/lighthouse';
import type { LoadResult } from '../measures/load';
import type { PagesResult } from '../measures/pages';
import type { ReplicasResult } from '../measures/replicas';
import type { ScaleResult } from '../measures/scale';
import { REPO_ROOT, RESULTS_DIR } from '../lib/paths';

export const STEPS = ['bytes', 'lighthouse', 'interaction', 'load', 'pages', 'scale', 'checkout', 'replicas'] as const;
export type StepName = (typeof STEPS)[number];

export interface StepData {
  bytes: BytesResult;
  lighthouse: LighthouseResult;
  /** `asHostIndex`: each sample throttled as a host of that benchmarkIndex is at `cpuThrottling` (results[].host). */
  interaction: { samplesPerInteraction: number; cpuThrottling: number; asHostIndex?: number; results: InteractionResult[] };
  load: LoadResult;
  pages: PagesResult;
  scale: ScaleResult;
  checkout: CheckoutResult;
  replicas: ReplicasResult;
}

export interface StepRecord<K extends StepName = StepName> {
  measuredAt: string;
  seconds: number;
  commit: string;
  /** Uncommitted changes in the work tree when it ran. */
  dirty: boolean;
  /** 1-minute load average before the step: a busy machine explains a slow figure. */
  loadAverage: number;
  data?: StepData[K];
  error?: string;
}

export interface BenchResults {
  date: string;
  machine: { cpus: number; model: string; memoryGb: number; node: string; platform: string };
  steps: { [K in StepName]?: StepRecord<K> };
}

export function gitState(): { commit: string; dirty: boolean } {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim() !== '';
    return { commit, dirty };
  } catch {
    return { commit: 'unknown', dirty: true };
  }
}

export function machine(): BenchResults['machine'] {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    model: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

export const resultsFile = (date: string) => path.join(RESULTS_DIR, `${date}.json`);

/** Today's results so far: a rerun of one step (`--only=load`) replaces that step and keeps the rest. */
export function loadResults(date: string): BenchResults {
  const file = resultsFile(date);
  if (existsSync(file)) {
    const existing = JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
    return { ...existing, machine: machine() };
  }
  return { date, machine: machine(), steps: {} };
}

export function saveResults(results: BenchResults): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = resultsFile(results.date);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
