// Vitest global setup: every emulator of every test appends the product client's exchanges to
// one file (IMAGE_CHECK_EXCHANGE_LOG, test/emulator/index.ts); at the end of the run they are all
// held against the vendor's protos (./protos.ts): a request off every google.api.http route,
// with a parameter its request message does not have, or an answer that does not decode fails
// the run, naming each. Skipped (one line) without ../shared/conformance/.
// A run that included tests which always talk to the emulator through the product's client, and
// logged nothing, fails too: the log would be off (a changed user agent), not the product clean.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import type { TestProject } from 'vitest/node';
import { conformancePath } from './conformance';
import { exchangeProblems, loadProtos, type Exchange } from './protos';

/** Test files every test of which runs the product against an emulator with the shared log. */
const EXCHANGING_FILES = ['test/integration/engine.test.ts', 'test/e2e/action.test.ts', 'test/e2e/cli-check.test.ts'];

const ROOT = resolve(import.meta.dirname, '../..');

/** The files of EXCHANGING_FILES of which a test passed in this run. */
function exchangingFilesRun(project: TestProject): string[] {
  return project.vitest.state
    .getTestModules()
    .map((m) => ({ file: relative(ROOT, m.moduleId).split(sep).join('/'), passed: [...m.children.allTests('passed')] }))
    .filter((m) => EXCHANGING_FILES.includes(m.file) && m.passed.length > 0)
    .map((m) => m.file);
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'image-check-exchanges-'));
  const file = join(dir, 'exchanges.jsonl');
  process.env.IMAGE_CHECK_EXCHANGE_LOG = file;
  return () => {
    try {
      let text = '';
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        // nothing was logged: no emulator answered the product
      }
      const exchanges = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Exchange);
      const ran = exchangingFilesRun(project);
      if (exchanges.length === 0 && ran.length > 0)
        throw new Error(
          `no exchange of the product's client was logged, though ${ran.join(', ')} ran: the exchange log of test/emulator/index.ts (IMAGE_CHECK_EXCHANGE_LOG, the image-check user agent) is off`,
        );
      if (exchanges.length === 0) return;
      const protoDir = conformancePath('chainguard-sdk/proto');
      if (!protoDir) return;
      const problems = exchangeProblems(loadProtos(protoDir), exchanges);
      if (problems.length > 0)
        throw new Error(
          `the client's exchanges in these tests do not conform to the vendor's protos:\n${problems.map((p) => `  ${p}`).join('\n')}`,
        );
      process.stderr.write(
        `conformance: ${exchanges.length} exchanges of the client held against the protos, all conform\n`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
