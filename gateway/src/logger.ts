import pino, { type Logger } from 'pino';
import { API_REDACT_PATHS } from './api/log-redaction';

/** Secrets in request headers, plus the card and contact fields the API never logs. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-shopify-storefront-access-token"]',
  'res.headers["set-cookie"]',
  ...API_REDACT_PATHS,
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, base: { service: 'gateway' } }, destination);
}
