// Whether a recursive tree listing is the tree its SHA names: git's tree object of every level
// rebuilt from the entries under its path (a recursive listing flattens subtrees) and hashed, each
// subtree against the SHA its parent names, the root against the SHA asked for. A listing with an
// entry left out, added, retyped or pointed at another object does not hold. Sizes are not part of
// a tree object: nothing here vouches for them.
import { createHash } from 'node:crypto';

interface ListedEntry {
  path: string;
  mode: string;
  type: string;
  sha: string;
}

/** The object type a mode (as written in the tree object, no leading zero) names, or null for a mode git does not write. */
function typeOfMode(mode: string): string | null {
  if (mode === '40000') return 'tree';
  if (mode === '160000') return 'commit';
  // Regular files (644, 755 and the group-writable 664 of old repositories) and symbolic links.
  return /^100[0-7]{3}$/.test(mode) || mode === '120000' ? 'blob' : null;
}

/** An entry as its parent tree object holds it: mode, name and SHA; null when the listing cannot be one. */
interface Child {
  mode: string;
  name: string;
  sha: string;
  tree: boolean;
}

/** The children of every tree in the listing, by the tree's path ('' the root); null when an entry has no tree to sit in. */
function childrenOf(entries: readonly ListedEntry[], shaLength: number): Map<string, Child[]> | null {
  const children = new Map<string, Child[]>([['', []]]);
  for (const e of entries) if (e.type === 'tree') children.set(e.path, []);
  const seen = new Set<string>();
  for (const e of entries) {
    // GitHub writes a tree's mode as 040000; the object holds 40000.
    const mode = e.mode.replace(/^0+/, '');
    const cut = e.path.lastIndexOf('/');
    const name = e.path.slice(cut + 1);
    // A leading '/' would sit in the root under another path than the one the scan reads.
    const siblings = cut === 0 ? undefined : children.get(cut < 0 ? '' : e.path.slice(0, cut));
    if (typeOfMode(mode) !== e.type || e.sha.length !== shaLength || seen.has(e.path)) return null;
    if (!siblings || name === '' || name.includes('\0')) return null;
    seen.add(e.path);
    siblings.push({ mode, name, sha: e.sha, tree: e.type === 'tree' });
  }
  return children;
}

// Git orders a tree's entries by their names' bytes, a subtree's name read with a trailing '/'.
const sortKey = (c: Child) => Buffer.from(c.tree ? `${c.name}/` : c.name, 'utf8');

/** Git's id of the tree object holding `children`. */
function treeObjectSha(children: readonly Child[], algorithm: 'sha1' | 'sha256'): string {
  const sorted = [...children].sort((a, b) => Buffer.compare(sortKey(a), sortKey(b)));
  const body = Buffer.concat(
    sorted.flatMap((c) => [Buffer.from(`${c.mode} ${c.name}\0`, 'utf8'), Buffer.from(c.sha, 'hex')]),
  );
  return createHash(algorithm).update(`tree ${body.length}\0`).update(body).digest('hex');
}

/** Whether the recursive listing `entries` is, level by level, the tree `rootSha` names. A truncated listing never is. */
export function treeHolds(rootSha: string, listing: { tree: readonly ListedEntry[]; truncated: boolean }): boolean {
  if (listing.truncated || !/^([0-9a-f]{40}|[0-9a-f]{64})$/.test(rootSha)) return false;
  const children = childrenOf(listing.tree, rootSha.length);
  if (!children) return false;
  const algorithm = rootSha.length === 64 ? 'sha256' : 'sha1';
  const shaOf = new Map([
    ['', rootSha],
    ...listing.tree.filter((e) => e.type === 'tree').map((e) => [e.path, e.sha] as const),
  ]);
  return [...children].every(([path, list]) => treeObjectSha(list, algorithm) === shaOf.get(path));
}
