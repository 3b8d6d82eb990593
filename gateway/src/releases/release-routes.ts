import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type { Logger } from 'pino';
import { formObject } from '@tjb/forms';
import * as v from 'valibot';
import type { PruneOutcome, ReleaseQueries } from '../db/queries/releases';
import { AppError, isAppError } from '../errors/app-error';
import '../issue-wording';
import { releaseProblems, type ShellProvides } from './guard-rails';
import { keyOfDir, releaseEntry, releaseManifestSchema, releaseVersion } from './manifest';
import type { ReleaseRegistry } from './release-registry';
import type { ReleaseStore } from './release-store';
import type { TokenHolder } from './tokens';

export interface ReleaseRoutesDeps {
  releases: ReleaseQueries;
  store: ReleaseStore;
  registry: ReleaseRegistry;
  checkToken: (presented: string | undefined) => TokenHolder | null;
  shellProvides: () => ShellProvides;
  logger: Logger;
  /** Largest upload (a whole build, base64 in JSON). */
  uploadLimit?: string;
  /** Removes a remote's old releases (after every promote, and on request); see release-pruning.ts. */
  prune: (dir: string, token: string) => Promise<PruneOutcome>;
}

const uploadBody = formObject({ manifest: v.optional(v.unknown()), files: v.record(v.string(), v.string()) });
const promoteBody = formObject({ version: releaseVersion });
const canaryBody = formObject({ version: releaseVersion, percent: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(99)) });

const firstIssue = (issues: readonly v.BaseIssue<unknown>[]) => {
  const issue = issues[0]!;
  return `${v.getDotPath(issue) || 'body'}: ${issue.message}`;
};

/**
 * The release API a team's pipeline calls with its remote's token: upload a build, list releases,
 * canary, promote, roll back. A token opens only its own remote. Every change is logged with the token's
 * fingerprint, and is applied on this replica before the answer and published to the others.
 */
export function createReleaseRoutes(deps: ReleaseRoutesDeps): Router {
  const router = Router();

  /**
   * The remote named in the URL, once the bearer token is shown to be that remote's. Checked before any
   * body is read, so nobody without a token gets a large upload parsed.
   */
  const authorise = (req: Request, res: Response): string => {
    const header = req.headers.authorization ?? '';
    const holder = deps.checkToken(header.startsWith('Bearer ') ? header.slice(7).trim() : undefined);
    if (!holder) throw new AppError(401, 'A release token is required (Authorization: Bearer <token>).');
    const dir = String(req.params.remote);
    if (!keyOfDir(dir)) throw AppError.notFound(`No remote named ${dir}.`);
    if (holder.remote !== dir) throw new AppError(403, `This token releases ${holder.remote}; it cannot change ${dir}.`);
    res.locals.token = holder.fingerprint;
    res.locals.remote = dir;
    return dir;
  };
  const authorised = (req: Request, res: Response, next: NextFunction) => {
    authorise(req, res);
    next();
  };
  const parse = <S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> => {
    const result = v.safeParse(schema, body);
    if (!result.success) throw AppError.badRequest(firstIssue(result.issues));
    return result.output;
  };
  const existing = async (dir: string, version: string) => {
    const release = await deps.releases.findRelease(dir, version);
    if (!release) throw AppError.notFound(`${dir} has no release ${version}; upload it first.`);
    if (release.prunedAt) throw prunedAway(dir, version);
  };
  const prunedAway = (dir: string, version: string) =>
    new AppError(410, `${dir} ${version} was pruned (its files are gone); release that build again under a new version.`);

  router.post('/:remote', authorised, express.json({ limit: deps.uploadLimit ?? '200mb' }), async (req, res) => {
    const dir = res.locals.remote as string;
    const body = parse(uploadBody, req.body);
    const manifest = parse(releaseManifestSchema, body.manifest);
    if (manifest.remote !== dir) throw AppError.badRequest(`The manifest is for ${manifest.remote}, not ${dir}.`);
    const files = new Map(Object.entries(body.files).map(([p, b64]) => [p, Buffer.from(b64, 'base64')]));
    const problems = releaseProblems(keyOfDir(dir)!, manifest, files, deps.shellProvides());
    if (problems.length) throw new AppError(422, `Release ${dir} ${manifest.version} refused: ${problems.join('; ')}.`, { details: { problems } });
    const stored = await deps.releases.insertRelease({ remote: dir, version: manifest.version, manifest, token: res.locals.token as string, files: [...files].map(([path, bytes]) => ({ path, bytes })) });
    if (!stored) throw AppError.conflict(`${dir} ${manifest.version} was already uploaded; a release never changes, so give this build a new version.`);
    await deps.store.write(manifest, files);
    deps.logger.info({ remote: dir, version: manifest.version, token: res.locals.token }, 'release uploaded');
    res.status(201).json({ remote: dir, version: manifest.version, entry: releaseEntry(dir, manifest.version) });
  });

  router.get('/:remote', async (req, res) => {
    const dir = authorise(req, res);
    const [state, releases, log] = await Promise.all([deps.releases.registryState(), deps.releases.listReleases(dir), deps.releases.releaseLog(dir, 50)]);
    res.set('Cache-Control', 'no-store').json({
      remote: dir,
      active: state.active[dir] ?? null,
      canary: state.canaries[dir] ?? null,
      releases: releases.map((r) => ({ version: r.version, uploadedAt: r.uploadedAt, uploadedBy: r.uploadedBy, prunedAt: r.prunedAt })),
      log,
    });
  });

  router.post('/:remote/promote', authorised, express.json(), async (req, res) => {
    const dir = res.locals.remote as string;
    const { version } = parse(promoteBody, req.body);
    await existing(dir, version);
    const promoted = await deps.releases.promote(dir, version, res.locals.token as string);
    if (!promoted) throw prunedAway(dir, version);
    const { previous } = promoted;
    await deps.registry.changed();
    deps.logger.info({ remote: dir, version, previous, token: res.locals.token }, 'release promoted');
    // History grows with every release; the versions this promote left behind are pruned now.
    // A prune that fails leaves the promote done: it is logged, and the next promote (or pnpm release prune) tries again.
    const pruned = await deps.prune(dir, res.locals.token as string).then(
      (outcome) => outcome.pruned,
      (err: unknown) => {
        deps.logger.error({ err, remote: dir }, 'pruning old releases after a promote failed');
        return [];
      },
    );
    res.json({ remote: dir, active: version, previous, pruned });
  });

  router.post('/:remote/canary', authorised, express.json(), async (req, res) => {
    const dir = res.locals.remote as string;
    const { version, percent } = parse(canaryBody, req.body);
    await existing(dir, version);
    if (!(await deps.releases.startCanary(dir, version, percent, res.locals.token as string))) throw prunedAway(dir, version);
    await deps.registry.changed();
    deps.logger.info({ remote: dir, version, percent, token: res.locals.token }, 'canary started');
    res.json({ remote: dir, canary: { version, percent } });
  });

  router.post('/:remote/prune', async (req, res) => {
    const dir = authorise(req, res);
    res.json({ remote: dir, ...(await deps.prune(dir, res.locals.token as string)) });
  });

  router.post('/:remote/rollback', async (req, res) => {
    const dir = authorise(req, res);
    const outcome = await deps.releases.rollback(dir, res.locals.token as string);
    if (outcome.kind === 'nothing') throw AppError.conflict(`${dir} has no promoted release to roll back; it runs the registry's default.`);
    await deps.registry.changed();
    deps.logger.info({ remote: dir, outcome, token: res.locals.token }, 'release rolled back');
    res.json(outcome.kind === 'canary-ended' ? { remote: dir, canaryEnded: outcome.version } : { remote: dir, active: outcome.to, rolledBack: outcome.from });
  });

  // The release API answers its pipeline in its own words; nothing here is a shopper's page.
  router.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const body = err as { type?: string; status?: number };
    if (isAppError(err)) return void res.status(err.status).json({ message: err.message, ...(err.details ?? {}) });
    if (body.type === 'entity.too.large') return void res.status(413).json({ message: 'The upload is larger than the release API takes.' });
    if (body.type === 'entity.parse.failed') return void res.status(400).json({ message: 'The request body is not valid JSON.' });
    deps.logger.error({ err }, 'release API failed');
    res.status(500).json({ message: 'The release API failed.' });
  });
  return router;
}
