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

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * PostgreSQL text cannot hold NUL, so a string with one fails at the database as a 500. No form field
 * or id of the shop has a use for it: it is refused up front, in the body, the path or the query.
 */
export function rejectNulCharacters(): RequestHandler {
  return (req, _res, next) => {
    if (holdsNul(req.body) || decoded(req.path).includes(NUL) || holdsNul(req.query)) {
      next(AppError.badRequest('The request contains a character the shop does not accept (NUL).'));
      return;
    }
    next();
  };
}
