import { createHash } from 'node:crypto';
import { ApiError, OciBlobTooLarge, OciContentError } from '../../errors';
import type { AnswerHeaders, HttpClient } from '../../http/client';
import { describeZodError } from '../../http/api-error';
import { registryBaseUrl } from '../address';
import {
  INDEX_TYPES,
  MANIFEST_ACCEPT,
  MANIFEST_TYPES,
  OCI_INDEX,
  indexSchema,
  manifestSchema,
  type Descriptor,
  type FetchedManifest,
} from './media';

// OCI distribution reads (distribution spec 1.1) through the project's one HTTP layer: manifests
// by digest or tag, blobs, the referrers API and its fallback tag. Every byte is checked against
// the digest it was asked by, and bounded before it is read.

/** The most bytes of one manifest (the distribution spec's 4 MiB, which registries accept at most). */
const MANIFEST_LIMIT = 4 * 1024 * 1024;
/** Pages of one referrers listing read at most: a `Link` chain longer than this is an error. */
const REFERRERS_PAGES = 10;

export interface OciRepository {
  org: string;
  image: string;
}

interface OciClientOptions {
  http: Pick<HttpClient, 'bytes'>;
  /** Host as in references ('cgr.dev', '127.0.0.1:5000'). */
  registry: string;
  /** The Bearer of one image's reads: Tag History's (RegistryClient.token); anonymous for the public namespace. */
  bearer: (repo: OciRepository) => Promise<string>;
}

/** Where the referrers of a digest were read: the API, or (a registry without it) the `sha256-<hex>` tag. */
export interface Referrers {
  via: 'api' | 'tag';
  manifests: Descriptor[];
}

export class OciClient {
  private readonly base: string;

  constructor(private readonly options: OciClientOptions) {
    this.base = registryBaseUrl(options.registry);
  }

  /** A manifest by digest (its bytes must hash to it) or by tag. */
  async manifest(repo: OciRepository, reference: string): Promise<FetchedManifest> {
    const label = `GET ${this.options.registry}/v2/${name(repo)}/manifests/${reference}`;
    const { bytes, headers } = await this.get(repo, `manifests/${encodeURIComponent(reference)}`, label, {
      accept: MANIFEST_ACCEPT,
      maxBytes: MANIFEST_LIMIT,
    });
    const digest = `sha256:${sha256(bytes)}`;
    const expected = reference.startsWith('sha256:') ? reference : headers['docker-content-digest'];
    if (expected !== undefined && expected !== digest)
      throw new OciContentError(label, 'OCI_DIGEST_MISMATCH', `the manifest's bytes are ${digest}, not ${expected}`);
    return parseManifest(label, digest, bytes, headers['content-type']);
  }

  /** A tag's manifest, or null when the registry has no such tag (404 MANIFEST_UNKNOWN); a refusal or failure throws. */
  async tagged(repo: OciRepository, tag: string): Promise<FetchedManifest | null> {
    try {
      return await this.manifest(repo, tag);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** A blob of a descriptor: its size bounded by `maxBytes` before it is read, its bytes checked against size and digest. */
  async blob(repo: OciRepository, descriptor: Descriptor, maxBytes: number): Promise<Buffer> {
    const label = `GET ${this.options.registry}/v2/${name(repo)}/blobs/${descriptor.digest}`;
    if (descriptor.size > maxBytes) throw new OciBlobTooLarge(label, descriptor.size, maxBytes);
    const { bytes } = await this.get(repo, `blobs/${descriptor.digest}`, label, { maxBytes: descriptor.size });
    const digest = `sha256:${sha256(bytes)}`;
    if (bytes.length !== descriptor.size || digest !== descriptor.digest)
      throw new OciContentError(
        label,
        'OCI_DIGEST_MISMATCH',
        `the blob is ${bytes.length} bytes of ${digest}, not ${descriptor.size} of ${descriptor.digest}`,
      );
    return bytes;
  }

  /**
   * The manifests whose subject is `digest` (of `artifactType` when given): the referrers API,
   * paged by `Link`; a registry without it (404, or an answer that is not an index) keeps them
   * under the tag `sha256-<hex>`, none when that tag is missing.
   */
  async referrers(repo: OciRepository, digest: string, artifactType?: string): Promise<Referrers> {
    const keep = (all: Descriptor[]) => (artifactType ? all.filter((d) => d.artifactType === artifactType) : all);
    const query = artifactType ? `?artifactType=${encodeURIComponent(artifactType)}` : '';
    let path: string | undefined = `/v2/${name(repo)}/referrers/${digest}${query}`;
    const manifests: Descriptor[] = [];
    for (let page = 0; path !== undefined; page++) {
      const label = `GET ${this.options.registry}${path.replace(/\?.*$/, '')}`;
      if (page === REFERRERS_PAGES)
        throw new OciContentError(label, 'OCI_REFERRERS_LIMIT', `more than ${REFERRERS_PAGES} pages of referrers`);
      const answer = await this.referrersPage(repo, path, label);
      if (answer === null) {
        const tagged = await this.tagged(repo, `sha256-${digest.slice('sha256:'.length)}`);
        return { via: 'tag', manifests: tagged?.kind === 'index' ? keep(tagged.index.manifests) : [] };
      }
      manifests.push(...answer.manifests);
      path = answer.next;
    }
    return { via: 'api', manifests: keep(manifests) };
  }

  /** One page of referrers and the path of the next; null: the registry has no referrers API. */
  private async referrersPage(
    repo: OciRepository,
    path: string,
    label: string,
  ): Promise<{ manifests: Descriptor[]; next?: string } | null> {
    let answer: { bytes: Buffer; headers: AnswerHeaders };
    try {
      answer = await this.get(repo, path, label, { accept: OCI_INDEX, maxBytes: MANIFEST_LIMIT }, true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
    if (mediaTypeOf(answer.headers['content-type']) !== OCI_INDEX) return null;
    const parsed = parseManifest(label, `sha256:${sha256(answer.bytes)}`, answer.bytes, OCI_INDEX);
    if (parsed.kind !== 'index') return null;
    return { manifests: parsed.index.manifests, next: this.nextPage(answer.headers.link, label) };
  }

  /** The `Link: <...>; rel="next"` of a page, on this registry only. */
  private nextPage(link: string | undefined, label: string): string | undefined {
    const target = link && /<([^>]+)>\s*;\s*rel="?next"?/.exec(link)?.[1];
    if (!target) return undefined;
    const url = new URL(target, this.base);
    if (url.origin !== new URL(this.base).origin)
      throw new OciContentError(label, 'OCI_CONTENT', `the next page of referrers is on another host (${url.host})`);
    return `${url.pathname}${url.search}`;
  }

  private async get(
    repo: OciRepository,
    path: string,
    label: string,
    req: { accept?: string; maxBytes: number },
    absolute = false,
  ): Promise<{ bytes: Buffer; headers: AnswerHeaders }> {
    const url = new URL(absolute ? `${this.base}${path}` : `${this.base}/v2/${name(repo)}/${path}`);
    const headers: Record<string, string> = { authorization: `Bearer ${await this.options.bearer(repo)}` };
    if (req.accept) headers.accept = req.accept;
    return this.options.http.bytes(url, { headers, label, maxBytes: req.maxBytes });
  }
}

const name = (repo: OciRepository) => `${repo.org}/${repo.image}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';')[0]!.trim().toLowerCase();

/** A 404 for a tag the registry does not have (not a repository it does not know). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 404 &&
    (error.reason === 'MANIFEST_UNKNOWN' || error.reason === 'NOT_FOUND')
  );
}

/** A manifest's bytes parsed by the media type the answer names (else its own `mediaType`); also a cached answer's. */
export function parseManifest(label: string, digest: string, bytes: Buffer, contentType?: string): FetchedManifest {
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new OciContentError(label, 'OCI_CONTENT', 'the manifest is not JSON');
  }
  const own = (body as { mediaType?: unknown } | null)?.mediaType;
  const mediaType = mediaTypeOf(contentType) ?? (typeof own === 'string' ? own : '');
  if (typeof own === 'string' && own !== mediaType)
    throw new OciContentError(label, 'OCI_CONTENT', `the answer says ${mediaType}, the manifest ${own}`);
  if (INDEX_TYPES.has(mediaType)) {
    const index = indexSchema.safeParse(body);
    if (!index.success) throw new OciContentError(label, 'OCI_CONTENT', describeZodError(index.error));
    return { kind: 'index', digest, bytes, mediaType, index: index.data };
  }
  if (MANIFEST_TYPES.has(mediaType)) {
    const manifest = manifestSchema.safeParse(body);
    if (!manifest.success) throw new OciContentError(label, 'OCI_CONTENT', describeZodError(manifest.error));
    return { kind: 'manifest', digest, bytes, mediaType, manifest: manifest.data };
  }
  throw new OciContentError(
    label,
    'OCI_CONTENT',
    `the media type ${mediaType || '(none)'} is no manifest this client reads`,
  );
}
