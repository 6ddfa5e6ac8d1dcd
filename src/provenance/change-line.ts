// The words for one digest change's packages, shared by the PR comment, the merge request note,
// the job summary, `update-markdown` and the CLI: one line (the upgrades that fix a
// vulnerability first, a downgrade called out, then counts), the whole list (folded in
// Markdown), and the short reason when there is no list. Each caller gives its escaping
// (`ChangeMarkup`), as renderPolicyPlan's callers do: names and versions come from a registry.

import { safeText } from '../secrets';
import { plural, shortDigest } from '../text';
import type { ChangeGap } from './change-gap';
import type { FixedVulnerability } from './fix-join';
import type { PackageChanges, PackageMove, PackageVersion } from './package-diff';

export interface ChangeMarkup {
  /** A package name or a digest, as code, escaped for the body it goes in. */
  code: (text: string) => string;
  /** A version, an id or a detail from a service, escaped. */
  text: (text: string) => string;
  /** What a reviewer must not miss (a downgrade). */
  strong: (text: string) => string;
  /** Markdown: the whole list folds into `<details>`. */
  md: boolean;
}

/** For a terminal or a log: control characters written as escapes, no secret, no markup. */
export const PLAIN_MARKUP: ChangeMarkup = {
  code: (t) => safeText(t),
  text: (t) => safeText(t),
  strong: (t) => t,
  md: false,
};

interface LineLimits {
  /** Most upgrades named for their fixes (the rest counted). */
  fixing?: number;
  /** Most ids named per package. */
  ids?: number;
  /** Most downgrades named. */
  downgrades?: number;
}

/** `a`, `a and b`, `a, b and c`, `a, b, c and 2 more`. */
function listed(items: readonly string[], max: number): string {
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  const parts = rest > 0 ? [...shown, `${rest} more`] : shown;
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}

/** The fixed ids per package, the package of the worst fix first (the fixes come worst first). */
function fixesByPackage(fixes: readonly FixedVulnerability[]): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const f of fixes) {
    if (f.package === null) continue;
    const ids = byName.get(f.package) ?? [];
    if (!ids.includes(f.id)) ids.push(f.id);
    byName.set(f.package, ids);
  }
  return byName;
}

const move = (p: PackageMove, m: ChangeMarkup) => `${m.code(p.name)} ${m.text(p.from)} → ${m.text(p.to)}`;
const fixText = (ids: readonly string[] | undefined, m: ChangeMarkup, max: number) =>
  ids && ids.length > 0
    ? `fixes ${listed(
        ids.map((id) => m.text(id)),
        max,
      )}`
    : '';

/** The upgrades that fix a known vulnerability, the worst fix first. */
function fixingUpgrades(changes: PackageChanges, fixed: ReadonlyMap<string, string[]>): PackageMove[] {
  const order = [...fixed.keys()];
  return changes.upgraded
    .filter((p) => fixed.has(p.name))
    .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
}

/** The counts of what the line does not name, e.g. `3 more upgraded, 2 added, 1 removed`. */
function counts(changes: PackageChanges, namedUpgrades: number, namedDowngrades: number): string {
  const more = (n: number, named: number, word: string) =>
    n - named > 0 ? [`${n - named}${named > 0 ? ' more' : ''} ${word}`] : [];
  return [
    ...more(changes.upgraded.length, namedUpgrades, 'upgraded'),
    ...more(changes.downgraded.length, namedDowngrades, 'downgraded'),
    ...more(changes.added.length, 0, 'added'),
    ...more(changes.removed.length, 0, 'removed'),
  ].join(', ');
}

/**
 * One line for a digest change: `openssl 3.5.0-r2 → 3.5.1-r0 fixes CVE-2026-1234; 3 more
 * upgraded, 2 added, 1 removed`, a downgrade called out before the counts.
 */
export function changeLine(
  changes: PackageChanges,
  fixes: readonly FixedVulnerability[],
  m: ChangeMarkup,
  limits: LineLimits = {},
): string {
  const fixed = fixesByPackage(fixes);
  const upgrades = fixingUpgrades(changes, fixed).slice(0, limits.fixing ?? 3);
  const downgrades = changes.downgraded.slice(0, limits.downgrades ?? 2);
  const pieces = [
    ...upgrades.map((p) => `${move(p, m)} ${fixText(fixed.get(p.name), m, limits.ids ?? 3)}`),
    ...downgrades.map((p) => `${m.strong('downgraded')} ${move(p, m)}`),
    counts(changes, upgrades.length, downgrades.length),
  ].filter((piece) => piece !== '');
  return pieces.length > 0 ? pieces.join('; ') : `no package changes (${changes.unchanged} unchanged)`;
}

/** `4 upgraded, 1 downgraded, 2 added, 1 removed, 41 unchanged`: every list's size. */
export function changeCounts(changes: PackageChanges): string {
  const sizes: [number, string][] = [
    [changes.upgraded.length, 'upgraded'],
    [changes.downgraded.length, 'downgraded'],
    [changes.added.length, 'added'],
    [changes.removed.length, 'removed'],
  ];
  const changed = sizes.filter(([n]) => n > 0).map(([n, word]) => `${n} ${word}`);
  return [...changed, `${changes.unchanged} unchanged`].join(', ');
}

/** Every change as list items: upgraded, downgraded, added, removed, each by name, with what it fixes. */
function entries(changes: PackageChanges, fixes: readonly FixedVulnerability[], m: ChangeMarkup): string[] {
  const fixed = fixesByPackage(fixes);
  const fixing = (name: string) => {
    const text = fixText(fixed.get(name), m, Number.POSITIVE_INFINITY);
    return text === '' ? '' : `, ${text}`;
  };
  const version = (p: PackageVersion) => `${m.code(p.name)} ${m.text(p.version)}`;
  return [
    ...changes.upgraded.map((p) => `- upgraded ${move(p, m)}${fixing(p.name)}`),
    ...changes.downgraded.map((p) => `- ${m.strong('downgraded')} ${move(p, m)}${fixing(p.name)}`),
    ...changes.added.map((p) => `- added ${version(p)}`),
    ...changes.removed.map((p) => `- removed ${version(p)}${fixing(p.name)}`),
  ];
}

/**
 * The whole list of a change: a heading line of counts, then one item per package (at most
 * `maxEntries`, the rest counted); in Markdown folded into `<details>`.
 */
export function changeList(
  changes: PackageChanges,
  fixes: readonly FixedVulnerability[],
  m: ChangeMarkup,
  maxEntries = 500,
): string[] {
  const all = entries(changes, fixes, m);
  const shown = all.slice(0, maxEntries);
  const items = all.length > shown.length ? [...shown, `- …and ${all.length - shown.length} more`] : shown;
  const heading = `Packages of ${m.text(changes.platform)}: ${changeCounts(changes)}`;
  if (!m.md) return [heading, ...items];
  return [`<details><summary>${heading}</summary>`, '', ...items, '', '</details>'];
}

/** `512 bytes`, `3.2 KiB`, `12.0 MiB`. */
function sizeText(bytes: number): string {
  if (bytes < 1024) return plural(bytes, 'byte');
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** Why a change shows no package list, in one short line. */
export function gapLine(gap: ChangeGap, m: ChangeMarkup): string {
  if (gap.kind === 'not-asked')
    return gap.signatures === 'never'
      ? 'packages not read (signatures: never; an SBOM is read only verified)'
      : 'packages not read (packages: never)';
  if (gap.kind === 'over-limit') return `packages not read: the run describes at most ${gap.limit} changes`;
  const of = (digest: string | null) => (digest === null ? 'the SBOM' : `the SBOM of ${m.code(shortDigest(digest))}`);
  const why = ((): string => {
    switch (gap.kind) {
      case 'no-sbom':
        return `${m.code(shortDigest(gap.digest))} has no SBOM attestation`;
      case 'unverified':
        return `${of(gap.digest)} does not verify (${m.text(gap.detail)})`;
      case 'other-manifest':
        return `${of(gap.digest)} is about another manifest, ${m.code(shortDigest(gap.subject))}`;
      case 'too-large':
        return `${of(gap.digest)} is ${sizeText(gap.size)}, over the ${sizeText(gap.limit)} read`;
      case 'too-many-packages':
        return `${of(gap.digest)} lists ${plural(gap.count, 'package')}, over the ${gap.limit} compared`;
      case 'unreadable':
        return `${of(gap.digest)} cannot be read (${m.text(gap.detail)})`;
      case 'no-platform': {
        const has = gap.available.length > 0 ? `; it has ${gap.available.map((p) => m.text(p)).join(', ')}` : '';
        return `${m.code(shortDigest(gap.digest))} has no ${m.text(gap.platform)} image${has}`;
      }
    }
  })();
  return `no package list: ${why}`;
}
