import { RegistryMapError } from '../../src/errors';
import { describe, expect, it } from 'vitest';
import { inMirrorForm, repositoryOf } from '../../src/refs/mirror-form';
import { mapReference, parseRegistryMap } from '../../src/registry-map';

const R = 'cgr.dev';

describe('parseRegistryMap', () => {
  it('reads newline- and comma-separated pairs, without trailing slashes, longest prefix first', () => {
    const map = parseRegistryMap(
      'us-docker.pkg.dev/acme/cgr/=cgr.dev/\n# a comment\n  harbor.acme.io/proxy=cgr.dev/chainguard , harbor.acme.io/proxy/special/=cgr.dev/acme.com/',
      R,
    );
    expect(map.map((p) => [p.prefix, p.upstream])).toEqual([
      ['harbor.acme.io/proxy/special', 'cgr.dev/acme.com'],
      ['us-docker.pkg.dev/acme/cgr', 'cgr.dev'],
      ['harbor.acme.io/proxy', 'cgr.dev/chainguard'],
    ]);
    expect(parseRegistryMap('', R)).toEqual([]);
  });

  it.each([
    ['no "="', 'us-docker.pkg.dev/acme/cgr', /has no "="/],
    ['an empty prefix', '=cgr.dev/', /empty prefix/],
    ['an empty upstream', 'us-docker.pkg.dev/acme/cgr=', /empty upstream/],
    ['an upstream on another host', 'mirror.io/x=docker.io/library', /not on cgr\.dev/],
    ['an upstream that only starts like the host', 'mirror.io/x=cgr.dev.evil.com/', /not on cgr\.dev/],
    ['a path that no reference can have', 'mirror.io/X=cgr.dev/', /no lowercase path component/],
    ['a prefix twice', 'a.io/x=cgr.dev/,a.io/x/=cgr.dev/chainguard', /mapped twice/],
  ])('refuses %s, leading with the fix', (_, value, detail) => {
    let error: unknown;
    try {
      parseRegistryMap(value, R);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RegistryMapError);
    expect((error as RegistryMapError).detail).toMatch(detail);
    expect((error as RegistryMapError).fix).toMatch(/^(Write|Map|Name) /);
  });
});

describe('mapReference', () => {
  const map = parseRegistryMap(
    'us-docker.pkg.dev/acme/cgr/=cgr.dev/, us-docker.pkg.dev/acme/cgr/special=cgr.dev/acme.com, mirror.io=cgr.dev, repo.io/py=cgr.dev/chainguard/python',
    R,
  );
  const upstream = (ref: string) => mapReference(ref, map)?.upstream ?? null;

  it('replaces the prefix by its upstream', () => {
    expect(upstream('us-docker.pkg.dev/acme/cgr/chainguard/nginx:1.25')).toBe('cgr.dev/chainguard/nginx:1.25');
    expect(upstream('mirror.io/chainguard/go@sha256:' + 'a'.repeat(64))).toBe(
      'cgr.dev/chainguard/go@sha256:' + 'a'.repeat(64),
    );
  });

  it('takes the longest prefix that matches', () => {
    expect(upstream('us-docker.pkg.dev/acme/cgr/special/app:1')).toBe('cgr.dev/acme.com/app:1');
  });

  it('matches whole path components only', () => {
    expect(upstream('us-docker.pkg.dev/acme/cgrx/chainguard/nginx:1.25')).toBeNull();
    expect(upstream('us-docker.pkg.dev/acme/cgr/specialist/x:1')).toBe('cgr.dev/specialist/x:1');
    expect(upstream('mirror.iox/chainguard/go:1')).toBeNull();
    // After a host alone, ":" is a port, not a tag.
    expect(upstream('mirror.io:5000/chainguard/go:1')).toBeNull();
  });

  it('maps a whole repository, tag or digest following', () => {
    expect(upstream('repo.io/py:3.12')).toBe('cgr.dev/chainguard/python:3.12');
    expect(upstream('repo.io/py')).toBe('cgr.dev/chainguard/python');
    expect(upstream('repo.io/pyx:3.12')).toBeNull();
  });

  it('compares hosts without case, keeps the rest as written', () => {
    expect(upstream('US-Docker.pkg.dev/acme/cgr/chainguard/nginx:Tag_1')).toBe('cgr.dev/chainguard/nginx:Tag_1');
  });
});

describe('inMirrorForm', () => {
  const written = 'us-docker.pkg.dev/acme/cgr/chainguard/python:3.11';
  const judged = 'cgr.dev/chainguard/python:3.11';

  it("writes a reference of the upstream's repository in the mirror's form", () => {
    expect(inMirrorForm('cgr.dev/chainguard/python:3.12', written, judged)).toBe(
      'us-docker.pkg.dev/acme/cgr/chainguard/python:3.12',
    );
    const pin = `cgr.dev/chainguard/python:3.12@sha256:${'b'.repeat(64)}`;
    expect(inMirrorForm(pin, written, judged)).toBe(
      `us-docker.pkg.dev/acme/cgr/chainguard/python:3.12@sha256:${'b'.repeat(64)}`,
    );
  });

  it('leaves a reference of another repository as it is', () => {
    expect(inMirrorForm('cgr.dev/chainguard/python-dev:1', written, judged)).toBe('cgr.dev/chainguard/python-dev:1');
  });

  it('gives the repository of a reference', () => {
    expect(repositoryOf(`${written}@sha256:${'c'.repeat(64)}`)).toBe('us-docker.pkg.dev/acme/cgr/chainguard/python');
    expect(repositoryOf('not a reference')).toBeNull();
  });
});
