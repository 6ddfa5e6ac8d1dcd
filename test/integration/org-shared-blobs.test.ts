import { afterEach, describe, expect, it } from 'vitest';
import { parseShard } from '../../src/config';
import { createGitHub } from '../../src/github/session';
import { orgApi } from '../../src/github/org-reads';
import { scanOrganization } from '../../src/org/scan';
import { startFakeGitHub, type FakeGitHub } from '../support/github-api';
import { serveOrganizations } from '../support/github-org';

// Files that several repositories hold alike (a shared Dockerfile, a compose file copied around)
// are one blob SHA: a scan reads each SHA once, whatever number of repositories hold it.

const TOKEN = 'ghs_shared-blobs-token-0123456789';
let github: FakeGitHub | undefined;
afterEach(() => github?.close());

// 300 repositories, 600 files: 150 Dockerfiles and 120 compose files go round, 270 distinct blobs.
const repos = Array.from({ length: 300 }, (_, i) => ({
  name: `svc-${String(i).padStart(3, '0')}`,
  files: {
    Dockerfile: `FROM dhi.io/node:22\n# base ${i % 150}\n`,
    'compose.yaml': `services:\n  app:\n    image: dhi.io/redis:7 # variant ${i % 120}\n`,
  },
}));

describe('an organization scan reads each blob once a run', () => {
  it('300 repositories whose 600 files hold 270 distinct blobs cost at most 1.1x the least GitHub requests', async () => {
    github = await startFakeGitHub({ token: TOKEN, maxPerPage: 100 });
    const org = serveOrganizations(github, [{ login: 'acme', repos }], 100);
    org.rate.limit = org.rate.remaining = 100_000;
    const api = orgApi(createGitHub({ token: TOKEN, baseUrl: github.url, maxConcurrent: 16 }));
    const scan = await scanOrganization(
      { owner: 'acme', repositories: [], files: [], shard: parseShard(''), concurrency: 16 },
      api,
    );
    expect(scan.unread).toEqual([]);
    expect(scan.read).toHaveLength(300);
    // Every reference is found in every repository holding it: two a repository.
    expect(scan.discovery.found).toHaveLength(600);
    expect(new Set(scan.discovery.found.map((f) => f.location.repository)).size).toBe(300);
    const blobs = github.requests.filter((r) => r.path.includes('/git/blobs/'));
    expect(blobs).toHaveLength(270);
    expect(new Set(blobs.map((r) => r.path.split('/').pop())).size).toBe(270);
    // The least: 3 listing pages, a head and a tree per repository, a read per distinct blob.
    const least = 3 + 300 + 300 + 270;
    expect(github.requests.length).toBeGreaterThanOrEqual(least);
    expect(github.requests.length).toBeLessThanOrEqual(Math.floor(least * 1.1));
    expect(api.stats).toMatchObject({ requests: github.requests.length, fileReads: 270 });
  });
});
