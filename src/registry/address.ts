// Where the registry and its Tag History API are, shared by the client (./client) and the
// backwards walk (./history-walk) without either importing the other.

/** Most records one Tag History response holds (spec: Limits). */
export const HISTORY_WINDOW = 1000;
// Path segment `_<vendor>` of the Tag History API.
const HISTORY_VENDOR = 'chainguard';

/** Container tools reach loopback registries over plain http; every other host over https. */
export function registryBaseUrl(registry: string): string {
  const host = registry.replace(/:\d+$/, '');
  const plain = host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  return `${plain ? 'http' : 'https'}://${registry}`;
}

/** A tag's Tag History: its URL, and the label its requests and errors carry. The one place it is built. */
export function historyAddress(
  registry: string,
  org: string,
  image: string,
  tag: string,
): { url: string; label: string } {
  const path = `/v2/${org}/${image}/_${HISTORY_VENDOR}/history/`;
  return {
    url: `${registryBaseUrl(registry)}${path}${encodeURIComponent(tag)}`,
    label: `GET ${registry}${path}${tag}`,
  };
}
