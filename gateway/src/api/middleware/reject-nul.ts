import type { RequestHandler } from 'express';
import { AppError } from '../../errors/app-error';

const NUL = '\u0000';

/** Whether a JSON value holds a NUL character in any string or key (bodies are at most 64 kB, so the walk is bounded). */
function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes(NUL)) return true;
    } else if (Array.isArray(v)) {
      stack.push(...v);
    } else if (v && typeof v === 'object') {
      for (const [key, inner] of Object.entries(v)) {
        if (key.includes(NUL)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold NUL, so a string with one fails at the database as a 500. No form field
 * of the shop has a use for it: it is refused up front, in the body or the query. Ids in the path are
 * checked by their routes (an odd product slug is the spec's 404).
 */
export function rejectNulCharacters(): RequestHandler {
  return (req, _res, next) => {
    if (holdsNul(req.body) || holdsNul(req.query)) {
      next(AppError.badRequest('The request contains a character the shop does not accept (NUL).'));
      return;
    }
    next();
  };
}
