/**
 * The scale step's query mix (its worker's 40 filtered, sorted, searched Products(first: 24) pages) run
 * through the embedded server's GraphQL handler in this process, without HTTP, and timed by this
 * process's own CPU time (user + system), which another process on the host does not lengthen the way
 * it lengthens a request's latency. Each query's first run ("cold": its search not yet answered) is
 * timed alone; then ROUNDS rounds of all 40 ("warm"). The handler is built as a listening server
 * builds it, warm-up included (WARM_UP=0 leaves that out, as a process's first queries would see it).
 * A change to the server is judged by running this before and after it in turn (BENCHMARKS "What
 * changed", items 46-47).
 *   cd bench && CATALOG_SIZE=100000 [ROUNDS=10] [WARM_UP=0] taskset -c 1 node --import tsx src/experiments/storefront-cpu.ts
 */
import { loadavg } from 'node:os';
import { loadCatalog } from 'gateway/src/catalog';
import { createStorefrontHandler } from 'gateway/src/storefront-server';
import { scaleQueries } from '../workers/scale-queries';
import { DOCUMENTS } from '../lib/storefront';
import { median, percentile } from '../lib/stats';

type Handler = ReturnType<typeof createStorefrontHandler>['handler'];
type Request = Parameters<Handler>[0];
type Response = Parameters<Handler>[1];

/** The handler's answer, caught by a stand-in for Express's response (only what the handler calls). */
function capture(): { res: Response; answer: () => string } {
  let body = '';
  const res = {
    status: () => res,
    type: () => res,
    set: () => res,
    send: (text: string) => void (body = text),
    writeHead: () => res,
    end: (text: string) => void (body = text),
  };
  return { res: res as unknown as Response, answer: () => body };
}

const cpuMs = (since?: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

async function main() {
  const size = Number(process.env.CATALOG_SIZE ?? 100_000);
  const rounds = Number(process.env.ROUNDS ?? 10);
  const catalog = await loadCatalog({ size });
  // What the embedded server builds, reads and runs before it listens.
  const { handler, ready } = createStorefrontHandler({ catalog, warmUp: process.env.WARM_UP !== '0' });
  await ready;
  const queries = scaleQueries(catalog);
  const run = async (variables: Record<string, unknown>) => {
    const { res, answer } = capture();
    const req = { body: { query: DOCUMENTS.products, variables, operationName: 'Products' }, headers: { host: '127.0.0.1' }, get: () => undefined, protocol: 'http' };
    await handler(req as unknown as Request, res);
    const parsed = JSON.parse(answer()) as { data?: { products?: { nodes: unknown[] } } };
    if (!parsed.data?.products) throw new Error(`no products in the answer: ${answer().slice(0, 200)}`);
  };
  // The scale step's warm-up: its first ten queries, which also compile the document.
  for (const q of queries.slice(0, 10)) await run(q);
  const cold: number[] = [];
  for (const q of queries.slice(10)) {
    const start = process.cpuUsage();
    await run(q);
    cold.push(cpuMs(start));
  }
  for (const q of queries) await run(q);
  const start = process.cpuUsage();
  for (let r = 0; r < rounds; r++) for (const q of queries) await run(q);
  const warm = cpuMs(start) / (rounds * queries.length);
  console.log(JSON.stringify({
    products: catalog.products.length,
    loadAverage: loadavg()[0],
    coldMs: { median: median(cold), p90: percentile(cold, 90), max: Math.max(...cold), n: cold.length },
    warmMsPerQuery: warm,
  }));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
