// What a digest change carries, in packages: the two SBOMs' installed packages matched by purl
// type, namespace and name (shared/design/action-contract.md, a `results` item's `changes`).

import { compareApkVersions } from './apk-version';
import type { PackageChanges, PackageMove, PackageVersion } from '../model';
import { packageKey, type InstalledPackage } from './sbom';

export type { PackageChanges, PackageMove, PackageVersion } from '../model';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The entries by name (then by key, so two namespaces' packages of one name keep one order). */
function ordered<T extends { name: string }>(list: [key: string, entry: T][]): T[] {
  return list.sort(([ka, a], [kb, b]) => byText(a.name, b.name) || byText(ka, kb)).map(([, entry]) => entry);
}

/**
 * The change from the packages of `ids.from` to those of `ids.to`. A version apk orders as the
 * same (`1.0` and `1.0-r0`) is unchanged: apk would not replace it.
 */
export function diffPackages(
  before: readonly InstalledPackage[],
  after: readonly InstalledPackage[],
  ids: Pick<PackageChanges, 'from' | 'to' | 'platform'>,
): PackageChanges {
  const old = new Map(before.map((p) => [packageKey(p), p]));
  const added: [string, PackageVersion][] = [];
  const upgraded: [string, PackageMove][] = [];
  const downgraded: [string, PackageMove][] = [];
  let unchanged = 0;
  for (const p of after) {
    const key = packageKey(p);
    const was = old.get(key);
    old.delete(key);
    if (!was) added.push([key, { name: p.name, version: p.version }]);
    else {
      const order = compareApkVersions(was.version, p.version);
      if (order === 0) unchanged++;
      else (order < 0 ? upgraded : downgraded).push([key, { name: p.name, from: was.version, to: p.version }]);
    }
  }
  const removed = [...old].map(([key, p]): [string, PackageVersion] => [key, { name: p.name, version: p.version }]);
  return {
    ...ids,
    added: ordered(added),
    removed: ordered(removed),
    upgraded: ordered(upgraded),
    downgraded: ordered(downgraded),
    unchanged,
  };
}
