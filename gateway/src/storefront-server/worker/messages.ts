import type { FaultConfig } from '../faults';
import type { EmbeddedStorefrontOptions } from '../index';

/** What the supervisor hands the worker at start. */
export interface WorkerStart {
  port: number;
  host: string;
  catalog: { csvPath?: string; size?: number };
  faults?: FaultConfig;
  limits?: EmbeddedStorefrontOptions['limits'];
  logLevel: string;
}

/** Worker → supervisor. */
export type FromWorker =
  | { type: 'listening'; url: string }
  | { type: 'pong' }
  | { type: 'quantities'; id: number; variantIds: string[] };

/** Supervisor → worker. */
export type ToWorker =
  | { type: 'ping' }
  | { type: 'quantities'; id: number; entries?: Array<[string, number]>; error?: string };
