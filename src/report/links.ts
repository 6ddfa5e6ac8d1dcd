// The web address of a location in a repository read through the API (organization mode).
import type { Location } from '../model';
import { encodeLinkPath } from './format';

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
  return `${base}/${path}/${encodeLinkPath(location.file)}#L${location.line}`;
}
