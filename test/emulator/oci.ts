import { oci, type Reply } from './errors';
import { indexManifest, INDEX_TYPE, MANIFEST_TYPE, platformManifest, platformOf, sharedBlob } from './oci-content';
import { pullRefusal } from './registry';
import { PUBLIC_ORG } from './seed';
import type { EmulatorState, RequestContext } from './state';

// The OCI distribution reads of the emulator's registry (distribution spec 1.1): manifests by
// digest or tag, blobs, the referrers API, and the `sha256-<hex>.sig`/`.att` tags, with the same
// Bearer as Tag History (anonymous for the public namespace). Content: ./oci-content.ts (builds)
// and ./signatures.ts (what is attached to them).

const OCI_PATH = /^\/v2\/([^/]+)\/(.+)\/(manifests|blobs|referrers)\/([^/]+)$/;
const ATTACHED_TAG = /^sha256-([0-9a-f]{64})(\.sig|\.att)?$/;

export function handleOci(state: EmulatorState, ctx: RequestContext): Promise<Reply> | undefined {
  const match = OCI_PATH.exec(ctx.path);
  if (!match || ctx.method !== 'GET') return undefined;
  const [org, image, kind, ref] = match.slice(1).map(decodeURIComponent) as [string, string, string, string];
  return read(state, ctx, org, image, kind, ref);
}

async function read(
  state: EmulatorState,
  ctx: RequestContext,
  org: string,
  image: string,
  kind: string,
  ref: string,
): Promise<Reply> {
  const refused = pullRefusal(state, ctx, org, image, org === PUBLIC_ORG, `${org}/${image}`);
  if (refused) return refused;
  const repo = state.store.findRepo(`${org}/${image}`);
  if (!repo || state.store.orgOf(repo.uid)?.name !== org)
    return oci(404, 'NAME_UNKNOWN', `repository ${org}/${image} is not known to the registry`);
  if (kind === 'blobs') return blob(state, ref);
  if (kind === 'referrers') return referrers(state, ctx, org, image, ref);
  return manifest(state, org, image, ref);
}

function blob(state: EmulatorState, digest: string): Reply {
  const bytes = sharedBlob(digest) ?? state.signatures.blobs.get(digest);
  if (!bytes) return oci(404, 'BLOB_UNKNOWN', `blob ${digest} is not known`);
  return raw(bytes, 'application/octet-stream', digest);
}

/** The manifest a digest names: a build's index, one of its platforms, or an attached artifact. */
function byDigest(state: EmulatorState, digest: string): { bytes: Buffer; mediaType: string } | undefined {
  const platform = platformOf(digest);
  if (platform) return { bytes: platformManifest(platform.n, platform.arch), mediaType: MANIFEST_TYPE };
  const attached = state.signatures.manifests.get(digest);
  if (attached) return attached;
  const n = state.store.buildOf(digest);
  return n === undefined ? undefined : { bytes: indexManifest(n, true), mediaType: INDEX_TYPE };
}

async function manifest(state: EmulatorState, org: string, image: string, ref: string): Promise<Reply> {
  const unknown = () => oci(404, 'MANIFEST_UNKNOWN', `manifest ${ref} is not known in ${org}/${image}`);
  const tag = ATTACHED_TAG.exec(ref);
  if (tag) {
    const subject = `sha256:${tag[1]!}`;
    if (state.signatures.refused.has(subject)) return oci(403, 'DENIED', `reading ${ref} is not allowed`);
    const attached = await attachedTo(state, org, image, subject);
    if (!attached) return unknown();
    if (tag[2] === undefined) {
      // The referrers fallback tag exists only on a registry without the referrers API.
      if (state.signatures.referrersApi || attached.referrers.length === 0) return unknown();
      return served(state, ref, { bytes: referrersIndex(attached.referrers), mediaType: INDEX_TYPE });
    }
    const found = tag[2] === '.sig' ? attached.sig : attached.att;
    return found ? served(state, ref, found) : unknown();
  }
  const digest = ref.startsWith('sha256:') ? ref : state.store.findTag(`${org}/${image}`, ref)?.digest;
  const found = digest === undefined ? undefined : byDigest(state, digest);
  return found ? served(state, digest!, found) : unknown();
}

/** A manifest's answer, broken as a test asked. */
function served(state: EmulatorState, key: string, found: { bytes: Buffer; mediaType: string }): Reply {
  const corruption = state.signatures.corrupt.get(key);
  let bytes = found.bytes;
  if (corruption === 'mismatch') bytes = Buffer.concat([bytes.subarray(0, -1), Buffer.from(',"x":1}')]);
  if (corruption === 'oversize')
    bytes = Buffer.concat([bytes.subarray(0, -1), Buffer.from(`,"x":"${'x'.repeat(5 << 20)}"}`)]);
  return raw(bytes, found.mediaType);
}

async function attachedTo(state: EmulatorState, org: string, image: string, subject: string) {
  const { signatures, store } = state;
  const platform = platformOf(subject);
  const n = platform ? undefined : store.buildOf(subject);
  if (!platform && n === undefined) return undefined;
  const bytes = platform ? platformManifest(platform.n, platform.arch) : indexManifest(n!);
  const descriptor = { mediaType: platform ? MANIFEST_TYPE : INDEX_TYPE, digest: subject, size: bytes.length };
  const orgUid = [...store.groups.values()].find((g) => g.parent === null && g.name === org)?.uid;
  return signatures.attachments(`${org}/${image}`, descriptor, signatures.vendorSigner(org, orgUid));
}

async function referrers(
  state: EmulatorState,
  ctx: RequestContext,
  org: string,
  image: string,
  digest: string,
): Promise<Reply> {
  const { signatures } = state;
  if (!signatures.referrersApi) return oci(404, 'NOT_FOUND', 'this registry has no referrers API');
  if (signatures.refused.has(digest)) return oci(403, 'DENIED', `reading the referrers of ${digest} is not allowed`);
  const attached = await attachedTo(state, org, image, digest);
  let entries = (attached?.referrers ?? []) as { artifactType?: string }[];
  const artifactType = ctx.query.get('artifactType');
  const headers: Record<string, string> = {};
  if (artifactType !== null) {
    entries = entries.filter((e) => e.artifactType === artifactType);
    headers['oci-filters-applied'] = 'artifactType';
  }
  // Paged as a test asks: `Link` to the next page (distribution spec: referrers pagination).
  const size = signatures.referrersPageSize;
  const page = Number(ctx.query.get('page') ?? '1');
  if (size !== undefined && entries.length > page * size) {
    const next = new URLSearchParams(ctx.query);
    next.set('page', String(page + 1));
    headers.link = `<${ctx.path}?${next.toString()}>; rel="next"`;
  }
  if (size !== undefined) entries = entries.slice((page - 1) * size, page * size);
  return { ...raw(referrersIndex(entries), INDEX_TYPE), headers: { ...headers, 'content-type': INDEX_TYPE } };
}

function referrersIndex(entries: object[]): Buffer {
  return Buffer.from(JSON.stringify({ schemaVersion: 2, mediaType: INDEX_TYPE, manifests: entries }));
}

function raw(bytes: Buffer, mediaType: string, digest?: string): Reply {
  const headers: Record<string, string> = { 'content-type': mediaType };
  if (digest) headers['docker-content-digest'] = digest;
  return { status: 200, raw: bytes, headers };
}
