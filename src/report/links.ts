// The web address of a location in a repository read through the API (organization mode).
import type { Location } from '../model';

/** Each path segment URL-encoded, including the characters encodeURIComponent leaves that markdown reads. */
export function encodePath(file: string): string {
  return file
    .split('/')
    .map((part) =>
      encodeURIComponent(part).replace(/[()*!']/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/');
}

/**
 * `{serverUrl}/{owner}/{name}/blob/{commit}/{path}#L{line}`, or null for a location that names no
 * repository and commit (a workspace file).
 */
export function locationUrl(serverUrl: string, location: Location): string | null {
  const { repository, commit } = location;
  if (!repository || !commit) return null;
  const [owner, name] = repository.split('/');
  if (!owner || !name) return null;
  const base = serverUrl.replace(/\/+$/, '');
  const path = `${encodeURIComponent(owner)}/${encodeURIComponent(name)}/blob/${encodeURIComponent(commit)}`;
  return `${base}/${path}/${encodePath(location.file)}#L${location.line}`;
}
