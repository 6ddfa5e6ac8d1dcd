import { execFile } from 'node:child_process';
import PQueue from 'p-queue';
import { matchesFiles, MAX_FILE_BYTES } from '../refs/discover';
import type { FileVersions } from './changes';
import type { ChangedFile, ReviewHost } from './host';

/** Where the base and head contents come from: the local checkout or the host's API. */
export interface ContentSource {
  kind: 'git' | 'api';
  changedFiles(): Promise<ChangedFile[]>;
  /** A file's text at a commit, or null when it does not exist there. */
  read(commit: string, path: string): Promise<string | null>;
}

/** The change's files and contents through the host's API. */
export function hostSource(host: Pick<ReviewHost, 'changedFiles' | 'read'>): ContentSource {
  return { kind: 'api', changedFiles: () => host.changedFiles(), read: (commit, path) => host.read(commit, path) };
}

/** The checkout when it holds both commits (`git` null: never), else the host's API. */
export async function pickSource(
  git: GitRunner | null,
  host: Pick<ReviewHost, 'changedFiles' | 'read'>,
  baseSha: string,
  headSha: string,
): Promise<ContentSource> {
  const local = git ? await gitSource(git, baseSha, headSha) : null;
  return local ?? hostSource(host);
}

export type GitRunner = (args: string[]) => Promise<{ ok: boolean; stdout: string }>;

/** Runs read-only git commands in `workspace` (trusted explicitly: runners own it as another user). */
export function gitRunner(workspace: string): GitRunner {
  return (args) =>
    new Promise((resolve) => {
      execFile(
        'git',
        ['-c', `safe.directory=${workspace}`, '-C', workspace, ...args],
        // The environment is inherited: the shell set GIT_TERMINAL_PROMPT=0 for every git it starts.
        { maxBuffer: 64 * 1024 * 1024, timeout: 60_000, encoding: 'utf8' },
        (error, stdout) => resolve({ ok: !error, stdout: error ? '' : stdout }),
      );
    });
}

/** Parses `git diff --name-status -z -M`. */
export function parseNameStatus(output: string): ChangedFile[] {
  const parts = output.split('\0');
  const files: ChangedFile[] = [];
  for (let i = 0; i < parts.length;) {
    const status = parts[i++];
    if (!status) continue;
    const letter = status[0];
    if (letter === 'R') {
      const previous = parts[i++]!;
      files.push({ file: parts[i++]!, previous, status: 'renamed' });
    } else if (letter === 'C') {
      i++; // the copy's source stays as it was
      files.push({ file: parts[i++]!, previous: null, status: 'added' });
    } else {
      const file = parts[i++]!;
      files.push({ file, previous: null, status: letter === 'A' ? 'added' : letter === 'D' ? 'removed' : 'modified' });
    }
  }
  return files;
}

/**
 * The local checkout, when it holds both commits (e.g. `fetch-depth: 2` on the test merge
 * commit, whose first parent is the base, or `fetch-depth: 0`); null otherwise. Only reads.
 */
export async function gitSource(run: GitRunner, baseSha: string, headSha: string): Promise<ContentSource | null> {
  const has = async (sha: string) =>
    /^[0-9a-f]{7,64}$/i.test(sha) && (await run(['cat-file', '-e', `${sha}^{commit}`])).ok;
  if (!(await has(baseSha)) || !(await has(headSha))) return null;
  return {
    kind: 'git',
    async changedFiles() {
      const diff = await run([
        'diff',
        '--name-status',
        '-z',
        '-M',
        '--no-ext-diff',
        '--no-textconv',
        baseSha,
        headSha,
        '--',
      ]);
      if (!diff.ok) throw new Error(`git diff ${baseSha.slice(0, 7)} ${headSha.slice(0, 7)} failed`);
      return parseNameStatus(diff.stdout);
    },
    async read(commit, path) {
      // Only a regular file's blob, within the size cap discovery applies: a committed symlink's
      // blob is the path it points to, not content, and a huge blob is not worth reading.
      const entry = await run(['--literal-pathspecs', 'ls-tree', '-l', '-z', '--full-tree', commit, '--', path]);
      if (!entry.ok || !isScannableEntry(entry.stdout)) return null;
      const shown = await run(['cat-file', 'blob', `${commit}:${path}`]);
      return shown.ok ? shown.stdout : null;
    },
  };
}

/** Whether `git ls-tree -l -z` lists a regular file (mode 100644 or 100755) of at most MAX_FILE_BYTES. */
export function isScannableEntry(listing: string): boolean {
  const entry = /^(\d{6}) blob [0-9a-f]+ +(\d+)\t/.exec(listing);
  return entry !== null && (entry[1] === '100644' || entry[1] === '100755') && Number(entry[2]) <= MAX_FILE_BYTES;
}

interface CollectOptions {
  baseSha: string;
  /** The commit the head side is read at. */
  headSha: string;
  /** The `files` globs: a side counts only when its path matches. */
  globs: string[];
  concurrency?: number;
}

/** Both sides of every changed file the `files` globs select, read from `source`. */
export async function collectVersions(
  source: ContentSource,
  { baseSha, headSha, globs, concurrency = 8 }: CollectOptions,
): Promise<FileVersions[]> {
  const changed = await source.changedFiles();
  const wanted = changed
    .map((c) => {
      const baseFile = c.previous ?? c.file;
      const baseCounts = c.status !== 'added' && matchesFiles(baseFile, globs);
      const headCounts = c.status !== 'removed' && matchesFiles(c.file, globs);
      return { ...c, baseFile, baseCounts, headCounts };
    })
    .filter((c) => c.baseCounts || c.headCounts);
  const queue = new PQueue({ concurrency: Math.max(1, concurrency) });
  const read = async (c: (typeof wanted)[number]): Promise<FileVersions> => {
    const [base, head] = await Promise.all([
      c.baseCounts ? source.read(baseSha, c.baseFile) : Promise.resolve(null),
      c.headCounts ? source.read(headSha, c.file) : Promise.resolve(null),
    ]);
    return { file: c.file, baseFile: c.baseFile, base, head };
  };
  return Promise.all(wanted.map((c) => queue.add(() => read(c))));
}
