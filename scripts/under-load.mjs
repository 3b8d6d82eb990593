#!/usr/bin/env node
// Runs a test command several times while other processes keep CPU cores busy, and says how many runs
// passed: the check that no suite's answer depends on how fast or loaded the machine is.
//
//   node scripts/under-load.mjs [--runs N] [--busy K] -- <command> [args...]
//   node scripts/under-load.mjs --runs 3 --busy 1 -- pnpm exec jest --ci
//
// --busy K starts K child processes that spin on a core each (default 1) for as long as the runs last;
// each also stops by itself after --max-minutes (default 120), so nothing is left spinning.
import { spawn } from 'node:child_process';

function parse(argv) {
  const dash = argv.indexOf('--');
  if (dash < 0 || dash === argv.length - 1) {
    console.error('usage: node scripts/under-load.mjs [--runs N] [--busy K] [--max-minutes M] -- <command> [args...]');
    process.exit(2);
  }
  const opts = { runs: 3, busy: 1, maxMinutes: 120 };
  const flags = argv.slice(0, dash);
  for (let i = 0; i < flags.length; i += 2) {
    const name = flags[i].replace(/^--/, '').replace(/-(\w)/g, (_, c) => c.toUpperCase());
    const value = Number(flags[i + 1]);
    if (!(name in opts) || !Number.isInteger(value) || value < 0) {
      console.error(`bad option ${flags[i]} ${flags[i + 1] ?? ''}`);
      process.exit(2);
    }
    opts[name] = value;
  }
  return { ...opts, command: argv[dash + 1], args: argv.slice(dash + 2) };
}

const SPIN = `const end = Date.now() + Number(process.argv[1]); let x = 0; while (Date.now() < end) { x = (x * 31 + 7) % 1000003; }`;

function startBusy(count, maxMinutes) {
  return Array.from({ length: count }, () => spawn(process.execPath, ['-e', SPIN, String(maxMinutes * 60_000)], { stdio: 'ignore' }));
}

const opts = parse(process.argv.slice(2));
const busy = startBusy(opts.busy, opts.maxMinutes);
let current = null;
const stopAll = () => {
  busy.forEach((child) => child.kill('SIGKILL'));
  current?.kill('SIGTERM');
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/** One run of the command; the script stays responsive to signals meanwhile (an interrupt stops the run and the busy processes). */
function runOnce() {
  return new Promise((resolve) => {
    current = spawn(opts.command, opts.args, { stdio: 'inherit' });
    current.on('exit', (code, signal) => resolve({ code, signal }));
  });
}

console.log(`▶ ${opts.runs} run(s) of: ${[opts.command, ...opts.args].join(' ')}; ${opts.busy} busy process(es) spinning`);
const results = [];
for (let run = 1; run <= opts.runs; run++) {
  const started = Date.now();
  const { code, signal } = await runOnce();
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push(code === 0);
  console.log(`▶ run ${run}/${opts.runs}: ${code === 0 ? 'passed' : `FAILED (exit ${code ?? signal})`} in ${seconds} s`);
}
current = null;
const passed = results.filter(Boolean).length;
console.log(`\nunder load (${opts.busy} busy): ${passed} of ${opts.runs} runs passed`);
process.exit(passed === opts.runs ? 0 : 1);
