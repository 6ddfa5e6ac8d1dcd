import { z } from 'zod';
import { ACTION_WORDS, type Words } from '../words';
import { ApiError, conditionError } from '../http/api-error';
import type { HttpClient } from '../http/client';
import { secrets as processSecrets, type SecretRegistry } from '../auth/secrets';
import { HISTORY_VENDOR, HISTORY_WINDOW, registryBaseUrl } from './address';
import { historyResponseSchema, type HistoryRecord } from './history-schema';

export { HISTORY_VENDOR, HISTORY_WINDOW, registryBaseUrl } from './address';
import { walkHistory, walkHistoryPins, windowStuck, type HistoryWalk } from './history-walk';

/**
 * Most builds of one tag the whole-history reader keeps: far beyond any real tag, and small
 * enough that a server sending new full windows forever ends in an error (README: Security).
 */
export const MAX_FULL_HISTORY_RECORDS = 200_000;
/** The registry's public namespace: the same org name for every public image (spec: Tag History, rule 1). */
export const PUBLIC_ORG = 'chainguard';

export type { HistoryRecord } from './history-schema';

/** How the registry token endpoint is asked: anonymously, or with credentials for private images. */
export type RegistryCredentials =
  { kind: 'anonymous' } | { kind: 'bearer'; token: string } | { kind: 'basic'; username: string; password: string };

export interface RegistryClientOptions {
  http: HttpClient;
  /** Host as in references, e.g. 'cgr.dev' or '127.0.0.1:5000'. */
  registry: string;
  credentials: RegistryCredentials;
  /** The shell's names for the credentials a refusal tells to set (the action's by default). */
  words?: Words;
  /** Where the pull tokens from `/token` are registered the moment they arrive; the process registry by default. */
  secrets?: SecretRegistry;
}

const tokenSchema = z
  .looseObject({ token: z.string().min(1) })
  .or(z.looseObject({ access_token: z.string().min(1) }).transform((b) => ({ token: b.access_token })));

/** The registry token endpoint and the Tag History API. */
export class RegistryClient {
  private readonly base: string;

  constructor(private readonly options: RegistryClientOptions) {
    this.base = registryBaseUrl(options.registry);
  }

  /** A pull token for one image; it is valid for that image only. */
  async token(org: string, image: string): Promise<string> {
    const url = new URL(`${this.base}/token`);
    url.searchParams.set('scope', `repository:${org}/${image}:pull`);
    url.searchParams.set('service', this.options.registry);
    const creds = this.options.credentials;
    const headers: Record<string, string> = {};
    if (creds.kind === 'bearer') headers.authorization = `Bearer ${creds.token}`;
    if (creds.kind === 'basic')
      headers.authorization = `Basic ${Buffer.from(`${creds.username}:${creds.password}`).toString('base64')}`;
    try {
      const body = await this.options.http.json(url, {
        headers,
        schema: tokenSchema,
        label: `GET ${this.options.registry}/token`,
      });
      return (this.options.secrets ?? processSecrets).add(body.token);
    } catch (error) {
      throw explainRegistryDenial(error, creds, `${org}/${image}`, this.options.words);
    }
  }

  /**
   * Every build of a tag, oldest first. One response holds at most 1000 records, so windows are
   * walked with `start` set to the newest time seen; records at a window edge come back in both
   * windows and are dropped by digest (unique per build).
   */
  async history(org: string, image: string, tag: string, token: string): Promise<HistoryRecord[]> {
    const path = `${this.base}/v2/${org}/${image}/_${HISTORY_VENDOR}/history/${encodeURIComponent(tag)}`;
    const label = `GET ${this.options.registry}/v2/${org}/${image}/_${HISTORY_VENDOR}/history/${tag}`;
    const headers = { authorization: `Bearer ${token}` };
    const seen = new Set<string>();
    const records: HistoryRecord[] = [];
    let start: string | undefined;
    for (;;) {
      const url = new URL(path);
      if (start) url.searchParams.set('start', start);
      let page: HistoryRecord[];
      try {
        page = await this.options.http.json(url, { headers, schema: historyResponseSchema, label });
      } catch (error) {
        throw explainRegistryDenial(error, this.options.credentials, `${org}/${image}:${tag}`, this.options.words);
      }
      const startMs = start ? Date.parse(start) : -Infinity;
      let added = 0;
      let newestMs = startMs;
      let newest = start;
      for (const { updateTimestamp, digest } of page) {
        const ms = Date.parse(updateTimestamp);
        // A record older than the window start is an overlap the server should not send: skip.
        if (ms < startMs) continue;
        if (ms > newestMs) [newestMs, newest] = [ms, updateTimestamp];
        // A build is counted once, by digest: at a window's edge, or when a server repeats records.
        if (seen.has(digest)) continue;
        seen.add(digest);
        records.push({ updateTimestamp, digest });
        added++;
      }
      if (page.length < HISTORY_WINDOW) break;
      if (records.length >= MAX_FULL_HISTORY_RECORDS) {
        throw conditionError(
          'HISTORY_TOO_LONG',
          `${label}: the history goes on past ${MAX_FULL_HISTORY_RECORDS} builds (the most this client reads); stopped`,
          label,
        );
      }
      if (added === 0 || newest === undefined) {
        const sorted = [...page].sort((a, b) => Date.parse(a.updateTimestamp) - Date.parse(b.updateTimestamp));
        throw windowStuck(label, sorted, start);
      }
      // The next window starts at the newest time seen, whatever order the server sent the records in.
      start = newest;
    }
    // Oldest first, as the spec promises; stable for records with the same time.
    return records.sort((a, b) => Date.parse(a.updateTimestamp) - Date.parse(b.updateTimestamp));
  }

  /** The builds of a tag from the newest back to `pin` only, as a stream (./history-walk). */
  async walk(
    org: string,
    image: string,
    tag: string,
    token: string,
    pin: string | null,
    options: { newestHint?: string; watch?: string } = {},
  ): Promise<HistoryWalk> {
    try {
      return await walkHistory({
        http: this.options.http,
        registry: this.options.registry,
        org,
        image,
        tag,
        token,
        pin,
        ...options,
      });
    } catch (error) {
      throw explainRegistryDenial(error, this.options.credentials, `${org}/${image}:${tag}`, this.options.words);
    }
  }

  /** Several pins of one tag placed by one walk (./history-walk walkHistoryPins). */
  async walkPins(
    org: string,
    image: string,
    tag: string,
    token: string,
    pins: readonly string[],
  ): Promise<Map<string, HistoryWalk | ApiError>> {
    try {
      return await walkHistoryPins(
        { http: this.options.http, registry: this.options.registry, org, image, tag, token },
        pins,
      );
    } catch (error) {
      throw explainRegistryDenial(error, this.options.credentials, `${org}/${image}:${tag}`, this.options.words);
    }
  }
}

/** A 401/403 from the registry, in words a user can act on. */
function explainRegistryDenial(
  error: unknown,
  creds: RegistryCredentials,
  what: string,
  words: Words = ACTION_WORDS,
): unknown {
  if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) return error;
  const hint =
    creds.kind === 'anonymous'
      ? `anonymous access only reaches public images' free tags (latest, latest-dev); for ${what} set ${words.registryCredential}`
      : creds.kind === 'bearer'
        ? `the registry token was refused for ${what}: it may be issued for another audience (it must be for the registry host) or the identity lacks pull access to this image`
        : `the pull token (${words.name('registry-username')}/${words.name('registry-password')}) was refused for ${what}: check it is valid and has access to this organization`;
  return new ApiError({
    status: error.status,
    code: error.code,
    reason: error.status === 401 ? 'UNAUTHENTICATED' : 'PERMISSION_DENIED',
    message: `${error.message}: ${hint}`,
    request: error.request,
  });
}
