import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLedger } from '../../../src/policy-file/parse-ledger';
import {
  DEFAULT_LEDGER_PATH,
  expiredEntries,
  isDate,
  LedgerError,
  matchIgnore,
  readLedger,
  todayOf,
  type Finding,
} from '../../../src/policy-file/read';

// The policy file: the ignore ledger with expiry, input defaults, and errors naming the line.

const FILE = '.github/image-check.yaml';
const LEDGER = `# accepted findings
fail-on: eol,stale
max-age: 14d
files:
  - '**/Dockerfile'
  - deploy/*.yaml
ignore:
  - ref: cgr.dev/chainguard/nginx:1.25
    kind: eol
    reason: migration planned in ACME-42
    until: 2026-03-31
  - ref: "cgr.dev/chainguard/python:*"
    kind: CGA-abcd-1234-wxyz
    reason: not reachable in our use
    until: 2026-01-15
  - {ref: cgr.dev/acme.com/go-fips:1.22, kind: stale, reason: frozen build, until: 2025-12-31}
`;

function caught(fn: () => unknown): LedgerError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(LedgerError);
    return error as LedgerError;
  }
  throw new Error('expected a LedgerError');
}

describe('parseLedger', () => {
  it('reads entries with their lines and the input defaults', () => {
    const ledger = parseLedger(FILE, LEDGER);
    expect(ledger.file).toBe(FILE);
    expect(ledger.defaults).toEqual({
      'fail-on': 'eol,stale',
      'max-age': '14d',
      files: '**/Dockerfile\ndeploy/*.yaml',
    });
    expect(ledger.ignore).toEqual([
      {
        ref: 'cgr.dev/chainguard/nginx:1.25',
        kind: 'eol',
        reason: 'migration planned in ACME-42',
        until: '2026-03-31',
        line: 8,
      },
      {
        ref: 'cgr.dev/chainguard/python:*',
        kind: 'CGA-abcd-1234-wxyz',
        reason: 'not reachable in our use',
        until: '2026-01-15',
        line: 12,
      },
      { ref: 'cgr.dev/acme.com/go-fips:1.22', kind: 'stale', reason: 'frozen build', until: '2025-12-31', line: 16 },
    ]);
  });

  it('an empty file, comments only, or `ignore:` with nothing is an empty ledger', () => {
    for (const text of ['', '# nothing yet\n', 'ignore:\n', 'ignore: []\n'])
      expect(parseLedger(FILE, text)).toEqual({ file: FILE, ignore: [], defaults: {} });
  });

  it('files as one string', () => {
    expect(parseLedger(FILE, 'files: "**/Dockerfile"\n').defaults).toEqual({ files: '**/Dockerfile' });
  });

  const entry = (lines: string) => `ignore:\n  - ref: cgr.dev/chainguard/nginx:1.25\n${lines}`;
  it.each([
    ['a missing reason', entry('    kind: eol\n    until: 2026-01-01\n'), 2, /no reason \(required\)/],
    [
      'an empty reason',
      entry('    kind: eol\n    reason: "  "\n    until: 2026-01-01\n'),
      4,
      /reason is required and may not be empty/,
    ],
    ['a missing until', entry('    kind: eol\n    reason: r\n'), 2, /no until \(required\)/],
    [
      'an impossible date',
      entry('    kind: eol\n    reason: r\n    until: 2026-02-30\n'),
      5,
      /until "2026-02-30" is not a real date/,
    ],
    [
      'a date in another form',
      entry('    kind: eol\n    reason: r\n    until: 31/12/2026\n'),
      5,
      /not a real date written YYYY-MM-DD/,
    ],
    [
      'a bad kind',
      entry('    kind: EOL\n    reason: r\n    until: 2026-01-01\n'),
      3,
      /kind "EOL" is not eol, stale or an advisory id/,
    ],
    [
      'an unknown entry key',
      entry('    kind: eol\n    reason: r\n    until: 2026-01-01\n    expires: 2026-01-01\n'),
      6,
      /unknown key expires in an ignore entry/,
    ],
    [
      'a ref that is not one',
      'ignore:\n  - ref: "cgr.dev/Chainguard/nginx"\n    kind: eol\n    reason: r\n    until: 2026-01-01\n',
      2,
      /invalid image reference/,
    ],
    [
      'a ref without a registry',
      'ignore:\n  - ref: chainguard/nginx:1.25\n    kind: eol\n    reason: r\n    until: 2026-01-01\n',
      2,
      /does not name an image as registry\/org\/image/,
    ],
    [
      'a wildcard with a tag',
      'ignore:\n  - ref: cgr.dev/chainguard/nginx:1.25:*\n    kind: eol\n    reason: r\n    until: 2026-01-01\n',
      2,
      /registry\/org\/image:\*/,
    ],
    ['an entry that is no map', 'ignore:\n  - just a string\n', 2, /must be a map/],
    ['ignore that is no list', 'ignore: yes please\n', 1, /ignore must be a list/],
    ['an unknown top-level key', 'fail-on: eol\nignores:\n  - ref: x\n', 2, /unknown key ignores/],
    ['a bad fail-on', 'max-age: 30d\nfail-on: eol,sometimes\n', 2, /"sometimes" is not one of/],
    ['a bad max-age', 'max-age: a month\n', 1, /is not a duration/],
    ['files climbing out', 'files:\n  - ../other/**\n', 2, /relative to the workspace/],
    ['broken YAML', 'ignore:\n  - ref: [unclosed\n', 2, /not valid YAML/],
    ['a duplicate key', 'max-age: 1d\nmax-age: 2d\n', 2, /not valid YAML: Map keys must be unique/],
    ['a list at the top', '- ref: x\n', 1, /must be a map of keys/],
  ])('%s names the line', (_, text, line, message) => {
    const error = caught(() => parseLedger(FILE, text));
    expect(error.problems[0]!.line).toBe(line);
    expect(error.problems[0]!.message).toMatch(message);
    expect(error.message).toContain(`${FILE}: line ${line}: `);
  });

  it('lists every problem of every entry, in line order', () => {
    const text =
      'ignore:\n  - ref: cgr.dev/chainguard/a:1\n    kind: eol\n    until: 2026-01-01\n  - ref: cgr.dev/chainguard/b:1\n    kind: eol\n    reason: r\n    until: tomorrow\n';
    expect(caught(() => parseLedger(FILE, text)).problems.map((p) => p.line)).toEqual([2, 8]);
  });
});

describe('matchIgnore and expiredEntries', () => {
  const ledger = parseLedger(FILE, LEDGER);
  const finding = (over: Partial<Finding>): Finding => ({
    ref: 'cgr.dev/chainguard/nginx:1.25',
    registry: 'cgr.dev',
    org: 'chainguard',
    image: 'nginx',
    tag: '1.25',
    kind: 'eol',
    ...over,
  });

  it('matches the reference as written and the kind', () => {
    expect(matchIgnore(ledger, finding({}), '2026-01-01')?.line).toBe(8);
    expect(matchIgnore(ledger, finding({ kind: 'stale' }), '2026-01-01')).toBeNull();
    expect(
      matchIgnore(ledger, finding({ ref: 'cgr.dev/chainguard/nginx:1.26', tag: '1.26' }), '2026-01-01'),
    ).toBeNull();
  });

  it('an entry without a digest covers the same reference pinned', () => {
    expect(
      matchIgnore(ledger, finding({ ref: `cgr.dev/chainguard/nginx:1.25@sha256:${'a'.repeat(64)}` }), '2026-01-01')
        ?.line,
    ).toBe(8);
  });

  it('registry/org/image:* covers every tag; advisory ids match in any case', () => {
    const python = (tag: string, kind: string) =>
      finding({ ref: `cgr.dev/chainguard/python:${tag}`, image: 'python', tag, kind });
    expect(matchIgnore(ledger, python('3.12', 'CGA-abcd-1234-wxyz'), '2026-01-01')?.line).toBe(12);
    expect(matchIgnore(ledger, python('latest-dev', 'cga-ABCD-1234-WXYZ'), '2026-01-01')?.line).toBe(12);
    expect(matchIgnore(ledger, python('3.12', 'CGA-other'), '2026-01-01')).toBeNull();
    expect(matchIgnore(ledger, python('3.12', 'eol'), '2026-01-01')).toBeNull();
    expect(
      matchIgnore(
        ledger,
        finding({ ref: 'cgr.dev/chainguard/python-fips:3.12', image: 'python-fips', kind: 'CGA-abcd-1234-wxyz' }),
        '2026-01-01',
      ),
    ).toBeNull();
  });

  it('applies through its until day, never after; expired entries are listed with their line', () => {
    expect(matchIgnore(ledger, finding({}), '2026-03-31')?.line).toBe(8);
    expect(matchIgnore(ledger, finding({}), '2026-04-01')).toBeNull();
    expect(expiredEntries(ledger, '2026-01-16').map((e) => [e.ref, e.line])).toEqual([
      ['cgr.dev/chainguard/python:*', 12],
      ['cgr.dev/acme.com/go-fips:1.22', 16],
    ]);
    expect(expiredEntries(ledger, '2025-12-31')).toEqual([]);
    expect(matchIgnore(null, finding({}), '2026-01-01')).toBeNull();
    expect(expiredEntries(null, '2026-01-01')).toEqual([]);
  });

  it('todayOf and isDate', () => {
    expect(todayOf(new Date('2026-03-31T23:59:59Z'))).toBe('2026-03-31');
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2025-02-29')).toBe(false);
    expect(isDate('2025-13-01')).toBe(false);
    expect(isDate('2025-1-01')).toBe(false);
  });
});

describe('readLedger', () => {
  let workspace: string;
  beforeAll(async () => {
    workspace = await mkdtemp(join(tmpdir(), 'image-check-ledger-'));
  });
  afterAll(async () => {
    await rm(workspace, { recursive: true, force: true });
  });

  it('no default file: no ledger; a named file that is missing: an error', async () => {
    expect(await readLedger(workspace, '')).toBeNull();
    await expect(readLedger(workspace, 'policy/missing.yaml')).rejects.toThrow(
      /policy\/missing.yaml: line 1: cannot read the policy file: cannot read file: ENOENT/,
    );
  });

  it('reads the default path and a named one', async () => {
    await mkdir(join(workspace, '.github'), { recursive: true });
    await writeFile(join(workspace, DEFAULT_LEDGER_PATH), LEDGER);
    await writeFile(join(workspace, 'other.yaml'), 'max-age: 2w\n');
    expect((await readLedger(workspace, ''))!.ignore).toHaveLength(3);
    expect((await readLedger(workspace, 'other.yaml'))!.defaults).toEqual({ 'max-age': '2w' });
  });
});
