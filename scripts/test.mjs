// README's test command: the Relay compiler first (the web's type check and tests read what it
// writes), then the linter, the type check and each workspace package's `test` script as stages,
// two at a time (TEST_STAGES_AT_ONCE), the longest first. One stage's output is shown as it comes;
// the others' is kept and shown whole, in the order they started, when the shown one ends. When a
// stage fails, every stage still running is stopped (its whole process group) and none is started.
// A table of each stage's time ends the run.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const atOnce = Math.max(1, Number(process.env.TEST_STAGES_AT_ONCE ?? 2));
/** Stages by name, started in this order: the api's tests take the longest, so they start first. */
const ORDER = ['api', 'lint', 'typecheck', 'common', 'gateway', 'web', 'tests'];
const STOP_GRACE_MS = 10_000;

/** The folders under `packages:` in pnpm-workspace.yaml (a plain list of folders). */
function workspacePackages() {
  const lines = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').split('\n');
  const listed = [];
  for (const line of lines.slice(lines.indexOf('packages:') + 1)) {
    const dir = /^\s+-\s+['"]?([^'"\s]+)['"]?\s*$/.exec(line)?.[1];
    if (dir === undefined) break;
    listed.push(dir);
  }
  return listed.flatMap((dir) => {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    return manifest.scripts?.test ? [{ name: dir, args: ['--filter', manifest.name, 'test'] }] : [];
  });
}

const stages = [{ name: 'lint', args: ['lint'] }, { name: 'typecheck', args: ['typecheck'] }, ...workspacePackages()]
  .map((stage) => ({ ...stage, status: 'waiting', child: undefined, startedAt: 0, ms: 0, output: [], shown: false }))
  .sort((a, b) => rank(a.name) - rank(b.name));

function rank(name) {
  const index = ORDER.indexOf(name);
  return index === -1 ? ORDER.length : index;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const started = Date.now();
let relayMs = 0;
let shown;
let failed = false;

function header(stage) {
  process.stdout.write(`\n▶ ${stage.name}: pnpm ${stage.args.join(' ')}\n`);
}

function footer(stage) {
  const mark = stage.status === 'passed' ? '✔' : '✘';
  process.stdout.write(`${mark} ${stage.name}: ${stage.status} in ${seconds(stage.ms)}\n`);
}

/** Shows the next started stage that was not shown yet: its output so far, and its end if it ended. */
function showNext() {
  while (shown === undefined) {
    const next = stages.filter((stage) => stage.startedAt > 0 && !stage.shown).sort((a, b) => a.startedAt - b.startedAt)[0];
    if (!next) return;
    next.shown = true;
    header(next);
    for (const chunk of next.output.splice(0)) process.stdout.write(chunk);
    if (next.status === 'running') shown = next;
    else footer(next);
  }
}

/**
 * Every process below `pid`, read from /proc (empty where there is none): what a stage started,
 * including what left its process group, such as the browser tests' stack, which Playwright starts
 * in a group of its own.
 */
function descendants(pid) {
  const children = new Map();
  let entries;
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  for (const entry of entries) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  const found = [];
  for (let queue = [pid]; queue.length > 0; ) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Stops still running when the summary is due: the run ends once each has had its SIGKILL. */
const stopping = [];

function stop(stage) {
  const targets = [-stage.child.pid, ...descendants(stage.child.pid)];
  const signal = (name) => {
    for (const target of targets) {
      try {
        process.kill(target, name);
      } catch {
        // Already gone.
      }
    }
  };
  signal('SIGTERM');
  stopping.push(new Promise((resolve) => setTimeout(() => resolve(signal('SIGKILL')), STOP_GRACE_MS)));
}

function stopAll() {
  for (const stage of stages) if (stage.status === 'running') stop(stage);
}

function start(stage) {
  stage.status = 'running';
  stage.startedAt = Date.now();
  // A process group of its own, so stopping the stage stops everything it started.
  stage.child = spawn('pnpm', stage.args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const take = (chunk) => (stage === shown ? process.stdout.write(chunk) : stage.output.push(chunk));
  stage.child.stdout.on('data', take);
  stage.child.stderr.on('data', take);
  stage.child.on('close', (code) => {
    stage.ms = Date.now() - stage.startedAt;
    stage.status = code === 0 ? 'passed' : failed ? 'stopped' : 'failed';
    if (stage.status === 'failed') {
      failed = true;
      stopAll();
    }
    if (stage === shown) {
      footer(stage);
      shown = undefined;
    }
    next();
  });
  showNext();
}

function next() {
  const running = stages.filter((stage) => stage.status === 'running').length;
  if (!failed) {
    for (const stage of stages.filter((each) => each.status === 'waiting').slice(0, atOnce - running)) start(stage);
  }
  showNext();
  if (stages.some((stage) => stage.status === 'running')) return;
  if (!failed && stages.some((stage) => stage.status === 'waiting')) return;
  summary();
}

function summary() {
  const width = Math.max(...stages.map((stage) => stage.name.length), 'typecheck'.length);
  process.stdout.write('\nStage times\n');
  process.stdout.write(`  ${'relay'.padEnd(width)}  ${'passed'.padEnd(7)}  ${seconds(relayMs).padStart(8)}\n`);
  for (const stage of stages) {
    const time = stage.startedAt > 0 ? seconds(stage.ms) : '-';
    process.stdout.write(`  ${stage.name.padEnd(width)}  ${stage.status.padEnd(7)}  ${time.padStart(8)}\n`);
  }
  process.stdout.write(`  ${'total'.padEnd(width)}  ${(failed ? 'failed' : 'passed').padEnd(7)}  ${seconds(Date.now() - started).padStart(8)}\n`);
  void Promise.all(stopping).then(() => process.exit(failed ? 1 : 0));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    failed = true;
    stopAll();
  });
}

process.stdout.write('▶ relay: pnpm relay\n');
const relay = spawnSync('pnpm', ['relay'], { cwd: root, stdio: 'inherit' });
relayMs = Date.now() - started;
process.stdout.write(`${relay.status === 0 ? '✔' : '✘'} relay: ${relay.status === 0 ? 'passed' : 'failed'} in ${seconds(relayMs)}\n`);
if (relay.status !== 0) process.exit(1);
next();
