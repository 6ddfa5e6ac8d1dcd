// The OCI image spec's shapes a client reads (descriptor, image manifest, image index), with
// Docker's two equivalents, as zod schemas: every manifest from the registry is parsed by these.
import { z } from 'zod';

export const OCI_INDEX = 'application/vnd.oci.image.index.v1+json';
const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json';
const DOCKER_LIST = 'application/vnd.docker.distribution.manifest.list.v2+json';
const DOCKER_MANIFEST = 'application/vnd.docker.distribution.manifest.v2+json';
/** The `Accept` of a manifest read: every type this client parses. */
export const MANIFEST_ACCEPT = [OCI_INDEX, OCI_MANIFEST, DOCKER_LIST, DOCKER_MANIFEST].join(', ');
export const INDEX_TYPES: ReadonlySet<string> = new Set([OCI_INDEX, DOCKER_LIST]);
export const MANIFEST_TYPES: ReadonlySet<string> = new Set([OCI_MANIFEST, DOCKER_MANIFEST]);

/** A SHA-256 digest, the only algorithm this client checks content with. */
const sha256Digest = z.string().regex(/^sha256:[0-9a-f]{64}$/, 'a sha256 digest');

const annotations = z.record(z.string(), z.string());

const descriptorSchema = z.looseObject({
  mediaType: z.string().min(1),
  digest: sha256Digest,
  size: z.number().int().nonnegative(),
  artifactType: z.string().optional(),
  annotations: annotations.optional(),
  platform: z.looseObject({ os: z.string(), architecture: z.string(), variant: z.string().optional() }).optional(),
});
export type Descriptor = z.infer<typeof descriptorSchema>;

export const manifestSchema = z.looseObject({
  schemaVersion: z.literal(2),
  mediaType: z.string().optional(),
  artifactType: z.string().optional(),
  config: descriptorSchema,
  layers: z.array(descriptorSchema).max(1000),
  subject: descriptorSchema.optional(),
  annotations: annotations.optional(),
});
type ImageManifest = z.infer<typeof manifestSchema>;

export const indexSchema = z.looseObject({
  schemaVersion: z.literal(2),
  mediaType: z.string().optional(),
  manifests: z.array(descriptorSchema).max(10_000),
  subject: descriptorSchema.optional(),
  annotations: annotations.optional(),
});
type ImageIndex = z.infer<typeof indexSchema>;

/** A manifest as read: its bytes (whose SHA-256 is `digest`), its media type, and its parsed body. */
export type FetchedManifest = { digest: string; bytes: Buffer } & (
  | { kind: 'index'; mediaType: string; index: ImageIndex }
  | { kind: 'manifest'; mediaType: string; manifest: ImageManifest }
);
