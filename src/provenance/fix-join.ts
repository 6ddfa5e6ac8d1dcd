// Which package each vulnerability a move fixes belongs to (`fixedByUpdate[].package`): the name
// the vulnerability report's purl gives it. The v1 reports carry the purls per vulnerability
// (vendor proto platform/registry/v1/vulnerabilities.platform.proto, `Vulnerability.purls`,
// field 3, JSON `purls`); the fixed ones are read from the report of the digest in use.

import { PackageURL } from 'packageurl-js';
import type { FixedVulnerability, VulnerabilityRef } from '../model';
import { safeText } from '../secrets';
import type { PackageChanges } from './package-diff';

/** A report's vulnerability as far as the join needs it. */
interface VulnerabilityPurls {
  id: string;
  purls?: readonly string[] | null;
}

export type { FixedVulnerability } from '../model';

const MAX_NAME = 256;

/** Each id's purls, gathered over the report (a vulnerability is listed once per package it is found in). */
export function purlsById(vulnerabilities: readonly VulnerabilityPurls[]): Map<string, string[]> {
  const byId = new Map<string, string[]>();
  for (const v of vulnerabilities) {
    const list = byId.get(v.id) ?? [];
    for (const purl of v.purls ?? []) if (!list.includes(purl)) list.push(purl);
    byId.set(v.id, list);
  }
  return byId;
}

/** The package a purl names: an apk's name; in another ecosystem its namespace and name (`golang.org/x/net`). */
function nameOf(purl: string): { apk: boolean; name: string } | null {
  let parsed: PackageURL;
  try {
    parsed = PackageURL.fromString(purl);
  } catch {
    return null; // a purl that does not parse names nothing
  }
  const apk = parsed.type === 'apk';
  const name = apk || !parsed.namespace ? parsed.name : `${parsed.namespace}/${parsed.name}`;
  return name.length > 0 && name.length <= MAX_NAME ? { apk, name: safeText(name) } : null;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The package of one vulnerability among the purls its report gives: an apk package the move
 * upgrades or removes first (that is what fixes it), then any apk package, then another
 * ecosystem's; by name within each, so the choice is the same on every run.
 */
function packageOf(purls: readonly string[], moved: ReadonlySet<string>): string | null {
  const names = purls.map(nameOf).filter((n) => n !== null);
  const rank = (n: { apk: boolean; name: string }) => (n.apk ? (moved.has(n.name) ? 0 : 1) : 2);
  names.sort((a, b) => rank(a) - rank(b) || byText(a.name, b.name));
  return names[0]?.name ?? null;
}

/** The fixed vulnerabilities, in their order, each with its package (null when the report names none). */
export function attributeFixes(
  fixed: readonly VulnerabilityRef[],
  purls: ReadonlyMap<string, readonly string[]>,
  changes?: Pick<PackageChanges, 'upgraded' | 'removed'> | null,
): FixedVulnerability[] {
  const moved = new Set([...(changes?.upgraded ?? []), ...(changes?.removed ?? [])].map((p) => p.name));
  return fixed.map((v) => ({ ...v, package: packageOf(purls.get(v.id) ?? [], moved) }));
}
