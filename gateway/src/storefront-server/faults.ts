/**
 * Fault injection so retry and error paths can be tested against the embedded server. Off unless
 * the config enables it. With it on, a request may carry `X-Test-Fault: <kind>`, and tests can
 * queue faults for the next requests (`faults.queue.push('503', '503')`).
 */
export type FaultKind = '429' | '503' | '430' | 'throttled' | 'max-complexity';
export const FAULT_KINDS: readonly FaultKind[] = ['429', '503', '430', 'throttled', 'max-complexity'];
export const FAULT_HEADER = 'x-test-fault';

export interface FaultConfig {
  enabled: boolean;
  /** Faults for the next GraphQL requests, taken first-in first-out. */
  queue?: FaultKind[];
}

export interface FaultResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

const DOCS = 'https://shopify.dev/api/usage/rate-limits';

export function faultResponse(kind: FaultKind): FaultResponse {
  switch (kind) {
    case '429':
      return { status: 429, headers: { 'Retry-After': '1' }, body: { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: DOCS } }] } };
    case '503':
      return { status: 503, headers: { 'Retry-After': '1' }, body: { errors: [{ message: 'Service Unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] } };
    case '430':
      return { status: 430, headers: {}, body: { errors: [{ message: 'Shopify Security Rejection', extensions: { code: 'SECURITY_REJECTION' } }] } };
    case 'throttled':
      return { status: 200, headers: {}, body: { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: DOCS } }] } };
    case 'max-complexity':
      return {
        status: 200,
        headers: {},
        body: { errors: [{ message: 'Query cost is 1250, which exceeds the single query max cost limit (1000).', extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', cost: 1250, maxCost: 1000, documentation: DOCS } }] },
      };
  }
}

/** The fault to inject for this request, if any. */
export function pickFault(config: FaultConfig | undefined, header: string | undefined): FaultKind | null {
  if (!config?.enabled) return null;
  const queued = config.queue?.shift();
  if (queued) return queued;
  const asked = header?.trim().toLowerCase();
  return FAULT_KINDS.find((k) => k === asked) ?? null;
}
