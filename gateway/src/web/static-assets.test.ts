import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { PRELOAD_MANIFEST_FILE } from '@tjb/mf-config';
import { serveBuild } from './static-assets';

const root = mkdtempSync(path.join(tmpdir(), 'static-assets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A built file with its precompressed sibling, as the build writes them. */
function writeBuilt(dir: string, rel: string, body: string) {
  const file = path.join(dir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(body));
}

/** The build's preload manifest, written with a modification time `secondsAgo` in the past. */
function writeManifest(dir: string, secondsAgo: number) {
  const file = path.join(dir, PRELOAD_MANIFEST_FILE);
  writeFileSync(file, '{"version":1}');
  const at = Date.now() / 1000 - secondsAgo;
  utimesSync(file, at, at);
}

const brotli = (app: express.Express, url: string) =>
  request(app)
    .get(url)
    .set('Accept-Encoding', 'br')
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('serveBuild', () => {
  it('when a build is rebuilt in place, then its new files are served from their precompressed siblings too', async () => {
    const dir = path.join(root, 'rebuilt');
    writeBuilt(dir, 'static/1.aaa.js', 'first build;'.repeat(200));
    writeManifest(dir, 60);
    const app = express().use(serveBuild(dir));

    const first = await brotli(app, '/static/1.aaa.js');
    expect([first.status, first.headers['content-encoding'], first.headers['cache-control']]).toEqual([200, 'br', 'public, max-age=31536000, immutable']);

    // The rebuild: a new hashed file and a new manifest.
    writeBuilt(dir, 'static/2.bbb.js', 'second build;'.repeat(200));
    writeManifest(dir, 30);
    const second = await brotli(app, '/static/2.bbb.js');
    expect([second.status, second.headers['content-encoding']]).toEqual([200, 'br']);
    // No compression() here: the encoding is the sibling's (the client decodes it back to the file).
    expect(second.body.toString()).toBe('second build;'.repeat(200));
  });

  it('when the listing was made while the build was still writing, then it is made again once the build has settled', async () => {
    const dir = path.join(root, 'settling');
    mkdirSync(dir);
    // The clock is held, so the test says which moments the requests come at whatever the machine's speed.
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    try {
      // The manifest is a second old: the build may still be writing its other files.
      writeManifest(dir, 1);
      const app = express().use(serveBuild(dir));
      expect((await request(app).get('/static/3.ccc.js')).status).toBe(404);
      writeBuilt(dir, 'static/3.ccc.js', 'late file;'.repeat(200));
      // The same manifest, now past the settling time: the listing is made again and finds the late file's sibling.
      clock.mockReturnValue(start + 1500);
      const late = await brotli(app, '/static/3.ccc.js');
      expect([late.status, late.headers['content-encoding']]).toEqual([200, 'br']);
    } finally {
      clock.mockRestore();
    }
  });

  it('when a build is released (immutable), then every file may be kept a year', async () => {
    const dir = path.join(root, 'released');
    writeBuilt(dir, 'remoteEntry.js', 'entry;'.repeat(200));
    const res = await brotli(express().use(serveBuild(dir, { immutable: true })), '/remoteEntry.js');
    expect([res.status, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([200, 'br', 'public, max-age=31536000, immutable']);
  });

  it('when the folder cannot be listed while a rebuild cleans it, then the last listing serves and the next request lists again', async () => {
    const dir = path.join(root, 'cleaning');
    writeBuilt(dir, 'static/4.ddd.js', 'kept;'.repeat(200));
    writeManifest(dir, 60);
    let listings = 0;
    let failNext = false;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('express-static-gzip', () => {
        const real = jest.requireActual<typeof import('express-static-gzip')>('express-static-gzip');
        return (...args: Parameters<typeof real>) => {
          listings += 1;
          if (failNext) {
            failNext = false;
            throw Object.assign(new Error('ENOENT: no such file or directory, stat'), { code: 'ENOENT' });
          }
          return real(...args);
        };
      });
      const { serveBuild: serve } = await import('./static-assets');
      const app = express().use(serve(dir));
      expect((await brotli(app, '/static/4.ddd.js')).headers['content-encoding']).toBe('br');
      failNext = true;
      writeManifest(dir, 30);
      const during = await brotli(app, '/static/4.ddd.js');
      expect([during.status, during.headers['content-encoding']]).toEqual([200, 'br']);
      const after = await brotli(app, '/static/4.ddd.js');
      expect([after.status, after.headers['content-encoding']]).toEqual([200, 'br']);
    });
    // The first listing, the failed one, and the one the next request made.
    expect(listings).toBe(3);
  });
});
