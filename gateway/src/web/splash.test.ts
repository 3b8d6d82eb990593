import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { createWebApp } from './create-web-app';
import { createRegistrySource } from './registry';
import { splashSeen } from './splash';
import { documentOf, writeShellBundle } from './test-support/shell-bundle';

describe('the intro splash in the page', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['tjb_splash=seen', true],
    ['a=1; tjb_splash=seen; b=2', true],
    ['tjb_splash=seenx', false],
    ['xtjb_splash=seen', false],
    ['tjb_splash=', false],
  ])('when the Cookie header is %p, then seen is %p', (header, seen) => {
    expect(splashSeen(header)).toBe(seen);
  });

  it('when a browser session has seen the splash, then its pages come without it; a new session gets it', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'tjb-splash-'));
    writeShellBundle(root);
    const file = path.join(root, 'remotes.json');
    writeFileSync(file, JSON.stringify({ remotes: {} }));
    const web = createWebApp({ staticRoot: root, registry: createRegistrySource({ file, overrides: {} }), apiUpstream: 'http://127.0.0.1:9', logger: pino({ level: 'silent' }) });

    const first = await request(web).get('/faqs').set('Accept', 'text/html');
    expect(documentOf(first.text).splash).toBe(true);
    expect(first.headers.vary).toMatch(/Cookie/);
    const later = await request(web).get('/faqs').set('Accept', 'text/html').set('Cookie', 'tjb_splash=seen');
    expect(later.status).toBe(200);
    expect(documentOf(later.text).splash).toBe(false);
  });
});
