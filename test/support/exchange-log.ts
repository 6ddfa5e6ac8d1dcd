// Vitest global setup: every emulator of every test appends the product client's exchanges to
// one file (IMAGE_CHECK_EXCHANGE_LOG, test/emulator/index.ts); at the end of the run they are all
// held against the vendor's protos (./protos.ts): a request off every google.api.http route,
// with a parameter its request message does not have, or an answer that does not decode fails
// the run, naming each. Skipped (one line) without ../shared/conformance/.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { conformancePath } from './conformance';
import { exchangeProblems, loadProtos, type Exchange } from './protos';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'image-check-exchanges-'));
  const file = join(dir, 'exchanges.jsonl');
  process.env.IMAGE_CHECK_EXCHANGE_LOG = file;
  return () => {
    try {
      let text = '';
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return; // no emulator ran
      }
      const protoDir = conformancePath('chainguard-sdk/proto');
      if (!protoDir) return;
      const exchanges = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Exchange);
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
