// Cold start of a small `files:` run, per dynamic import: the action is built as committed and
// with each lazy `import()` made static, and each build is spawned N times (interleaved) against
// the emulator. Prints the median wall time per build; bench/README.md, "Lazy loading", has the
// numbers (taken when src/check/run.ts still had its five lazy imports; now only the PR
// comment's import, in src/action/main.ts, is left to toggle). Usage: npx tsx bench/cold-start.ts [runs]
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startEmulator } from '../test/emulator/index';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.argv[2] ?? 15);
// Inside the repository so the builds resolve node_modules; removed at the end.
const WORK = join(ROOT, 'bench', '.cold-start');

/** Every `import('spec')` in `file` whose spec matches `which` becomes a static namespace import. */
function makeStatic(src: string, file: string, which: RegExp): void {
  const path = join(src, file);
  let text = readFileSync(path, 'utf8');
  const added: string[] = [];
  text = text.replace(/import\('([^']+)'\)/g, (whole, spec: string) => {
    if (!which.test(spec)) return whole;
    const name = `__eager${added.length}`;
    added.push(`import * as ${name} from '${spec}';`);
    return `Promise.resolve(${name})`;
  });
  writeFileSync(path, `${added.join('\n')}\n${text}`);
}

const VARIANTS: Record<string, Array<[string, RegExp]>> = {
  'as committed': [],
  'discovery static': [['check/run.ts', /refs\/discover/]],
  'engine static': [['check/run.ts', /^\.\/engine$/]],
  'clients static': [['check/run.ts', /http\/client|\.\/lookups|auth\/oidc|platform\/client|registry\/client/]],
  'PR comment static': [['action/main.ts', /\.\.\/pr$/]],
  'all static': [
    ['check/run.ts', /./],
    ['action/main.ts', /./],
  ],
  'all static but the PR comment': [['check/run.ts', /./]],
};

function build(name: string, edits: Array<[string, RegExp]>): string {
  const dir = join(WORK, name.replace(/\W+/g, '-'));
  cpSync(join(ROOT, 'src'), join(dir, 'src'), { recursive: true });
  for (const [file, which] of edits) makeStatic(join(dir, 'src'), file, which);
  execFileSync(
    join(ROOT, 'node_modules/.bin/ncc'),
    ['build', join(dir, 'src/index.ts'), '-o', join(dir, 'dist'), '--target', 'es2022', '--quiet'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  return join(dir, 'dist/index.js');
}

function spawnMs(entry: string, env: Record<string, string>): Promise<number> {
  const start = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (c: Buffer) => (err += c.toString()));
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 ? done(performance.now() - start) : fail(new Error(`${entry} exited ${code}: ${err}`)),
    );
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

rmSync(WORK, { recursive: true, force: true });
mkdirSync(WORK, { recursive: true });
const emu = await startEmulator();
try {
  const builds = Object.entries(VARIANTS).map(([name, edits]) => ({
    name,
    entry: build(name, edits),
    ms: [] as number[],
  }));
  const ws = mkdtempSync(join(tmpdir(), 'image-check-cold-'));
  writeFileSync(join(ws, 'Dockerfile'), `FROM ${emu.registry}/chainguard/static:latest\n`);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: ws,
    GITHUB_WORKSPACE: ws,
    GITHUB_EVENT_NAME: 'push',
    GITHUB_OUTPUT: join(ws, 'out'),
    INPUT_FILES: 'Dockerfile',
    INPUT_REGISTRY: emu.registry,
    'INPUT_API-URL': emu.url,
    INPUT_TOKEN: emu.apiToken,
    'INPUT_REGISTRY-TOKEN': emu.registryToken,
    INPUT_COMMENT: 'auto',
  };
  writeFileSync(env.GITHUB_OUTPUT!, '');
  for (const b of builds) await spawnMs(b.entry, env); // warm the file cache
  for (let i = 0; i < RUNS; i++) for (const b of builds) b.ms.push(await spawnMs(b.entry, env));
  const base = median(builds[0]!.ms);
  console.log(`| build | bundle files | median wall (ms) | vs as committed |\n|---|---|---|---|`);
  for (const b of builds) {
    const dist = resolve(b.entry, '..');
    const files = execFileSync('ls', [dist])
      .toString()
      .split('\n')
      .filter((f) => f.endsWith('.js'));
    const kb = Math.round(files.reduce((n, f) => n + statSync(join(dist, f)).size, 0) / 1024);
    const m = median(b.ms);
    console.log(
      `| ${b.name} | ${files.length} (${kb} KB) | ${m.toFixed(0)} | ${m - base >= 0 ? '+' : ''}${(m - base).toFixed(0)} |`,
    );
  }
  console.log(
    `\n${RUNS} runs each, interleaved; node ${process.version}; one Dockerfile, one reference, push event (no PR comment).`,
  );
} finally {
  await emu.close();
  rmSync(WORK, { recursive: true, force: true });
}
