#!/usr/bin/env node
// pnpm release <remote> [--version <v>] [--build-only [--out <dir>]]
// pnpm release <remote> --from <dir>        (uploads a build kept with --build-only --out <dir>)
// pnpm release prune <remote>
// pnpm promote <remote> <version> [--canary <percent>] [--verify [--grep <tag>]]
// pnpm rollback <remote>
// pnpm releases <remote>
// Talks to the gateway at RELEASE_URL (default http://localhost:8080) with the remote's RELEASE_TOKEN.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildRelease, defaultVersion, describeBuild, remoteDirs, uploadBody } from './build-release.mjs';
import { verifyCanary } from './verify.mjs';

const [command, ...args] = process.argv.slice(2);
/** `--name value` (or, for a switch, `--name` alone), taken out of the arguments. */
const flag = (name, { takesValue = true } = {}) => {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = takesValue ? args[at + 1] : undefined;
  if (takesValue && (value === undefined || value.startsWith('--'))) fail(`--${name} needs a value`);
  args.splice(at, takesValue ? 2 : 1);
  return takesValue ? value : true;
};

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const gatewayUrl = () => (process.env.RELEASE_URL || 'http://localhost:8080').replace(/\/$/, '');

async function call(method, url, body) {
  const base = gatewayUrl();
  const token = process.env.RELEASE_TOKEN;
  if (!token) fail('RELEASE_TOKEN is not set: the gateway takes changes to a remote only with its token.');
  const res = await fetch(`${base}/api/releases/${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).catch((err) => fail(`the gateway at ${base} did not answer: ${err.message}`));
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) fail(`${res.status}: ${answer.message ?? 'no message'}`);
  return answer;
}

function remoteArg() {
  const dir = args.shift();
  const known = remoteDirs();
  if (!dir || !known.includes(dir)) fail(`name a remote: ${known.join(', ')}`);
  return dir;
}

async function main() {
  const version = flag('version');
  const canary = flag('canary');
  const buildOnly = flag('build-only', { takesValue: false });
  const verify = flag('verify', { takesValue: false });
  const grep = flag('grep');
  const out = flag('out');
  const from = flag('from');
  if (command === 'release' && args[0] === 'prune') {
    args.shift();
    const dir = remoteArg();
    const answer = await call('POST', `${dir}/prune`);
    console.log(answer.pruned.length ? `✔ pruned ${dir} ${answer.pruned.join(', ')}; kept ${answer.kept.join(', ')}` : `✔ nothing to prune for ${dir}; kept ${answer.kept.join(', ')}`);
  } else if (command === 'release' && typeof from === 'string') {
    // One build, uploaded as built: the same files go to staging and to the shop.
    const dir = remoteArg();
    const file = path.join(from, 'release-manifest.json');
    if (!existsSync(file)) fail(`${from} holds no release-manifest.json: build it with pnpm release ${dir} --build-only --out ${from}`);
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    if (manifest.remote !== dir) fail(`${from} is a build of ${manifest.remote}, not ${dir}`);
    if (typeof version === 'string' && version !== manifest.version) fail(`${from} was built as ${manifest.version}; its version is in its paths and cannot change`);
    const answer = await call('POST', dir, uploadBody(manifest, from));
    console.log(`✔ uploaded ${dir} ${answer.version}: ${answer.entry}\n  next: pnpm promote ${dir} ${answer.version} --canary 10`);
  } else if (command === 'release') {
    const dir = remoteArg();
    const v = typeof version === 'string' ? version : defaultVersion(dir);
    if (out !== undefined && !buildOnly) fail('--out keeps a build to upload later: use it with --build-only');
    console.log(`▶ building ${dir} ${v} for /remotes/${dir}/${v}/`);
    const outDir = buildRelease(dir, v, { outDir: out });
    const manifest = describeBuild(dir, v, outDir);
    writeFileSync(path.join(outDir, 'release-manifest.json'), JSON.stringify(manifest, null, 2));
    if (buildOnly) return console.log(`✔ built ${dir} ${v} in ${outDir} (not uploaded; pnpm release ${dir} --from ${outDir} uploads it)`);
    try {
      const answer = await call('POST', dir, uploadBody(manifest, outDir));
      console.log(`✔ uploaded ${dir} ${answer.version}: ${answer.entry}\n  next: pnpm promote ${dir} ${answer.version} --canary 10`);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  } else if (command === 'promote') {
    const dir = remoteArg();
    const v = args.shift();
    if (!v) fail('name the version to promote (pnpm releases <remote> lists them)');
    if (verify) {
      // Verified first as a canary (1% unless told), from inside it; promoted only when the journeys pass,
      // or, with --canary, left running at that share. A failure ends the canary: no shopper keeps it.
      const percent = canary === undefined ? 1 : Number(canary);
      if (!Number.isInteger(percent) || percent < 1 || percent > 99) fail('--canary takes a whole percent from 1 to 99');
      await call('POST', `${dir}/canary`, { version: v, percent });
      // Journeys are tagged by the remote's short name (@catalog for mfe-catalog), as a team greps its own.
      const tag = typeof grep === 'string' ? grep : `@${dir.replace(/^mfe-/, '')}`;
      console.log(`▶ ${dir} ${v} is the canary for ${percent}% of sessions; running the journeys tagged ${tag} inside it`);
      if (!(await verifyCanary({ baseUrl: gatewayUrl(), tag }))) {
        await call('POST', `${dir}/rollback`);
        fail(`the journeys tagged ${tag} failed on ${dir} ${v}: the canary is ended, every session is back on the active version`);
      }
      if (canary !== undefined) return console.log(`✔ verified: ${dir} ${v} serves ${percent}% of sessions`);
      const answer = await call('POST', `${dir}/promote`, { version: v });
      console.log(`✔ verified and promoted: ${dir} ${answer.active} is active for every session (was ${answer.previous ?? 'the registry default'})`);
    } else if (canary !== undefined) {
      const percent = Number(canary);
      if (!Number.isInteger(percent) || percent < 1 || percent > 99) fail('--canary takes a whole percent from 1 to 99');
      await call('POST', `${dir}/canary`, { version: v, percent });
      console.log(`✔ ${dir} ${v} serves ${percent}% of sessions (each session keeps its side)`);
    } else {
      const answer = await call('POST', `${dir}/promote`, { version: v });
      console.log(`✔ ${dir} ${answer.active} is active for every session (was ${answer.previous ?? 'the registry default'})`);
      if (answer.pruned?.length) console.log(`  pruned old releases: ${answer.pruned.join(', ')}`);
    }
  } else if (command === 'rollback') {
    const dir = remoteArg();
    const answer = await call('POST', `${dir}/rollback`);
    if (answer.canaryEnded) console.log(`✔ canary of ${dir} ${answer.canaryEnded} ended; every session is on the active version`);
    else console.log(`✔ ${dir} rolled back from ${answer.rolledBack} to ${answer.active ?? 'the registry default'}`);
  } else if (command === 'list') {
    const dir = remoteArg();
    const answer = await call('GET', dir);
    console.log(JSON.stringify({ active: answer.active, canary: answer.canary, releases: answer.releases, log: answer.log.slice(0, 10) }, null, 2));
  } else {
    fail('usage: pnpm release <remote> | pnpm release prune <remote> | pnpm promote <remote> <version> [--canary <percent>] | pnpm rollback <remote> | pnpm releases <remote>');
  }
}

main().catch((err) => fail(err.message));
