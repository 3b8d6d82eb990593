import express, { Router, type RequestHandler } from 'express';
import type { Sessions } from '../api/sessions';
import { parseInput } from '../api/validate';
import type { Database } from '../db';
import { AppError } from '../errors/app-error';
import { DESIGN_BODY_LIMIT, designInputSchema } from './design-input';
import { DESIGN_MESSAGES, designPreviewUrl, findOwnDesign, storeDesign } from './store-design';

/**
 * The designs route's own JSON parser: a design carries images, far above the API's general body limit.
 * Mounted ahead of the general parser, which then leaves the parsed body alone.
 */
export function designBodyParser(): RequestHandler {
  return express.json({ limit: DESIGN_BODY_LIMIT, strict: true, type: ['application/json'] });
}

/**
 * POST /api/designs stores a custom garment's design for the session (creating one if needed);
 * GET /api/designs/:id, /:id/preview and /:id/image read it back for that session only.
 */
export function createDesignsRouter(deps: { db: Database; sessions: Sessions }): Router {
  const router = Router();

  router.post('/api/designs', async (req, res) => {
    const input = parseInput(designInputSchema, req.body);
    const sessionKey = deps.sessions.ensure(req, res);
    const { id } = await storeDesign(deps.db, sessionKey, input);
    res.status(201).json({ design: { id, previewUrl: designPreviewUrl(id), imageUrl: input.image ? `/api/designs/${id}/image` : null } });
  });

  router.get('/api/designs/:id', async (req, res) => {
    const design = await findOwnDesign(deps.db, deps.sessions.read(req, res), req.params.id);
    if (!design) throw AppError.notFound(DESIGN_MESSAGES.notFound);
    res.json({ design: { id: design.id, ...design.spec, previewUrl: designPreviewUrl(design.id), imageUrl: design.imageHash ? `/api/designs/${design.id}/image` : null } });
  });

  router.get('/api/designs/:id/:which', async (req, res) => {
    const { which } = req.params;
    const design = which === 'preview' || which === 'image' ? await findOwnDesign(deps.db, deps.sessions.read(req, res), req.params.id) : undefined;
    const hash = which === 'preview' ? design?.previewHash : design?.imageHash;
    const image = hash ? await deps.db.findDesignImage(hash) : undefined;
    if (!image) throw AppError.notFound(DESIGN_MESSAGES.notFound);
    // Private to the session, immutable by content: the browser may keep it, no shared cache may.
    res.set('Cache-Control', 'private, max-age=86400, immutable');
    res.type(image.mime).send(image.bytes);
  });

  return router;
}
