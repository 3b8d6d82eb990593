import express, { type NextFunction, type Request, type Response } from 'express';

const LIMIT = 1024 * 1024;
const UTF8_JSON = /^\s*application\/json\s*(;\s*charset\s*=\s*"?utf-?8"?\s*)?$/i;
const FIRST_CHAR = /^[ \t\n\r]*([^ \t\n\r])/;

const httpError = (status: number, message: string, type: string) => Object.assign(new Error(message), { status, statusCode: status, expose: true, type });

interface Reading {
  chunks: Buffer[];
  size: number;
  next: NextFunction;
}
const READING = Symbol('reading JSON body');
type ReadingRequest = Request & { [READING]?: Reading };

// The listeners are module functions on purpose: closures made per request cost more than reading
// a small body does (under tsx, each named one also gets a defineProperty for its name).
function finish(req: ReadingRequest, err?: Error): void {
  const reading = req[READING];
  if (!reading) return;
  req[READING] = undefined;
  req.off('data', onData);
  req.off('end', onEnd);
  req.off('error', onError);
  req.off('close', onClose);
  if (err) {
    reading.next(err);
    return;
  }
  const { chunks } = reading;
  const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8').replace(/^\uFEFF/, '');
  if (text.length === 0) {
    req.body = {};
    reading.next();
    return;
  }
  const first = FIRST_CHAR.exec(text)?.[1];
  if (first !== '{' && first !== '[') {
    reading.next(httpError(400, 'JSON bodies must be an object or an array', 'entity.parse.failed'));
    return;
  }
  try {
    req.body = JSON.parse(text) as unknown;
  } catch (e) {
    reading.next(httpError(400, (e as Error).message, 'entity.parse.failed'));
    return;
  }
  reading.next();
}

function onData(this: ReadingRequest, chunk: Buffer): void {
  const reading = this[READING];
  if (!reading) return;
  reading.size += chunk.length;
  if (reading.size > LIMIT) finish(this, httpError(413, 'request entity too large', 'entity.too.large'));
  else reading.chunks.push(chunk);
}
function onEnd(this: ReadingRequest): void {
  finish(this);
}
function onError(this: ReadingRequest, err: Error): void {
  finish(this, httpError(400, err.message, 'request.aborted'));
}
function onClose(this: ReadingRequest): void {
  finish(this, httpError(400, 'request aborted', 'request.aborted'));
}

/**
 * Reads a GraphQL request's JSON body into req.body. The common case (plain UTF-8 JSON, as every
 * Storefront client sends) is read directly: body-parser's per-request machinery (charset decoder,
 * stream wrappers, async-hooks scope) was a tenth of a cached hit. Anything else (a compressed or
 * non-UTF-8 body, another content type) goes to express.json. Both answer the same errors: 413
 * past 1 MB, 400 for broken JSON or for a body that is not an object or an array.
 */
export function createJsonReader() {
  const fallback = express.json({ limit: LIMIT, type: () => true });
  return function readJson(req: Request, res: Response, next: NextFunction): void {
    const type = req.headers['content-type'];
    const encoding = req.headers['content-encoding'];
    if ((type !== undefined && !UTF8_JSON.test(type)) || (encoding !== undefined && encoding.toLowerCase() !== 'identity')) {
      fallback(req, res, next);
      return;
    }
    if (Number(req.headers['content-length']) > LIMIT) {
      next(httpError(413, 'request entity too large', 'entity.too.large'));
      return;
    }
    (req as ReadingRequest)[READING] = { chunks: [], size: 0, next };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  };
}
