import { afterEach, describe, expect, it } from 'vitest';
import { orgApi } from '../../src/github/org-reads';
import { createGitHub } from '../../src/github/session';
import { scanOrganization } from '../../src/org/scan';
import { parseShard } from '../../src/config';
import { startFakeGitHub, type FakeGitHub } from '../support/github-api';
import { serveOrganizations } from '../support/github-org';

// How many GitHub requests an organization scan keeps in flight, counted by the emulated API
// from each request's arrival to its answer: as many as `concurrency`, and never more.

const TOKEN = 'ghs_inflight-token-0123456789';
let github: FakeGitHub | undefined;
afterEach(() => github?.close());

const repos = Array.from({ length: 40 }, (_, i) => ({
  name: `svc-${String(i).padStart(2, '0')}`,
  files: {
    Dockerfile: `FROM dhi.io/node:22\n# ${i}\n`,
    'compose.yaml': `services:\n  app:\n    image: dhi.io/redis:7 # ${i}\n`,
    '.github/workflows/ci.yml': `jobs:\n  a:\n    container: dhi.io/python:3.12 # ${i}\n`,
  },
}));

async function scanWith(concurrency: number, perPage = 100) {
  github = await startFakeGitHub({ token: TOKEN, latencyMs: 200 });
  serveOrganizations(github, [{ login: 'acme', repos }], perPage);
  const api = orgApi(createGitHub({ token: TOKEN, baseUrl: github.url, maxConcurrent: concurrency }));
  const scan = await scanOrganization(
    { owner: 'acme', repositories: [], files: [], shard: parseShard(''), concurrency },
    api,
  );
  return { scan, stats: api.stats, peak: github.peakInFlight, requests: github.requests.length };
}

describe('an organization scan keeps `concurrency` GitHub requests in flight', () => {
  it.each([16, 24])('concurrency %i: the peak in flight is exactly that', async (concurrency) => {
    const { scan, stats, peak, requests } = await scanWith(concurrency);
    expect(scan.unread).toEqual([]);
    expect(scan.read).toHaveLength(40);
    // The listing, then per repository its head, its tree and its three files.
    expect(requests).toBe(1 + 40 * 5);
    expect(stats.requests).toBe(requests);
    expect(peak).toBe(concurrency);
  });
});

describe('an organization scan reads the repositories of a listing page while the next is listed', () => {
  it('a head is asked for before the last page of the listing', async () => {
    const { scan, requests } = await scanWith(16, 10);
    expect(scan.read).toHaveLength(40);
    expect(requests).toBe(4 + 40 * 5);
    const log = github!.requests;
    const lastPage = Math.max(...log.filter((r) => r.path === '/orgs/acme/repos').map((r) => r.arrivedAt));
    const firstHead = Math.min(...log.filter((r) => r.path.includes('/branches/')).map((r) => r.arrivedAt));
    expect(firstHead).toBeLessThan(lastPage);
    // In name order whatever the order of the reads.
    expect(scan.read.map((r) => r.repository)).toEqual(repos.map((r) => `acme/${r.name}`));
  });
});
