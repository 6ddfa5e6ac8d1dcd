// `npm run demo`: starts the bundled emulator, runs the built action (dist/index.js) against it
// as the runner would (INPUT_* variables, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) on the sample
// workspace in demo/workspace, and writes what a user would see (the job summary, annotations,
// outputs, the update's rewrites) to demo/summary.md; it prints a short report and the command
// line's table (dist/cli/index.js, `image-check check`) on the same workspace; then `image-check org`
// over an emulated organization, writing the dashboard it would keep to demo/dashboard.md
// (scripts/demo-org.ts). dist/ is built
// first only when it is older than the sources (scripts/source-hash.mjs).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { HASH_FILE, sourceHash } from './source-hash.mjs';
import { demoOrganization, writeDemoDashboard } from './demo-org';
import { startEmulator } from '../test/emulator/index';
import { prepareDemoWorkspace } from '../test/support/demo-workspace';
import { runAction, type WorkflowCommand } from '../test/support/run-action';
import { runCliProcess } from '../test/support/run-cli';

function showAnnotation({ command, properties, message }: WorkflowCommand): string {
  const where = properties.file
    ? `${properties.file}${properties.line ? `:${properties.line}` : ''}`
    : '(images input)';
  return `  ${command.padEnd(7)} ${where}  ${properties.title ?? ''}\n          ${message}`;
}

const ROOT = resolve(import.meta.dirname, '..');
const SUMMARY_FILE = 'demo/summary.md';
const recorded = (() => {
  try {
    return readFileSync(join(ROOT, HASH_FILE), 'utf8').trim();
  } catch {
    return '';
  }
})();
if (recorded !== sourceHash(ROOT)) {
  process.stderr.write('dist/ is older than src/: building it first (npm run build)\n');
  execFileSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

const bold = (text: string) => (process.stdout.isTTY && !process.env.NO_COLOR ? `\x1b[1m${text}\x1b[0m` : text);
const heading = (text: string) => `\n## ${text}\n`;

// The emulator as the real service answers (the vendor's protos), unset fields left out.
const emulator = await startEmulator({ zeroValues: 'absent' });
try {
  // With the demo's policy file (.github/image-check.yaml): an ignored stale pin, an expired entry.
  const workspace = await prepareDemoWorkspace(emulator, { ledger: true });
  // The emulator signs every build with a test Sigstore, whose trusted root the run is given; one
  // pin (compose.yaml's python) is a digest nobody signed, so it fails at its line.
  await writeFile(join(workspace, 'trusted-root.json'), JSON.stringify(emulator.signatures.trustedRoot()));
  const unsignedPin = emulator.store.history('chainguard/python', '3.12.1-r1')!.at(-1)!.digest;
  emulator.signatures.unsigned.add(unsignedPin);
  const inputs = {
    images: [`${emulator.registry}/chainguard/static:latest`, `${emulator.registry}/acme.com/python-fips:3.12`].join(
      '\n',
    ),
    files: ['**/Dockerfile', 'compose.yaml', 'deploy/*.yaml', '.github/workflows/*.yml'].join('\n'),
    registry: emulator.registry,
    'api-url': emulator.url,
    token: emulator.apiToken,
    'registry-token': emulator.registryToken,
    group: emulator.rootGroup,
    'max-age': '30d',
    // compose.yaml's queue comes through a pull-through cache of the registry.
    'registry-map': `mirror.acme.internal/cgr/=${emulator.registry}/`,
    comment: 'never',
    signatures: 'auto',
    'trusted-root': 'trusted-root.json',
  };
  const before = new Map<string, string>();
  for (const file of ['Dockerfile', 'compose.yaml', 'deploy/app.yaml', '.github/workflows/ci.yml'])
    before.set(file, await readFile(join(workspace, file), 'utf8'));
  const run = await runAction({ workspace, inputs });
  const out: string[] = [];
  out.push(`# image-check demo: the action against the emulator (workspace: demo/workspace)`);
  out.push(heading('Job summary (as the run page shows it)'));
  out.push(run.summary.trim());
  out.push(heading('Annotations (shown on the files in the pull request)'));
  out.push('```', run.annotations.map(showAnnotation).join('\n') || '  (none)', '```');
  out.push(heading('Outputs'));
  out.push('```');
  for (const [name, value] of Object.entries(run.outputs)) {
    if (name === 'results') {
      const results = JSON.parse(value) as {
        ref: string;
        status: string;
        digest: string | null;
        buildsBehind: number | null;
      }[];
      out.push(`  results (${results.length} items):`);
      for (const r of results as {
        ref: string;
        status: string;
        digest: string | null;
        buildsBehind: number | null;
        suggestion?: string | null;
        ignored?: { reason: string; until: string } | null;
        fixedByUpdate?: { id: string; severity: string }[] | null;
        signature?: { verified: boolean; signer: { identity: string } | null; reason: string | null } | null;
      }[]) {
        out.push(
          `    ${r.status.padEnd(5)} ${r.ref}  current=${r.digest?.slice(7, 19) ?? '-'} behind=${r.buildsBehind ?? '-'}`,
        );
        if (r.suggestion) out.push(`          suggestion: ${r.suggestion}`);
        if (r.signature)
          out.push(
            `          signature: ${r.signature.verified ? `signed by ${r.signature.signer?.identity}` : `not verified: ${r.signature.reason}`}`,
          );
        if (r.ignored) out.push(`          ignored until ${r.ignored.until}: ${r.ignored.reason}`);
        if (r.fixedByUpdate?.length)
          out.push(`          fixedByUpdate: ${r.fixedByUpdate.map((v) => `${v.id} (${v.severity})`).join(', ')}`);
      }
    } else {
      out.push(`  ${name}: ${value.includes('\n') ? `\n${value.replace(/^/gm, '    ')}` : value}`);
    }
  }
  out.push('```');
  out.push(
    heading(
      `Exit code ${run.exitCode} (${run.exitCode === 0 ? 'the step passes' : 'the step fails, as a user would see it: an end-of-life tag is in use'})`,
    ),
  );

  // update: all on the same workspace: the files rewritten, byte for byte elsewhere.
  const updated = await runAction({ workspace, inputs: { ...inputs, update: 'all' } });
  out.push(heading('update: all (the scheduled workflow of the README opens a pull request with these)'));
  out.push('```');
  let rewritten = 0;
  out.push(`  updated-files:\n${(updated.outputs['updated-files'] ?? '').replace(/^/gm, '    ')}`);
  for (const [file, old] of before) {
    const now = await readFile(join(workspace, file), 'utf8');
    const a = old.split('\n');
    const b = now.split('\n');
    for (let i = 0; i < Math.max(a.length, b.length); i++)
      if (a[i] !== b[i]) {
        out.push(`  ${file}:${i + 1}\n    - ${a[i] ?? ''}\n    + ${b[i] ?? ''}`);
        rewritten++;
      }
  }
  const leftAlone = updated.annotations.filter((a) => a.message.startsWith('update left'));
  for (const note of leftAlone) out.push(`  ${note.message}`);
  out.push('```');
  // Back to the files as they were, for the command line below.
  for (const [file, old] of before) await (await import('node:fs/promises')).writeFile(join(workspace, file), old);

  // The same workspace from a terminal: the default scan of the current directory, credentials from the environment.
  const args = [
    'check',
    '--registry',
    emulator.registry,
    '--api-url',
    emulator.url,
    '--group',
    emulator.rootGroup,
    '--image',
    `${emulator.registry}/acme.com/python-fips:3.12`,
    '--trusted-root',
    'trusted-root.json',
    '.',
  ];
  const cli = await runCliProcess(args, {
    cwd: workspace,
    env: {
      IMAGE_CHECK_TOKEN: emulator.apiToken,
      IMAGE_CHECK_REGISTRY_TOKEN: emulator.registryToken,
      IMAGE_CHECK_SIGNATURES: 'auto',
    },
  });
  await writeFile(join(ROOT, SUMMARY_FILE), `${out.join('\n')}\n`);
  const organization = await demoOrganization();
  await writeDemoDashboard(ROOT, organization.dashboard);

  // The short report: what happened, where the rest is, and the terminal's table.
  const count = (level: string) => run.annotations.filter((a) => a.command === level).length;
  const verdict = /^[✓✗].*$/m.exec(run.stdout)?.[0] ?? '';
  const report = [
    bold(`image-check demo against the emulator at ${emulator.url}`),
    `Action: exit code ${run.exitCode}${verdict ? `, ${verdict}` : ''}`,
    `  ${count('error')} error, ${count('warning')} warning and ${count('notice')} notice annotations`,
    `  job summary, annotations and outputs: ${SUMMARY_FILE}`,
    organization.line,
    `update: all rewrote ${rewritten} line(s) in ${(updated.outputs['updated-files'] ?? '').split('\n').filter(Boolean).length} file(s)${leftAlone.length > 0 ? ` and left some alone (${SUMMARY_FILE})` : ''}`,
    '',
    bold(`Command line: image-check check --image .../acme.com/python-fips:3.12 . (exit code ${cli.exitCode})`),
    cli.stdout.trimEnd(),
    ...(cli.stderr.trim() ? [cli.stderr.trimEnd()] : []),
  ];
  process.stdout.write(`${report.join('\n')}\n`);
  if (run.stderr.trim()) process.stderr.write(run.stderr);
} finally {
  await emulator.close();
}
