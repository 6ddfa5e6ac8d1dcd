import { problemsOf } from '../../../src/report/run-report';
import { DEFAULT_FAIL_ON } from '../../../src/findings';
import { describe, expect, it } from 'vitest';
import type { ImageResult, Location } from '../../../src/model';
import { dashboardMarker, renderDashboard, type DashboardInput } from '../../../src/dashboard';
import { ENVELOPE_KIND, ENVELOPE_VERSION, type Envelope } from '../../../src/org/envelope';
import { shardItem } from '../../../src/org/shard-item';
import { mergeEnvelopes } from '../../../src/org/merge';
import { ago, digest, result } from '../../support/results';
import { GITHUB_BODY_LIMIT } from '../../../src/report/format';

const SERVER = 'https://github.example';
const COMMIT = 'c0ffee0000000000000000000000000000000001';
const at = (repository: string, file: string, line: number): Location => ({ repository, commit: COMMIT, file, line });

function input(over: Partial<DashboardInput> = {}): DashboardInput {
  return {
    failOn: DEFAULT_FAIL_ON,
    scope: 'acme',
    results: [],
    read: [
      { repository: 'acme/web', commit: COMMIT, private: false },
      { repository: 'acme/api', commit: COMMIT, private: false },
    ],
    unread: [],
    serverUrl: SERVER,
    ...over,
  };
}

const eol = (tag: string, over: Partial<ImageResult> = {}) =>
  result({
    tag,
    status: 'eol',
    deprecated: true,
    suggestion: `cgr.dev/chainguard/nginx:1.27`,
    endOfLife: {
      status: 'eol',
      supportEnds: '2026-01-01T00:00:00Z',
      supportEnded: true,
      buildsUntil: '2026-03-01T00:00:00Z',
      daysLeft: -10,
      warn: false,
    },
    locations: [at('acme/web', 'Dockerfile', 1)],
    ...over,
  });
const ending = (tag: string, buildsUntil: string) =>
  result({
    tag,
    suggestion: 'cgr.dev/chainguard/nginx:1.27',
    endOfLife: { status: 'eol-grace', supportEnds: null, buildsUntil, daysLeft: 12, warn: true },
    locations: [at('acme/api', 'deploy/app.yaml', 7)],
  });
const stale = (tag: string, over: Partial<ImageResult> = {}) =>
  result({
    tag,
    ref: `cgr.dev/chainguard/nginx:${tag}@${digest(1)}`,
    status: 'stale',
    pinnedDigest: digest(1),
    digest: digest(2),
    buildsBehind: 4,
    behindSince: ago(40),
    suggestion: `cgr.dev/chainguard/nginx:${tag}@${digest(2)}`,
    locations: [at('acme/web', 'compose.yaml', 3)],
    ...over,
  });
const broken = (tag: string) =>
  result({
    tag,
    status: 'error',
    digest: null,
    error: { code: 503, reason: 'unavailable', message: 'the registry answered 503' },
    locations: [at('acme/api', 'Dockerfile', 2)],
  });

/** The body's entry lines ("- ..."), in order. */
const entryLines = (body: string) => body.split('\n').filter((l) => l.startsWith('- '));

describe('renderDashboard: order and content', () => {
  it('lists end of life first, then ending soon, stale pins and what could not be read or checked, with a head line of counts', () => {
    const body = renderDashboard(
      input({
        results: [
          broken('9'),
          stale('1.26'),
          result({ tag: '1.28' }),
          ending('1.24', '2026-12-20T00:00:00Z'),
          eol('1.20'),
        ],
        unread: [{ repository: 'acme/locked', reason: 'the tree could not be read (HTTP 409)', private: false }],
        skippedCount: 2,
      }),
    );
    const lines = body.split('\n');
    expect(lines[0]).toBe(dashboardMarker('acme'));
    expect(lines[1]).toBe(
      '**1 end of life · 1 ending soon · 1 stale pin · 2 could not be read or checked** — 5 references in 2 repositories read (1 of 3 not read); 2 references found but not checked.',
    );
    const headings = lines.filter((l) => l.startsWith('### '));
    expect(headings).toEqual([
      '### End of life now (1)',
      '### Ending soon (1)',
      '### Stale pins (1)',
      '### Could not be read or checked (2)',
    ]);
    const entries = entryLines(body);
    expect(entries[0]).toContain('<code>cgr.dev/chainguard/nginx:1.20</code>: **end of life**.');
    expect(entries[0]).toContain('Move to <code>cgr.dev/chainguard/nginx:1.27</code>.');
    expect(entries[0]).toContain('builds stopped 2026-03-01');
    expect(entries[1]).toContain('<code>cgr.dev/chainguard/nginx:1.24</code>: builds of the tag stop 2026-12-20.');
    expect(entries[2]).toContain('is 4 builds behind its tag since');
    expect(entries[2]).toContain(`Move to <code>cgr.dev/chainguard/nginx:1.26@${digest(2)}</code>`);
    expect(entries[3]).toContain(
      '<code>cgr.dev/chainguard/nginx:9</code>: could not be checked: the registry answered 503 (unavailable)',
    );
    expect(entries[4]).toBe(
      '- repository acme/locked not read: the tree could not be read (HTTP 409). None of its references is reported here.',
    );
    // A current reference is counted, not listed.
    expect(body).not.toContain('nginx:1.28');
  });

  it('names the repositories and lines that hold each reference, linked to the line at the commit read', () => {
    const body = renderDashboard(
      input({
        results: [
          eol('1.20', {
            locations: [
              at('acme/web', 'deploy/k8s (prod).yaml', 12),
              at('acme/api', 'Dockerfile', 1),
              at('acme/web', 'Dockerfile', 3),
            ],
          }),
        ],
      }),
    );
    const places = body.split('\n').filter((l) => l.startsWith('  - '));
    expect(places).toEqual([
      `  - acme/api: [Dockerfile:1](${SERVER}/acme/api/blob/${COMMIT}/Dockerfile#L1)`,
      `  - acme/web: [Dockerfile:3](${SERVER}/acme/web/blob/${COMMIT}/Dockerfile#L3), [deploy/k8s (prod).yaml:12](${SERVER}/acme/web/blob/${COMMIT}/deploy/k8s%20%28prod%29.yaml#L12)`,
    ]);
  });

  it('shows a few places per repository and a few repositories per entry, and counts the rest', () => {
    const locations = Array.from({ length: 8 }, (_, i) =>
      Array.from({ length: 4 }, (_, j) => at(`acme/r${i}`, `f${j}.yaml`, j + 1)),
    ).flat();
    const body = renderDashboard(input({ results: [eol('1.20', { locations })] }));
    const places = body.split('\n').filter((l) => l.startsWith('  - '));
    expect(places).toHaveLength(6);
    expect(places[0]).toMatch(/^ {2}- acme\/r0: .*f2\.yaml:3.*, and 1 more$/);
    expect(places[5]).toBe('  - and 12 places in 3 more repositories');
  });

  it('orders stale pins by the criticals their update fixes, then by builds behind', () => {
    const body = renderDashboard(
      input({
        results: [
          stale('a', { buildsBehind: 30 }),
          stale('b', { buildsBehind: 2, fixedByUpdate: [{ id: 'CVE-2026-1', severity: 'critical', package: null }] }),
          stale('c', { buildsBehind: 9 }),
        ],
      }),
    );
    const entries = entryLines(body);
    expect(entries.map((l) => /nginx:(\w+)@/.exec(l)![1])).toEqual(['b', 'a', 'c']);
    expect(entries[0]).toContain('Moving to the current build fixes 1 critical: CVE-2026-1.');
  });

  it('says there is nothing to act on only when every reference is current and every repository was read', () => {
    expect(renderDashboard(input({ results: [result()] })).split('\n')[1]).toBe(
      '**Nothing to act on**: every reference checked is current — 1 reference in 2 repositories read.',
    );
    const withUnread = renderDashboard(
      input({ results: [result()], unread: [{ repository: 'acme/gone', reason: 'not found', private: null }] }),
    );
    expect(withUnread.split('\n')[1]).toMatch(/^\*\*1 could not be read or checked\*\*/);
  });

  it('gives the same body byte for byte for the same findings in any order (no time of the run in it)', () => {
    const results = [eol('1.20'), stale('1.26'), broken('9'), ending('1.24', '2026-12-20T00:00:00Z'), stale('1.19')];
    const unread = [
      { repository: 'acme/b', reason: 'x', private: false },
      { repository: 'acme/a', reason: 'y', private: false },
    ];
    const one = renderDashboard(input({ results, unread }));
    const reversed = results.map((r) => ({ ...r, locations: [...r.locations].reverse() })).reverse();
    expect(renderDashboard(input({ results: reversed, unread: [...unread].reverse() }))).toBe(one);
    expect(one).not.toMatch(/\d{2}:\d{2}:\d{2}/);
  });
});

describe('renderDashboard: GitHub size limit', () => {
  const many = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      stale(`t${String(i).padStart(4, '0')}`, {
        locations: [
          at('acme/web', `services/service-${i}/deploy/values.yaml`, i + 1),
          at('acme/api', `x${i}/Dockerfile`, 2),
        ],
      }),
    );

  it('stays within 65 536 characters, cutting whole entries from the least urgent end and counting them', () => {
    const results = [...many(1200), eol('1.20'), broken('9')];
    const body = renderDashboard(input({ results }));
    expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(body.length).toBeGreaterThan(GITHUB_BODY_LIMIT - 2_000);
    const entries = entryLines(body);
    // The most urgent stays; the least urgent (could not be checked) goes first.
    expect(entries[0]).toContain('nginx:1.20');
    expect(body).not.toContain('nginx:9`');
    const shownStale = entries.filter((l) => l.includes('builds behind')).length;
    expect(body).toContain(
      `> Shown here: ${entries.length} of 1202 entries (GitHub limits an issue to 65,536 characters). Not shown: ${1200 - shownStale} stale pins, 1 could not be read or checked.`,
    );
    // Whole entries: each shown reference comes with both its places.
    const blocks = body.split('\n- ').slice(1);
    for (const block of blocks.filter((b) => b.includes('builds behind')))
      expect(block.split('\n').filter((l) => l.startsWith('  - '))).toHaveLength(2);
  });

  it('cuts at the given limit too, and shows every entry when they fit', () => {
    const results = many(30);
    const full = renderDashboard(input({ results }));
    expect(full).not.toContain('Shown here');
    expect(entryLines(full)).toHaveLength(30);
    const cut = renderDashboard(input({ results }), 4_000);
    expect(cut.length).toBeLessThanOrEqual(4_000);
    const shown = entryLines(cut).length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(30);
    expect(cut).toContain(`Shown here: ${shown} of 30 entries`);
    expect(cut).toContain(`Not shown: ${30 - shown} stale pins.`);
    // The entries shown are the first ones of the full text, unchanged.
    expect(entryLines(full).slice(0, shown)).toEqual(entryLines(cut));
  });

  it('keeps the marker, the head line and the count when not even one entry fits', () => {
    const cut = renderDashboard(input({ results: many(3) }), 900);
    expect(cut.length).toBeLessThanOrEqual(900);
    expect(cut.startsWith(dashboardMarker('acme'))).toBe(true);
    expect(cut).toContain('Shown here: 0 of 3 entries');
  });
});

describe('renderDashboard: text from repositories is never markup', () => {
  const hostilePath = 'a](https://evil.example/x)<img src=x onerror=alert(1)>@acme/admins -->\n# Heading `x` |';
  const hostileRepo = 'acme/<b>x</b>';
  const hostileReason = '[click](https://evil.example) <!-- image-check:dashboard scope=other --> @someone';

  const body = renderDashboard(
    input({
      results: [
        eol('1.20', {
          locations: [
            { repository: 'acme/web', commit: COMMIT, file: hostilePath, line: 4 },
            { repository: hostileRepo, commit: COMMIT, file: 'Dockerfile', line: 1 },
          ],
        }),
        broken('9'),
      ],
      unread: [{ repository: 'acme/x_y*z', reason: hostileReason, private: false }],
      problems: [{ file: 'www.evil.example/<script>.yaml', message: 'https://evil.example @acme', line: 2 }],
    }),
  );

  it('opens with the marker, the only HTML comment: a marker in a reason is shown escaped, never opened or closed', () => {
    const lines = body.split('\n');
    expect(lines[0]).toBe(dashboardMarker('acme'));
    expect(lines.slice(1).some((l) => /<!--|-->/.test(l))).toBe(false);
    expect(body).toContain('&lt;&#33;-- image-check:dashboard scope=other --&gt;');
  });

  it('makes no link but its own, no HTML tag, no mention, no heading and no new line from a path, a name or a reason', () => {
    const links = [...body.matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1]!);
    expect(links).toHaveLength(3);
    // Every link is ours, to a line on the server, its address encoded: no space, bracket or quote ends it early.
    for (const url of links) expect(url).toMatch(/^https:\/\/github\.example\/acme\/[^\s()<>"'`]+#L\d+$/);
    expect(body).not.toMatch(/<(img|b|script)\b/i);
    expect(body).not.toMatch(/(?<![\w`\u2060])@(acme|someone)\b/);
    expect(body).not.toMatch(/https:\/\/evil/);
    expect(body).not.toMatch(/\bwww\.evil/);
    expect(body.split('\n').filter((l) => l.startsWith('#'))).toEqual(
      body.split('\n').filter((l) => l.startsWith('### ')),
    );
    // The hostile path's new line is a space: the heading it carried is text on the same line.
    expect(body).toContain('admins --&gt; &#35; Heading &#96;x&#96; &#124;:4]');
  });

  it('links a hostile path at its address with each segment encoded, so the link cannot end early', () => {
    const encoded = hostilePath
      .split('/')
      .map((p) => encodeURIComponent(p).replace(/[()*!']/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
      .join('/');
    expect(body).toContain(`](${SERVER}/acme/web/blob/${COMMIT}/${encoded}#L4)`);
  });

  it('refuses a scope that is not an owner or owner/repository', () => {
    expect(() => renderDashboard(input({ scope: 'acme -->' }))).toThrow(/not an owner or owner\/repository/);
    expect(() => dashboardMarker('../x')).toThrow();
    expect(renderDashboard(input({ scope: 'acme/web' })).split('\n')[0]).toBe(
      '<!-- image-check:dashboard scope=acme%2Fweb -->',
    );
  });
});

describe('renderDashboard: a repository not read, from a scan or a merge of shards', () => {
  const envelope = (index: number, over: Partial<Envelope>): Envelope => ({
    kind: ENVELOPE_KIND,
    version: ENVELOPE_VERSION,
    owner: 'acme',
    shard: { index, count: 3 },
    read: [],
    unread: [],
    unmatchedGlobs: [],
    problems: [],
    skipped: [],
    results: [],
    ...over,
  });

  it('names each repository not read once, and a file not read with its repository', () => {
    // Each repository in its own shard of 3 (by its name alone: web in 2, locked in 3).
    const report = mergeEnvelopes(
      [
        { name: 's1.json', envelope: envelope(1, {}) },
        {
          name: 's2.json',
          envelope: envelope(2, {
            read: [{ repository: 'acme/web', commit: COMMIT, private: false }],
            problems: [
              { file: 'Dockerfile', repository: 'acme/web', commit: COMMIT, message: 'cannot read file: 502' },
            ],
            results: [shardItem(eol('1.20'))],
          }),
        },
        // Named twice (written by hand, or by another version): still one repository.
        {
          name: 's3.json',
          envelope: envelope(3, {
            unread: [
              { repository: 'acme/locked', reason: 'the tree could not be read (HTTP 409)', private: true },
              { repository: 'acme/Locked', reason: 'the tree could not be read (HTTP 409)', private: true },
            ],
          }),
        },
      ],
      { registry: 'cgr.dev' },
    );
    // Recorded once, in `unread`; every report that lists problems names it among them (problemsOf)...
    expect(report.unread.map((u) => u.repository)).toEqual(['acme/locked']);
    expect(report.problems.filter((p) => p.repository === 'acme/locked')).toEqual([]);
    expect(problemsOf(report).filter((p) => p.repository === 'acme/locked')).toHaveLength(1);
    // ...and the dashboard, given the same report, lists it once, in its own words.
    const body = renderDashboard(
      input({ read: report.read, unread: report.unread, results: report.results, problems: report.problems }),
    );
    expect(body.split('\n').filter((l) => l.includes('acme/locked') || l.includes('HTTP 409'))).toEqual([
      '- repository acme/locked not read: the tree could not be read (HTTP 409). None of its references is reported here.',
    ]);
    expect(entryLines(body)).toContain('- file acme/web/Dockerfile could not be read: cannot read file: 502');
    expect(body.split('\n')[1]).toContain('2 could not be read or checked');
  });
});
