import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkImages, type CheckReport } from '../../src/check/check-images';
import { HttpClient } from '../../src/http/client';
import { IamClient } from '../../src/platform/iam';
import { SEED, startEmulator, type Emulator } from '../emulator/index';
import { conformancePath } from '../support/conformance';
import {
  answerProblems,
  exchangeProblems,
  loadProtos,
  queryProblems,
  routesOf,
  type Exchange,
  type Protos,
} from '../support/protos';
import { emulatorConfig } from '../support/emulator-settings';

// The client and the emulator held against the vendor's published definitions
// (../shared/conformance/chainguard-sdk/proto): every request the client sends matches an RPC's
// google.api.http route and names only fields of its request message; every answer the emulator
// gives decodes against the RPC's response message, a field the proto does not have failing.
// Here over a run of the whole product on the seed data with zero values present and absent;
// the same check runs over every test's exchanges at the end of `npm test`
// (test/support/exchange-log.ts).

const dir = conformancePath('chainguard-sdk/proto');
const describeProtos = dir ? describe : describe.skip;

let protos: Protos;
let tmp: string;
beforeAll(() => {
  if (dir) protos = loadProtos(dir);
  tmp = mkdtempSync(join(tmpdir(), 'image-check-protos-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const readLog = (file: string): Exchange[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Exchange);

/** A workspace referencing the seed catalog: tags, pins, an epoch and a date tag, a digest-only build, end-of-life tags. */
function workspaceFor(emu: Emulator, name: string): string {
  const ws = join(tmp, name);
  mkdirSync(ws, { recursive: true });
  const r = emu.registry;
  const { hiddenTags: h, eolPaged } = SEED;
  const epochDigest = emu.store.findTag(`${h.org}/${h.image}`, h.epoch)!.digest;
  const older = emu.store.history('chainguard/nginx', 'latest')!.at(-3)!.digest;
  const lines = [
    `FROM ${r}/chainguard/nginx:latest`,
    `FROM ${r}/chainguard/nginx:1.26`,
    `FROM ${r}/chainguard/nginx:latest@${older}`,
    `FROM ${r}/chainguard/nginx@${older}`,
    `FROM ${r}/${h.org}/${h.image}:${h.epoch}@${epochDigest}`,
    `FROM ${r}/${h.org}/${h.image}:${h.date}`,
    `FROM ${r}/${h.org}/${h.image}:3.12`,
    `FROM ${r}/${eolPaged.org}/${eolPaged.image}:${eolPaged.graceTag}`,
    `FROM ${r}/${eolPaged.org}/${eolPaged.image}:11.0.3`,
    `FROM ${r}/acme.com/python-fips:3.12`,
  ];
  writeFileSync(join(ws, 'Dockerfile'), `${lines.join('\n')}\n`);
  return ws;
}

async function runOver(zeroValues: 'present' | 'absent'): Promise<{ report: CheckReport; log: Exchange[] }> {
  const log = join(tmp, `exchanges-${zeroValues}.jsonl`);
  writeFileSync(log, '');
  const emu = await startEmulator({ zeroValues, exchangeLog: log });
  try {
    const config = emulatorConfig(emu, { files: '.', 'warn-before': '30d' });
    const report = await checkImages(
      { config, workspace: workspaceFor(emu, zeroValues), now: new Date(emu.store.now) },
      { mask: () => undefined, env: {} },
    );
    return { report, log: readLog(log) };
  } finally {
    await emu.close();
  }
}

describeProtos('the client and the emulator against the vendor protos', () => {
  it('finds the routes of the operations the product uses', () => {
    expect(routesOf(protos, 'GET', '/registry/v2/tags').map((r) => r.rpc)).toContain('ListTags');
    expect(routesOf(protos, 'GET', '/registry/v1/eoltags').map((r) => r.rpc)).toEqual(['ListEolTags']);
    expect(routesOf(protos, 'GET', '/registry/v1/vuln_reports').length).toBe(1);
    expect(routesOf(protos, 'GET', '/iam/v2/groups/abc/def').map((r) => r.rpc)).toEqual(['GetGroup']);
    // An organization's signers (signatures-and-sboms.md): its account association.
    expect(routesOf(protos, 'GET', '/iam/v2/accountAssociations/abc').map((r) => r.rpc)).toEqual([
      'GetAccountAssociation',
    ]);
    // The registry's policies: the protos' list operations, and the addendum's check.
    expect(routesOf(protos, 'GET', '/policies/v1/overrides').map((r) => r.rpc)).toEqual(['ListOverrides']);
    expect(routesOf(protos, 'GET', '/policies/v1/bindings').map((r) => r.rpc)).toEqual(['ListBindings']);
    // (v1's CreateRepo, `{parent_id=**}`, matches the path too: one of the routes must fit, as for every exchange.)
    expect(routesOf(protos, 'POST', '/registry/v1/repos/abc/def:checkPolicies').map((r) => r.rpc)).toContain(
      'CheckPolicies',
    );
  });

  it('every request of a whole run matches a route and its fields; every answer decodes (zero values present and absent)', async () => {
    for (const mode of ['present', 'absent'] as const) {
      const { log } = await runOver(mode);
      const platform = log.filter((e) => !e.path.startsWith('/v2/') && e.path !== '/token');
      // The run used the tag listing, the name filter, end-of-life tags and advisories.
      expect([...new Set(platform.map((e) => e.path))]).toEqual(
        expect.arrayContaining([
          '/registry/v2/repos',
          '/registry/v2/tags',
          '/registry/v1/eoltags',
          '/vulnerabilities/v2/advisories',
        ]),
      );
      expect(platform.filter((e) => e.path === '/registry/v2/tags' && e.queryKeys.includes('name'))).not.toEqual([]);
      expect(exchangeProblems(protos, log), mode).toEqual([]);
    }
  }, 60_000);

  it("the account association read for an organization's signers matches its route and decodes (zero values present and absent)", async () => {
    for (const zeroValues of ['present', 'absent'] as const) {
      const file = join(tmp, `associations-${zeroValues}.jsonl`);
      writeFileSync(file, '');
      const emu = await startEmulator({ zeroValues, exchangeLog: file });
      const http = new HttpClient({ retry: { maxAttempts: 1 } });
      try {
        const bindings = await new IamClient({ http, apiUrl: emu.url, token: emu.apiToken }).serviceBindings(
          emu.rootGroup,
        );
        expect(Object.keys(bindings ?? {}).sort()).toEqual(['APKO_BUILDER', 'CATALOG_SYNCER']);
      } finally {
        await http.close();
        await emu.close();
      }
      const log = readLog(file);
      expect(log.map((e) => `${e.method} ${e.path.split('/').slice(0, 4).join('/')}`)).toEqual([
        'GET /iam/v2/accountAssociations',
      ]);
      expect(exchangeProblems(protos, log), zeroValues).toEqual([]);
    }
  });

  it('the same results with zero values present, absent, and null for unset messages', async () => {
    const present = await runOver('present');
    const absent = await runOver('absent');
    // The emulators' ports differ; the seed, so the data, is the same.
    const shape = (r: CheckReport) =>
      r.results.map((x) => ({
        ref: x.ref.slice(x.ref.indexOf('/') + 1),
        status: x.status,
        reason: x.error?.reason ?? null,
        digest: x.digest,
        buildsBehind: x.buildsBehind,
        deprecated: x.deprecated,
        suggestion: x.suggestion?.replace(/^[^/]+\//, '') ?? null,
        endOfLife: x.endOfLife,
      }));
    expect(shape(absent.report)).toEqual(shape(present.report));
    expect(present.report.results.length).toBe(10);
    const byRef = new Map(present.report.results.map((r) => [r.ref.split('/').slice(1).join('/'), r]));
    const { hiddenTags: h, eolPaged } = SEED;
    // The pinned epoch tag and the date tag are found (not TAG_NOT_FOUND).
    expect([...byRef.entries()].find(([k]) => k.includes(`:${h.epoch}@`))![1]).toMatchObject({
      status: 'ok',
      buildsBehind: 0,
    });
    expect(byRef.get(`${h.org}/${h.image}:${h.date}`)).toMatchObject({ status: 'ok', error: null });
    // The grace period on the second page of the repo's end-of-life tags is warned about.
    expect(byRef.get(`${eolPaged.org}/${eolPaged.image}:${eolPaged.graceTag}`)!.endOfLife).toMatchObject({
      status: 'TAG_IN_GRACE',
      warn: true,
    });
  }, 60_000);

  it('test of the test: a misspelt query parameter fails the request check', () => {
    const route = routesOf(protos, 'GET', '/registry/v2/tags').find((r) => r.rpc === 'ListTags')!;
    expect(queryProblems(route.request, ['uidp.children_of', 'name', 'include_epochs', 'pageSize'])).toEqual([]);
    expect(queryProblems(route.request, ['uidp.childrenOf', 'includeEpochs', 'updated_since'])).toEqual([]);
    expect(queryProblems(route.request, ['uidp.children_of', 'include_epoch'])).toEqual([
      'query parameter "include_epoch" names no field of ListTagsRequest',
    ]);
    expect(queryProblems(route.request, ['uidp.childrenof'])).toHaveLength(1);
    const exchange: Exchange = {
      method: 'GET',
      path: '/registry/v2/tags',
      queryKeys: ['uidp.children_of', 'nmae'],
      status: 200,
      body: '{"tags":[]}',
    };
    expect(exchangeProblems(protos, [exchange])).toEqual([
      'GET /registry/v2/tags (ListTags): query parameter "nmae" names no field of ListTagsRequest',
    ]);
  });

  it('test of the test: an answer with a field the proto does not have fails the answer check', () => {
    const eol = routesOf(protos, 'GET', '/registry/v1/eoltags')[0]!;
    const good = {
      items: [
        {
          name: '7.4',
          tagStatus: 'TAG_IN_GRACE',
          graceStatus: 'GRACE_ACTIVE',
          gracePeriodExpiryDate: null,
          mainPackageVersion: { eolDate: '2026-01-01' },
        },
      ],
      nextPageToken: '',
    };
    expect(answerProblems(eol.response, good)).toEqual([]);
    expect(answerProblems(eol.response, { items: [{ name: '7.4', eolDate: '2026-01-01' }] })).toEqual([
      'EolTagList.items[0]: "eolDate" is no field of EolTag',
    ]);
    // An enum value the proto does not have fails too (the emulator's former grace names).
    expect(answerProblems(eol.response, { items: [{ name: '7.4', graceStatus: 'GRACE_PERIOD_ACTIVE' }] })).toHaveLength(
      1,
    );
    const tags = routesOf(protos, 'GET', '/registry/v2/tags').find((r) => r.rpc === 'ListTags')!;
    expect(
      answerProblems(tags.response, { tags: [{ name: 'x', digest: 'sha256:00', createTime: '2026-01-01T00:00:00Z' }] }),
    ).toEqual(['ListTagsResponse.tags[0]: "createTime" is no field of Tag']);
    const exchange: Exchange = {
      method: 'GET',
      path: '/registry/v2/tags',
      queryKeys: [],
      status: 200,
      body: '{"tags":[],"total":"3"}',
    };
    expect(exchangeProblems(protos, [exchange])).toHaveLength(1);
  });

  it('registry endpoints are outside the protos by rule; a Platform path no RPC has fails', () => {
    const ok: Exchange[] = [
      { method: 'GET', path: '/token', queryKeys: ['scope', 'service'], status: 200, body: null },
      {
        method: 'GET',
        path: '/v2/chainguard/nginx/_chainguard/history/latest',
        queryKeys: ['start'],
        status: 200,
        body: null,
      },
    ];
    expect(exchangeProblems(protos, ok)).toEqual([]);
    expect(
      exchangeProblems(protos, [
        { method: 'GET', path: '/registry/v2/eoltags', queryKeys: [], status: 404, body: null },
      ]),
    ).toEqual(['GET /registry/v2/eoltags: matches no google.api.http route of the protos']);
  });
});
