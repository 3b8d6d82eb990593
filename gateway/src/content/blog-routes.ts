import { Router } from 'express';
import { AppError } from '../errors/app-error';
import { BLOG_ARTICLES, articlePalette, articleTitle } from './blog-articles';
import { renderBlogCover } from './blog-image';

export function createBlogRouter(): Router {
  const router = Router();

  router.get('/api/blog/featured', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.json(BLOG_ARTICLES);
  });

  router.get('/api/blog/images/:file', (req, res) => {
    const id = /^([a-z0-9-]+)\.svg$/.exec(req.params.file)?.[1];
    const palette = id ? articlePalette(id) : undefined;
    const title = id ? articleTitle(id) : undefined;
    if (!palette || !title) throw AppError.notFound('Image not found');
    res.set('Cache-Control', 'public, max-age=86400');
    res.type('image/svg+xml').send(renderBlogCover(title, palette));
  });

  return router;
}
