import { describe, expect, it } from 'vitest';
import { assess as assessGathered, type AssessOptions, type PlacedTarget } from '../../../../src/check/judge/assess';
import { withWalk, type WithHistory } from '../../../support/whole-history';
import { ApiError } from '../../../../src/errors';
import type { HistoryRecord } from '../../../../src/registry/client';

const DAY = 86_400_000;
const now = new Date('2026-11-22T12:00:00Z');
const digest = (n: number) => `sha256:${n.toString(16).padStart(64, '0')}`;
const history: HistoryRecord[] = Array.from({ length: 10 }, (_, i) => ({
  updateTimestamp: new Date(now.getTime() - (10 - i) * 5 * DAY).toISOString(),
  digest: digest(i + 1),
}));

const target = (over: Partial<PlacedTarget> = {}): PlacedTarget => ({
  ref: 'cgr.dev/chainguard/nginx:1.25',
  registry: 'cgr.dev',
  org: 'chainguard',
  image: 'nginx',
  tag: '1.25',
  pinnedDigest: null,
  locations: [],
  ...over,
});

const assess = (t: PlacedTarget, g: WithHistory, o: AssessOptions) => assessGathered(t, withWalk(t, g), o);

const gathered = (over: Partial<WithHistory> = {}): WithHistory => ({
  tags: { ok: true, value: [{ name: '1.25', digest: digest(10), deprecated: false }] },
  history: { ok: true, value: history },
  advisories: { ok: true, value: [] },
  ...over,
});

const options = { now, maxAgeMs: 30 * DAY };

describe('assess', () => {
  it('reports the newest history record as the current digest', () => {
    const r = assess(target(), gathered(), options);
    expect(r).toMatchObject({
      status: 'ok',
      digest: digest(10),
      lastUpdate: history[9]!.updateTimestamp,
      buildsBehind: 0,
      error: null,
    });
  });

  it('marks a deprecated tag end-of-life', () => {
    const r = assess(
      target(),
      gathered({ tags: { ok: true, value: [{ name: '1.25', digest: digest(10), deprecated: true }] } }),
      options,
    );
    expect(r.status).toBe('eol');
    expect(r.deprecated).toBe(true);
  });

  it('counts builds behind a pinned digest and goes stale past max-age', () => {
    // digest(3) is followed by 7 builds; the first newer one is 35 days old.
    const r = assess(target({ pinnedDigest: digest(3) }), gathered(), options);
    expect(r.buildsBehind).toBe(7);
    expect(r.behindSince).toBe(history[3]!.updateTimestamp);
    expect(r.status).toBe('stale');
  });

  it('keeps a recently superseded pin ok', () => {
    const r = assess(target({ pinnedDigest: digest(8) }), gathered(), options);
    expect(r).toMatchObject({ buildsBehind: 2, status: 'ok' });
  });

  it('reports a pinned digest that never was a build of the tag', () => {
    const r = assess(target({ pinnedDigest: digest(99) }), gathered(), options);
    expect(r.status).toBe('error');
    expect(r.error?.reason).toBe('DIGEST_NOT_IN_HISTORY');
    expect(r.digest).toBe(digest(10));
  });

  it('reports a tag that does not exist once, not twice', () => {
    const r = assess(
      target({ tag: '9.9' }),
      gathered({
        history: {
          ok: false,
          error: new ApiError({ status: 404, code: 404, reason: 'MANIFEST_UNKNOWN', message: 'no such tag' }),
        },
      }),
      options,
    );
    expect(r.status).toBe('error');
    expect(r.error).toEqual({
      code: null,
      reason: 'TAG_NOT_FOUND',
      message: 'tag "9.9" does not exist in cgr.dev/chainguard/nginx',
    });
  });

  it('is never ok when a look-up failed, and keeps what is known', () => {
    const failure = new ApiError({ status: 503, code: 503, reason: 'UNAVAILABLE', message: 'advisories down' });
    const r = assess(
      target(),
      gathered({
        tags: { ok: true, value: [{ name: '1.25', digest: digest(10), deprecated: true }] },
        advisories: { ok: false, error: failure },
      }),
      options,
    );
    expect(r.status).toBe('error');
    expect(r.deprecated).toBe(true);
    expect(r.error).toEqual({ code: 503, reason: 'UNAVAILABLE', message: 'advisories down' });
  });

  it('keeps advisories of the image only, once per advisory id', () => {
    const adv = (id: string, artifactName = 'nginx') => ({
      uid: id,
      advisoryId: id,
      artifactName,
      updateTime: '2026-11-01T00:00:00Z',
    });
    const r = assess(
      target(),
      gathered({
        advisories: { ok: true, value: [adv('CGA-1'), adv('CGA-1'), adv('CGA-2'), adv('CGA-3', 'nginx-fips')] },
      }),
      options,
    );
    expect(r.advisories.map((a) => a.advisoryId)).toEqual(['CGA-1', 'CGA-2']);
  });

  it('shows an HTTP code only for an error answer: conditions and lost connections have code null', () => {
    const fail = (error: ApiError) => assess(target(), gathered({ advisories: { ok: false, error } }), options).error;
    // A page-token loop arrives with HTTP 200 answers: no status of its own to show.
    expect(fail(new ApiError({ status: 200, code: 0, reason: 'PAGE_TOKEN_LOOP', message: 'loop' }))).toEqual({
      code: null,
      reason: 'PAGE_TOKEN_LOOP',
      message: 'loop',
    });
    expect(
      fail(new ApiError({ status: 0, code: 0, reason: 'CONNECTION_REFUSED', message: 'refused' }))?.code,
    ).toBeNull();
    // An AIP-193 body's code wins over the HTTP status.
    expect(fail(new ApiError({ status: 403, code: 7, reason: 'PERMISSION_DENIED', message: 'no' }))?.code).toBe(7);
    expect(fail(new ApiError({ status: 404, code: 404, reason: 'NAME_UNKNOWN', message: 'no' }))?.code).toBe(404);
  });

  it('never uses a repo whose tag is at a digest the registry never built for the reference', () => {
    const r = assess(
      target(),
      gathered({ tags: { ok: true, value: [{ name: '1.25', digest: digest(99), deprecated: true }] } }),
      options,
    );
    expect(r.status).toBe('error');
    expect(r.deprecated).toBe(false);
    expect(r.error).toMatchObject({ code: null, reason: 'REPO_MISMATCH' });
    expect(r.error!.message).toMatch(/another organization's repo of that name; set the group input/);
    // A listing a build behind the registry (a rebuild between the two look-ups) is the same stream.
    expect(
      assess(
        target(),
        gathered({ tags: { ok: true, value: [{ name: '1.25', digest: digest(9), deprecated: true }] } }),
        options,
      ).status,
    ).toBe('eol');
  });
});
