import { buildTargets } from '../check/targets';
import type { Location } from '../model';
import { scanContent } from '../refs/discover';
import { parseReference } from '../refs/reference';
import { repositoryOf } from '../refs/mirror-form';
import type { RegistryMap } from '../registry-map';

/** One reference found on one side (base or head) of a pull request, on the checked registry. */
export interface SideRef {
  /** As written in the file. */
  ref: string;
  /** `registry/org/image` (a mirror's as written), the matching key together with the file. */
  repository: string;
  registry: string;
  org: string;
  image: string;
  /**
   * The tag as the engine reads the reference (check/targets.ts): as written, `latest` when
   * neither tag nor digest is written, null for a digest-only reference (the engine places it).
   */
  tag: string | null;
  /** Whether the reference wrote its tag (`nginx@sha256:..` and `nginx` have none). */
  tagWritten: boolean;
  digest: string | null;
  location: Location;
}

/**
 * What the pull request does to one reference:
 * `tag` (another tag, whatever the digests), `digest` (same tag, another pinned digest),
 * `pin` (same tag, a digest added), `unpin` (same tag, the digest dropped),
 * `added` / `removed` (no counterpart on the other side).
 */
export type ChangeKind = 'tag' | 'digest' | 'pin' | 'unpin' | 'added' | 'removed';

interface ReferenceChange {
  kind: ChangeKind;
  /** The file on the head side (the base side's name for a removed file). */
  file: string;
  before: SideRef | null;
  after: SideRef | null;
}

/** Identical changes in several places (e.g. one digest bump in five Dockerfiles), one row. */
export interface ChangeGroup {
  kind: ChangeKind;
  repository: string;
  org: string;
  image: string;
  before: SideRef | null;
  after: SideRef | null;
  /** Where the change is: head-side lines, or base-side lines for a removal. */
  locations: Location[];
}

/** One file of the pull request with its content on both sides (null: absent on that side). */
export interface FileVersions {
  /** Path on the head side (for a removed file: its base path). */
  file: string;
  /** Path on the base side when the file was renamed, else the same as `file`. */
  baseFile: string;
  base: string | null;
  head: string | null;
}

/**
 * References in one file's content that are on `registry` and name an image there. Unparsable,
 * unresolved and other-registry references are not image changes this action can speak about.
 * `file` is the name the locations carry.
 */
export function referencesIn(file: string, content: string, registry: string, map: RegistryMap = []): SideRef[] {
  const refs: SideRef[] = [];
  for (const { ref, location } of scanContent(file, content).found) {
    const side = toSideRef(ref, { ...location, file }, registry, map);
    if (side) refs.push(side);
  }
  return refs.sort((a, b) => a.location.line - b.location.line);
}

/**
 * One reference as the engine's targets read it (check/targets.ts: one grammar, one registry
 * rule), or null when the engine would skip it (invalid, other registry, not an image).
 */
function toSideRef(ref: string, location: Location, registry: string, map: RegistryMap = []): SideRef | null {
  const [target] = buildTargets([], [{ ref, location }], registry.toLowerCase(), map).targets;
  if (!target) return null;
  return {
    ref,
    // A mirror's reference is shown, and paired, as written; it is judged as its upstream.
    repository:
      (target.upstream !== undefined && repositoryOf(ref)) || `${target.registry}/${target.org}/${target.image}`,
    registry: target.registry,
    org: target.org,
    image: target.image,
    tag: target.tag,
    // `nginx` and `nginx:latest` are the same target; the comment shows what was written.
    tagWritten: parseReference(ref).tag != null,
    digest: target.pinnedDigest,
    location,
  };
}

const same = (a: SideRef, b: SideRef) => a.tag === b.tag && a.digest === b.digest;

function kindOf(before: SideRef, after: SideRef): ChangeKind | null {
  if (before.tag !== after.tag) return 'tag';
  if (before.digest === after.digest) return null;
  if (before.digest && after.digest) return 'digest';
  return after.digest ? 'pin' : 'unpin';
}

/**
 * Changes between the references of one file at the base and at the head. References are
 * matched by image (`registry/org/image`); within one image, references that did not change
 * (same tag and digest) are set aside first, and the rest are paired in line order. Whatever
 * is left over on one side is added or removed.
 */
function diffReferences(file: string, base: readonly SideRef[], head: readonly SideRef[]): ReferenceChange[] {
  const byImage = new Map<string, { base: SideRef[]; head: SideRef[] }>();
  const slot = (repository: string) => {
    let entry = byImage.get(repository);
    if (!entry) byImage.set(repository, (entry = { base: [], head: [] }));
    return entry;
  };
  for (const ref of base) slot(ref.repository).base.push(ref);
  for (const ref of head) slot(ref.repository).head.push(ref);

  const changes: ReferenceChange[] = [];
  for (const { base: before, head: after } of byImage.values()) {
    const byLine = (a: SideRef, b: SideRef) => a.location.line - b.location.line;
    const restBefore = [...before].sort(byLine);
    const restAfter: SideRef[] = [];
    for (const ref of [...after].sort(byLine)) {
      const twin = restBefore.findIndex((b) => same(b, ref));
      if (twin >= 0) restBefore.splice(twin, 1);
      else restAfter.push(ref);
    }
    const pairs = Math.min(restBefore.length, restAfter.length);
    for (let i = 0; i < pairs; i++) {
      const kind = kindOf(restBefore[i]!, restAfter[i]!);
      if (kind) changes.push({ kind, file, before: restBefore[i]!, after: restAfter[i]! });
    }
    for (const ref of restAfter.slice(pairs)) changes.push({ kind: 'added', file, before: null, after: ref });
    for (const ref of restBefore.slice(pairs)) changes.push({ kind: 'removed', file, before: ref, after: null });
  }
  return changes;
}

/** Every reference change of the pull request's files, in file order, then line order. */
export function diffFiles(files: readonly FileVersions[], registry: string, map: RegistryMap = []): ReferenceChange[] {
  const changes: ReferenceChange[] = [];
  for (const f of [...files].sort((a, b) => a.file.localeCompare(b.file))) {
    // Pairing is per file, so a renamed file's references pair up; base-side locations keep the
    // base path (a removed reference points where it was).
    const base = f.base == null ? [] : referencesIn(f.baseFile, f.base, registry, map);
    const head = f.head == null ? [] : referencesIn(f.file, f.head, registry, map);
    const fileChanges = diffReferences(f.file, base, head);
    const lineOf = (c: ReferenceChange) => (c.after ?? c.before)!.location.line;
    changes.push(...fileChanges.sort((a, b) => lineOf(a) - lineOf(b)));
  }
  return changes;
}

const ORDER: Record<ChangeKind, number> = { tag: 0, digest: 0, pin: 0, unpin: 0, added: 1, removed: 2 };
const refKey = (r: SideRef | null) => (r ? `${r.repository}:${r.tag}@${r.digest ?? ''}` : '-');

/**
 * Identical changes (same kind, same image, same tag and digest before and after) become one
 * group listing every place. Changed references come first, then added, then removed.
 */
export function groupChanges(changes: readonly ReferenceChange[]): ChangeGroup[] {
  const groups = new Map<string, ChangeGroup>();
  for (const change of changes) {
    const key = `${change.kind} ${refKey(change.before)} ${refKey(change.after)}`;
    const side = (change.after ?? change.before)!;
    const location = side.location;
    const existing = groups.get(key);
    if (existing) {
      existing.locations.push(location);
      continue;
    }
    groups.set(key, {
      kind: change.kind,
      repository: side.repository,
      org: side.org,
      image: side.image,
      before: change.before,
      after: change.after,
      locations: [location],
    });
  }
  return [...groups.values()].sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
}
