import type { Request } from 'express';

/**
 * The shop's origin as the request names it: what its pages' canonical links, structured data and
 * sitemaps are written with. X-Forwarded-Proto and -Host count only from a proxy `trust proxy` believes.
 */
export const requestOrigin = (req: Request): string => `${req.protocol}://${req.host ?? 'localhost'}`;
