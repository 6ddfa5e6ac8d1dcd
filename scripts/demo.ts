// `npm run demo`: starts the bundled emulator, runs the built action (dist/index.js) against it
// as the runner would (INPUT_* variables, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) on the sample
// workspace in demo/workspace, and prints what a user would see.
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startEmulator, type Emulator } from '../test/emulator/index';
import { runAction, type WorkflowCommand } from '../test/support/run-action';

const TEMPLATE = resolve(import.meta.dirname, '../demo/workspace');

/**
 * The sample files name `{{registry}}` (the emulator's host:port) and `{{digest <org>/<image>:<tag> <n>}}`
 * (the digest of the build n builds before the newest), so the pins match the emulator's seeded history.
 */
function fillTemplate(text: string, emulator: Emulator): string {
  return text
    .replaceAll('{{registry}}', emulator.registry)
    .replace(/\{\{digest ([^:\s]+):(\S+) (\d+)\}\}/g, (_, repo: string, tag: string, back: string) => {
      const history = emulator.store.history(repo, tag);
      const record = history?.[history.length - 1 - Number(back)];
      if (!record) throw new Error(`demo template: no build ${back} back on ${repo}:${tag}`);
      return record.digest;
    });
}

async function prepareWorkspace(emulator: Emulator): Promise<string> {
  const workspace = await mkdtemp(join(tmpdir(), 'image-check-demo-'));
  await cp(TEMPLATE, workspace, { recursive: true });
  for (const entry of await readdir(workspace, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    await writeFile(path, fillTemplate(await readFile(path, 'utf8'), emulator));
  }
  return workspace;
}

function showAnnotation({ command, properties, message }: WorkflowCommand): string {
  const where = properties.file ? `${properties.file}${properties.line ? `:${properties.line}` : ''}` : '(images input)';
  return `  ${command.padEnd(7)} ${where}  ${properties.title ?? ''}\n          ${message}`;
}

const heading = (text: string) => `\n\x1b[1m== ${text} ==\x1b[0m\n`;

const emulator = await startEmulator();
try {
  const workspace = await prepareWorkspace(emulator);
  const run = await runAction({
    workspace,
    inputs: {
      images: [`${emulator.registry}/chainguard/static:latest`, `${emulator.registry}/acme.com/python-fips:3.12`].join('\n'),
      files: ['**/Dockerfile', 'compose.yaml', 'deploy/*.yaml', '.github/workflows/*.yml'].join('\n'),
      registry: emulator.registry,
      'api-url': emulator.url,
      token: emulator.apiToken,
      'registry-token': emulator.registryToken,
      group: emulator.rootGroup,
      'max-age': '30d',
      comment: 'never',
    },
  });
  const out: string[] = [];
  out.push(heading(`image-check against the emulator at ${emulator.url} (workspace: demo/workspace)`));
  out.push(heading('Annotations (shown on the files in the pull request)'));
  out.push(run.annotations.map(showAnnotation).join('\n') || '  (none)');
  out.push(heading('Job summary (markdown)'));
  out.push(run.summary.trim());
  out.push(heading('Outputs'));
  for (const [name, value] of Object.entries(run.outputs)) {
    if (name === 'results') {
      const results = JSON.parse(value) as { ref: string; status: string; digest: string | null; buildsBehind: number | null }[];
      out.push(`  results (${results.length} items):`);
      for (const r of results) out.push(`    ${r.status.padEnd(5)} ${r.ref}  current=${r.digest?.slice(7, 19) ?? '-'} behind=${r.buildsBehind ?? '-'}`);
    } else {
      out.push(`  ${name}: ${value.includes('\n') ? `\n${value.replace(/^/gm, '    ')}` : value}`);
    }
  }
  out.push(heading(`Exit code ${run.exitCode} (${run.exitCode === 0 ? 'the step passes' : 'the step fails, as a user would see it: an end-of-life tag is in use'})`));
  process.stdout.write(`${out.join('\n')}\n`);
  if (run.stderr.trim()) process.stderr.write(run.stderr);
} finally {
  await emulator.close();
}
