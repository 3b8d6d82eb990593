import http from 'node:http';

export interface LoopbackResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json<T>(): T;
}

/**
 * One HTTP request from a chosen loopback address (any of 127.0.0.0/8 works on Linux), so a test can
 * play many clients on one machine and a proxy in front sees each at its own address. A fresh
 * connection each time: which replica answers is the load balancer's choice, not a pooled socket's.
 */
export function loopbackRequest(opts: {
  url: string;
  from?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
}): Promise<LoopbackResponse> {
  const target = new URL(opts.url);
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: opts.method ?? (payload ? 'POST' : 'GET'),
        localAddress: opts.from,
        agent: false,
        headers: { ...(payload ? { 'Content-Type': 'application/json' } : {}), ...opts.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: <T>() => JSON.parse(body) as T });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
