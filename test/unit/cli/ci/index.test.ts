import { UsageError } from '../../../../src/errors';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ciJobSnippet } from '../../../../src/cli/ci';
import { runCli } from '../../../../src/cli/main';
import { planIdentity, type IdentityPlanInput } from '../../../../src/cli/identity-plan';

// identity create's forms for CIs other than GitHub Actions: what each identity accepts, built
// from the CI's documented claims, anchored and escaped; and what --dry-run prints.

const GROUP = '0123456789abcdef0123456789abcdef01234567';
const ORG = '5c6a2b8e-3f1d-4e7a-9b0c-1d2e3f4a5b6c';
const PROJECT = '8f9e0d1c-2b3a-4c5d-8e7f-0a1b2c3d4e5f';
const REPO = '6b2e7c1a-9d3f-4e8b-a1c5-7f0d2e4b6a8c';
const plan = (input: IdentityPlanInput) => planIdentity({ group: GROUP, ...input });
const accepts = (pattern: string | undefined, subject: string) => new RegExp(pattern!).test(subject);

async function dryRun(...args: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(['identity', 'create', '--group', GROUP, ...args, '--dry-run'], {
    out: (t) => (out += t),
    err: (t) => (err += t),
    env: {},
  });
  return { code, out, err };
}

describe('identity create for GitLab CI', () => {
  it('accepts the default subject of the project on the ref, gitlab.com or a self-managed instance', () => {
    expect(plan({ gitlab: 'acme/platform/app' })).toMatchObject({
      ci: 'gitlab',
      issuer: 'https://gitlab.com',
      subject: 'project_path:acme/platform/app:ref_type:branch:ref:main',
      name: 'gitlab-acme-platform-app',
    });
    const tag = plan({
      gitlab: 'acme/app',
      'gitlab-url': 'https://gitlab.example.com/',
      'ref-type': 'tag',
      ref: 'v1.2.0',
    });
    expect(tag).toMatchObject({
      issuer: 'https://gitlab.example.com',
      subject: 'project_path:acme/app:ref_type:tag:ref:v1.2.0',
    });
    expect(tag.audience).toBeUndefined();
  });

  it.each([
    [{ gitlab: 'app' }, /--gitlab "app" is not <group>\/<project>/],
    [{ gitlab: 'acme/app', 'gitlab-url': 'http://gitlab.example.com' }, /--gitlab-url .* is not an https URL/],
    [{ gitlab: 'acme/app', ref: 'refs/heads/main' }, /GitLab's ref claim is the bare name/],
    [{ gitlab: 'acme/app', 'ref-type': 'commit' }, /--ref-type "commit" is not branch or tag/],
    [{ gitlab: 'acme/app', repo: 'acme/app' }, /--repo is for GitHub Actions; with --gitlab leave it out/],
    [{ gitlab: 'acme/app', buildkite: 'acme/app' }, /--gitlab and --buildkite exclude each other/],
  ])('refuses %j', (input, message) => {
    expect(() => plan(input)).toThrow(UsageError);
    expect(() => plan(input)).toThrow(message);
  });
});

describe('identity create for CircleCI', () => {
  it('accepts $CIRCLE_OIDC_TOKEN_V2 of the project (audience: the organization id), on the branch when one is named', () => {
    const p = plan({ circleci: `${ORG}/${PROJECT}`, branch: 'main' });
    expect(p).toMatchObject({ ci: 'circleci', issuer: `https://oidc.circleci.com/org/${ORG}`, audience: ORG });
    const subject = (project: string, ref: string) =>
      `org/${ORG}/project/${project}/user/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/vcs-origin/github.com/acme/app/vcs-ref/${ref}`;
    expect(accepts(p.subjectPattern, subject(PROJECT, 'refs/heads/main'))).toBe(true);
    expect(accepts(p.subjectPattern, subject(PROJECT, 'refs/heads/main-evil'))).toBe(false);
    expect(accepts(p.subjectPattern, subject(ORG, 'refs/heads/main'))).toBe(false);
    const any = plan({ circleci: `${ORG}/${PROJECT}` });
    expect(accepts(any.subjectPattern, subject(PROJECT, 'refs/heads/feature/x'))).toBe(true);
    expect(accepts(any.subjectPattern, `${subject(PROJECT, 'refs/heads/x')} `)).toBe(false);
  });

  it('refuses ids that are not UUIDs and another audience', () => {
    expect(() => plan({ circleci: 'acme/app' })).toThrow(/both are UUIDs/);
    expect(() => plan({ circleci: `${ORG}/${PROJECT}`, audience: 'issuer.enforce.dev' })).toThrow(
      /carry the organization id .* as their audience/,
    );
  });
});

describe('identity create for Buildkite', () => {
  it('accepts jobs of the organization and pipeline on the branch, whatever the commit and step', () => {
    const p = plan({ buildkite: 'acme/app', branch: 'release.1' });
    expect(p).toMatchObject({ ci: 'buildkite', issuer: 'https://agent.buildkite.com', name: 'buildkite-acme-app' });
    expect(p.audience).toBeUndefined();
    const sub = (org: string, pipeline: string, ref: string, step = 'check') =>
      `organization:${org}:pipeline:${pipeline}:ref:${ref}:commit:c0ffee0123456789abcdef0123456789abcdef01:step:${step}`;
    expect(accepts(p.subjectPattern, sub('acme', 'app', 'refs/heads/release.1'))).toBe(true);
    expect(accepts(p.subjectPattern, sub('acme', 'app', 'refs/heads/release.1', ''))).toBe(true);
    expect(accepts(p.subjectPattern, sub('acme', 'app', 'refs/heads/releaseX1'))).toBe(false);
    expect(accepts(p.subjectPattern, sub('acme', 'app-2', 'refs/heads/release.1'))).toBe(false);
    expect(accepts(p.subjectPattern, sub('evil', 'app', 'refs/heads/release.1'))).toBe(false);
    expect(() => plan({ buildkite: 'Acme/App' })).toThrow(/is not <organization slug>\/<pipeline slug>/);
  });
});

describe('identity create for Bitbucket Pipelines', () => {
  it("accepts the repository's steps, deployment steps too, with the workspace's audience", () => {
    const p = plan({ bitbucket: `acme/{${REPO}}`, audience: 'ari:cloud:bitbucket::workspace/1f2e3d4c' });
    expect(p).toMatchObject({
      ci: 'bitbucket',
      issuer: 'https://api.bitbucket.org/2.0/workspaces/acme/pipelines-config/identity/oidc',
      audience: 'ari:cloud:bitbucket::workspace/1f2e3d4c',
    });
    const step = '{3c1f0e2d-7a6b-4c5d-9e8f-1a2b3c4d5e6f}';
    expect(accepts(p.subjectPattern, `{${REPO}}:${step}`)).toBe(true);
    expect(accepts(p.subjectPattern, `{${REPO}}{9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b}:${step}`)).toBe(true);
    expect(accepts(p.subjectPattern, `{00000000-9d3f-4e8b-a1c5-7f0d2e4b6a8c}:${step}`)).toBe(false);
    expect(plan({ bitbucket: `acme/${REPO}`, audience: 'a' }).subjectPattern).toBe(p.subjectPattern);
    expect(() => plan({ bitbucket: `acme/{${REPO}}` })).toThrow(/--bitbucket needs --audience/);
    expect(() => plan({ bitbucket: 'acme/app' })).toThrow(/is not <workspace>\/<repository uuid>/);
  });
});

describe('identity create for any issuer (--issuer)', () => {
  it('takes --subject or an anchored --subject-pattern, and --audience', () => {
    expect(
      plan({ issuer: 'https://ci.example.com', subject: 'job:deploy', audience: 'image-check', name: 'ci-deploy' }),
    ).toMatchObject({ ci: 'oidc', issuer: 'https://ci.example.com', subject: 'job:deploy', audience: 'image-check' });
    expect(plan({ issuer: 'https://ci.example.com', 'subject-pattern': '^job:(a|b)$' }).name).toBe(
      'oidc-ci.example.com',
    );
    expect(() => plan({ issuer: 'https://ci.example.com' })).toThrow(/--issuer needs --subject or --subject-pattern/);
    expect(() => plan({ issuer: 'https://ci.example.com', 'subject-pattern': 'job:.*' })).toThrow(/must be anchored/);
    expect(() => plan({ issuer: 'ci.example.com', subject: 'x' })).toThrow(
      /--issuer "ci.example.com" is not an https URL/,
    );
    expect(() => plan({ repo: 'acme/app', audience: 'x' })).toThrow(/--audience goes with --issuer or a ready form/);
  });
});

describe('identity create --dry-run for each form', () => {
  it('GitLab: the issuer, the exact subject, the audience the job must request', async () => {
    expect(await dryRun('--gitlab', 'acme/app', '--branch', 'main')).toEqual({
      code: 0,
      err: '',
      out: [
        `Would create identity "gitlab-acme-app" under group ${GROUP}`,
        '  accepts  issuer https://gitlab.com',
        '           subject project_path:acme/app:ref_type:branch:ref:main',
        "           audience issuer.enforce.dev (the exchange service's host: request the job's token for it)",
        `  role     viewer on group ${GROUP}`,
        '',
        'Only runs whose token carries exactly that subject can assume it (see image-check identity create --help).',
        'Nothing was sent (--dry-run).',
        '',
      ].join('\n'),
    });
  });

  it.each([
    [
      ['--circleci', `${ORG}/${PROJECT}`],
      [
        `issuer https://oidc.circleci.com/org/${ORG}`,
        `audience ${ORG}`,
        `subject pattern ^org/${ORG}/project/${PROJECT}/user/`,
      ],
    ],
    [
      ['--buildkite', 'acme/app'],
      [
        'issuer https://agent.buildkite.com',
        'subject pattern ^organization:acme:pipeline:app:ref:refs/heads/main:commit:[0-9a-f]+:step:[^:]*$',
        'audience issuer.enforce.dev',
      ],
    ],
    [
      ['--bitbucket', `acme/${REPO}`, '--audience', 'ari:cloud:bitbucket::workspace/x'],
      [
        `subject pattern ^\\{${REPO}\\}(\\{[0-9a-f-]+\\})?:\\{[0-9a-f-]+\\}$`,
        'audience ari:cloud:bitbucket::workspace/x',
      ],
    ],
    [
      ['--issuer', 'https://ci.example.com', '--subject', 'job:1'],
      ['issuer https://ci.example.com', 'subject job:1', 'audience issuer.enforce.dev'],
    ],
  ])('%j', async (args, lines) => {
    const run = await dryRun(...args);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    for (const line of lines) expect(run.out).toContain(line);
    expect(run.out).toContain('Nothing was sent (--dry-run).');
  });
});

describe('the jobs identity create prints', () => {
  it('are the ones docs/cli.md shows, for each CI', async () => {
    const docs = await readFile(new URL('../../../../docs/cli.md', import.meta.url), 'utf8');
    const input = {
      identity: '<identity uid>',
      group: '<root group uid>',
      apiUrl: 'https://console-api.enforce.dev',
      defaultApiUrl: 'https://console-api.enforce.dev',
    };
    const audiences = {
      gitlab: 'issuer.enforce.dev',
      circleci: '<organization id>',
      buildkite: 'issuer.enforce.dev',
      bitbucket: '<audience>',
    } as const;
    for (const [ci, audience] of Object.entries(audiences))
      expect(docs, ci).toContain(`\`\`\`yaml\n${ciJobSnippet(ci as keyof typeof audiences, input, audience)}\n\`\`\``);
  });
});
