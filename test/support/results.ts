import type { AdvisorySummary, ImageResult } from '../../src/model';

// Shared fixtures of the report tests: a fixed clock and a factory of realistic results.

export const now = new Date('2026-11-22T12:00:00Z');
export const DAY = 86_400_000;
export const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
export const digest = (n: number) => `sha256:${n.toString(16).padStart(64, '0')}`;
export const advisory = (id: string, artifactName = 'nginx'): AdvisorySummary => ({
  advisoryId: id,
  artifactName,
  updateTime: ago(2),
});

/** A current `cgr.dev/chainguard/nginx:1.25` result, with `over` applied (ref follows image and tag). */
export function result(over: Partial<ImageResult> = {}): ImageResult {
  const image = over.image ?? 'nginx';
  const tag = over.tag ?? '1.25';
  return {
    ref: `cgr.dev/chainguard/${image}:${tag}`,
    registry: 'cgr.dev',
    org: 'chainguard',
    image,
    tag,
    pinnedDigest: null,
    digest: digest(10),
    status: 'ok',
    deprecated: false,
    lastUpdate: ago(3),
    buildsBehind: 0,
    behindSince: null,
    advisories: [],
    locations: [],
    error: null,
    ...over,
  };
}

/** A result whose tag does not exist: an error, with nothing known of a build. */
export const tagNotFound = (over: Partial<ImageResult> = {}): ImageResult =>
  result({
    status: 'error',
    digest: null,
    lastUpdate: null,
    buildsBehind: null,
    tag: '9.9',
    error: { code: 404, reason: 'TAG_NOT_FOUND', message: 'tag "9.9" does not exist in cgr.dev/chainguard/nginx' },
    ...over,
  });

/** redis:7 pinned at an older build, 4 builds behind for 40 days, in compose.yaml. */
export const staleRedis = (over: Partial<ImageResult> = {}): ImageResult =>
  result({
    image: 'redis',
    tag: '7',
    pinnedDigest: digest(3),
    status: 'stale',
    buildsBehind: 4,
    behindSince: ago(40),
    locations: [{ file: 'compose.yaml', line: 8 }],
    ...over,
  });

/** The end-of-life tag 1.22, written in a Dockerfile and a Kubernetes manifest. */
export const eolInTwoFiles = (over: Partial<ImageResult> = {}): ImageResult =>
  result({
    status: 'eol',
    deprecated: true,
    tag: '1.22',
    locations: [
      { file: 'svc/Dockerfile', line: 3 },
      { file: 'k8s/deploy.yaml', line: 17 },
    ],
    ...over,
  });
