import { UsageError } from '../../../src/errors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GITHUB_ACTIONS_ISSUER } from '../../../src/auth/github-oidc';
import { defaultIdentityName, subjectFor, workflowSnippet } from '../../../src/cli/ci/github';
import { escapeRegExp, IDENTITY_NAME_RULE, planIdentity, subjectPatternProblem } from '../../../src/cli/identity-plan';
import { parentGroup } from '../../../src/cli/identity-delete';
import { connectionFrom, tokenValues } from '../../../src/cli/options';
import { errorJson, redact, renderErrorLines } from '../../../src/cli/render-error';
import { decodeErrorResponse } from '../../../src/http/api-error';

const ROOT = '0a1b2c3d4e5f';

function usageError(fn: () => unknown): UsageError {
  try {
    fn();
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error('expected a UsageError');
}

describe('planIdentity', () => {
  it('builds the classic subject from --repo for push runs on the default branch, role and a name that fits the rule', () => {
    const plan = planIdentity({ group: ROOT, repo: 'Acme-Corp/Web.App', events: 'push' });
    expect(plan).toMatchObject({
      group: ROOT,
      name: 'github-acme-corp-web.app',
      issuer: GITHUB_ACTIONS_ISSUER,
      subject: 'repo:Acme-Corp/Web.App:ref:refs/heads/main',
      role: 'viewer',
    });
    expect(plan.subjectPattern).toBeUndefined();
    expect(plan.covers).toEqual([{ event: 'push', subject: 'repo:Acme-Corp/Web.App:ref:refs/heads/main' }]);
    expect(plan.description).toBe('GitHub Actions: Acme-Corp/Web.App on push (created by image-check)');
  });

  it('uses --ref, --role, --name and --description as given', () => {
    const plan = planIdentity({
      group: ROOT,
      repo: 'acme/app',
      ref: 'refs/tags/v1',
      role: 'registry.pull',
      name: 'ci app',
      description: 'CI',
    });
    expect(plan).toMatchObject({
      subject: 'repo:acme/app:ref:refs/tags/v1',
      role: 'registry.pull',
      name: 'ci app',
      description: 'CI',
    });
  });

  it('takes --subject verbatim and derives the name from the immutable form', () => {
    const plan = planIdentity({ group: ROOT, subject: 'repo:acme@1234/app@5678:ref:refs/heads/main' });
    expect(plan.subject).toBe('repo:acme@1234/app@5678:ref:refs/heads/main');
    expect(plan.name).toBe('github-acme-app');
    expect(planIdentity({ group: ROOT, subject: 'repo:acme/app:pull_request' }).name).toBe('github-acme-app');
  });

  it.each([
    [{ repo: 'acme/app' }, /--group is required/],
    [{ group: 'not hex', repo: 'acme/app' }, /--group "not hex" is not a group uid: it holds whitespace/],
    [{ group: 'grp\u0007x', repo: 'acme/app' }, /--group "grp\\u0007x" is not a group uid/],
    [{ group: `${ROOT}/77aa`, repo: 'acme/app' }, new RegExp(`subgroup.*cannot pull.*"${ROOT}"`)],
    [{ group: ROOT }, /--repo <owner>\/<name> \(or --subject or --subject-pattern\) is required/],
    [{ group: ROOT, repo: 'acme' }, /--repo "acme" is not <owner>\/<name>/],
    [{ group: ROOT, repo: 'acme/app', ref: 'main' }, /--ref "main" is not a full ref.*refs\/heads\/main/],
    [
      { group: ROOT, subject: 'repo:a/b:ref:refs/heads/x', ref: 'refs/heads/x' },
      /--ref and --subject exclude each other/,
    ],
    [{ group: ROOT, subject: 'custom-subject' }, /--name is required/],
    [
      { group: ROOT, repo: 'acme/app', events: 'push,release' },
      /--events: unknown event "release"; known: push, pull_request/,
    ],
    [{ group: ROOT, repo: 'acme/app', events: ' , ' }, /--events is empty/],
    [{ group: ROOT, repo: 'acme/app', branch: 'refs/heads/main' }, /--branch "refs\/heads\/main" is a ref/],
    [{ group: ROOT, repo: 'acme/app', branch: 'a b' }, /--branch "a b" is not a branch name/],
    [{ group: ROOT, repo: 'acme/app', branch: 'dev', ref: 'refs/heads/dev' }, /--ref and --branch exclude/],
    [{ group: ROOT, repo: 'acme/app', ref: 'refs/tags/v1', events: 'schedule' }, /schedule runs on the default branch/],
    [{ group: ROOT, subject: 'repo:a/b:pull_request', events: 'push' }, /--events and --subject exclude/],
    [{ group: ROOT, 'subject-pattern': '^repo:a/b:.*$', branch: 'x' }, /--branch and --subject-pattern exclude/],
    [
      { group: ROOT, subject: 'repo:a/b:pull_request', 'subject-pattern': '^repo:a/b:.*$' },
      /--subject and --subject-pattern exclude each other/,
    ],
    [{ group: ROOT, repo: 'acme/app', name: 'CI App!' }, /--name "CI App!" does not match/],
  ])('refuses %j before any request', (input, message) => {
    const error = usageError(() => planIdentity(input));
    expect(error.message).toMatch(message);
    expect(error.command).toBe('identity create');
  });

  it('defaults to push on main and pull_request: one anchored pattern covering both subjects', () => {
    const plan = planIdentity({ group: ROOT, repo: 'acme/app' });
    expect(plan.subject).toBeUndefined();
    expect(plan.subjectPattern).toBe('^repo:acme/app:(ref:refs/heads/main|pull_request)$');
    expect(plan.covers).toEqual([
      { event: 'push', subject: 'repo:acme/app:ref:refs/heads/main' },
      { event: 'pull_request', subject: 'repo:acme/app:pull_request' },
    ]);
    expect(plan.description).toBe('GitHub Actions: acme/app on push, pull_request (created by image-check)');
  });

  it('maps each event to the subject its runs carry, one exact subject when they share it', () => {
    const plan = (events: string, branch?: string) =>
      planIdentity({ group: ROOT, repo: 'acme/app', events, ...(branch ? { branch } : {}) });
    expect(plan('pull_request')).toMatchObject({ subject: 'repo:acme/app:pull_request' });
    // push, schedule and workflow_dispatch all run on the branch: one subject, no pattern.
    expect(plan('schedule,push,workflow_dispatch', 'release')).toMatchObject({
      subject: 'repo:acme/app:ref:refs/heads/release',
      covers: [
        { event: 'push', subject: 'repo:acme/app:ref:refs/heads/release' },
        { event: 'schedule', subject: 'repo:acme/app:ref:refs/heads/release' },
        { event: 'workflow_dispatch', subject: 'repo:acme/app:ref:refs/heads/release' },
      ],
    });
    expect(plan('push,pull_request,schedule').subjectPattern).toBe(
      '^repo:acme/app:(ref:refs/heads/main|pull_request)$',
    );
    expect(plan('pull_request, push ,push').covers.map((c) => c.event)).toEqual(['push', 'pull_request']);
    // The older --ref alone keeps its meaning: push runs on that ref.
    expect(planIdentity({ group: ROOT, repo: 'acme/app', ref: 'refs/tags/v1' }).subject).toBe(
      'repo:acme/app:ref:refs/tags/v1',
    );
    // The immutable form: ids kept in the subject, left out of the name.
    expect(planIdentity({ group: ROOT, repo: 'acme@42/app@77', events: 'pull_request' })).toMatchObject({
      subject: 'repo:acme@42/app@77:pull_request',
      name: 'github-acme-app',
    });
  });

  it('escapes every literal part, so a dot in the repository or branch cannot widen the pattern', () => {
    const { subjectPattern } = planIdentity({
      group: ROOT,
      repo: 'acme/web.app',
      branch: 'rel.1+x',
      events: 'push,pull_request',
    });
    expect(subjectPattern).toBe('^repo:acme/web\\.app:(ref:refs/heads/rel\\.1\\+x|pull_request)$');
    const re = new RegExp(subjectPattern!);
    expect(re.test('repo:acme/web.app:pull_request')).toBe(true);
    expect(re.test('repo:acme/web.app:ref:refs/heads/rel.1+x')).toBe(true);
    for (const other of [
      'repo:acme/webXapp:pull_request',
      'repo:acme/web.app:ref:refs/heads/relX1+x',
      'repo:acme/web.app:ref:refs/heads/rel.11x',
      'repo:acme/web.app:pull_request:extra',
      'xrepo:acme/web.app:pull_request',
    ])
      expect(re.test(other), other).toBe(false);
    // Any repository and branch name: the pattern matches exactly the subjects it covers.
    const part = fc.stringMatching(/^[A-Za-z0-9._+()|*?$^-]{1,12}$/);
    fc.assert(
      fc.property(part, part, (name, branch) => {
        const repo = `acme/${name}`;
        const pattern = subjectFor(repo, ['push', 'pull_request'], `refs/heads/${branch}`);
        const regexp = new RegExp((pattern as { subjectPattern: string }).subjectPattern);
        expect(regexp.test(`repo:${repo}:pull_request`)).toBe(true);
        expect(regexp.test(`repo:${repo}:ref:refs/heads/${branch}`)).toBe(true);
        expect(regexp.test(`repo:${repo}x:pull_request`)).toBe(false);
        expect(regexp.test(`repo:${repo}:ref:refs/heads/${branch}x`)).toBe(false);
      }),
    );
    expect(escapeRegExp('a.b*c')).toBe('a\\.b\\*c');
  });

  it('takes an anchored --subject-pattern verbatim and refuses one that is not', () => {
    const plan = planIdentity({ group: ROOT, 'subject-pattern': '^repo:acme/web\\.app:ref:refs/heads/(main|dev)$' });
    expect(plan).toMatchObject({
      subjectPattern: '^repo:acme/web\\.app:ref:refs/heads/(main|dev)$',
      name: 'github-acme-web.app',
      covers: [],
    });
    expect(plan.subject).toBeUndefined();
    for (const [pattern, problem] of [
      ['repo:acme/app:pull_request', /must be anchored: start with \^ and end with \$/],
      ['^repo:acme/app:pull_request', /must be anchored/],
      ['repo:acme/app:pull_request$', /must be anchored/],
      ['^repo:acme/app:pull_request\\$', /must be anchored/],
      ['^repo:acme/app:pull_request$|evil$', /top-level \|/],
      ['^repo:acme/app:x$|^repo:other/r:.*$', /top-level \|/],
      ['^repo:acme/app:(pull_request$', /does not compile/],
      ['^repo:acme/app:(?!x).*$', /lookaround or a back-reference/],
      ['^repo:acme/app: x$', /holds whitespace/],
    ] as const) {
      expect(usageError(() => planIdentity({ group: ROOT, name: 'n', 'subject-pattern': pattern })).message).toMatch(
        problem,
      );
    }
    // A | inside a group or a class does not escape the anchors.
    expect(subjectPatternProblem('^repo:a/b:(x|y)$')).toBeUndefined();
    expect(subjectPatternProblem('^repo:a/b:[|]$')).toBeUndefined();
    expect(subjectPatternProblem('^repo:a/b:x\\\\$')).toBeUndefined();
  });

  it('derives a name the server rule accepts from any GitHub owner/name', () => {
    const owner = fc.stringMatching(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,10}[A-Za-z0-9])?$/);
    const repo = fc.stringMatching(/^[A-Za-z0-9._-]{1,20}$/);
    fc.assert(fc.property(owner, repo, (o, r) => IDENTITY_NAME_RULE.test(defaultIdentityName(o, r))));
  });
});

describe('workflowSnippet', () => {
  it('asks for id-token: write and names the identity and group; api-url only when not the default', () => {
    const base = { identity: `${ROOT}/99`, group: ROOT, defaultApiUrl: 'https://console-api.enforce.dev' };
    const standard = workflowSnippet({ ...base, apiUrl: 'https://console-api.enforce.dev/' });
    expect(standard).toContain('id-token: write');
    expect(standard).toContain(`identity: ${ROOT}/99`);
    expect(standard).toContain(`group: ${ROOT}`);
    expect(standard).not.toContain('api-url');
    expect(workflowSnippet({ ...base, apiUrl: 'http://127.0.0.1:9999' })).toContain('api-url: http://127.0.0.1:9999');
  });
});

describe('CLI options', () => {
  it('takes the token from --token before IMAGE_CHECK_TOKEN, and refuses to run without one', () => {
    expect(connectionFrom({ token: 'from-flag' }, { IMAGE_CHECK_TOKEN: 'from-env' }, 'x').token).toBe('from-flag');
    expect(connectionFrom({}, { IMAGE_CHECK_TOKEN: 'from-env' }, 'x')).toEqual({
      apiUrl: 'https://console-api.enforce.dev',
      token: 'from-env',
    });
    expect(usageError(() => connectionFrom({}, {}, 'x')).message).toMatch(/IMAGE_CHECK_TOKEN.*--token/);
    expect(usageError(() => connectionFrom({ 'api-url': 'ftp://x' }, { IMAGE_CHECK_TOKEN: 't' }, 'x')).message).toMatch(
      /--api-url/,
    );
  });

  it('finds every token value on the command line and in the environment', () => {
    expect(
      tokenValues(['identity', 'create', '--token', 'aaaa', '--token=bbbb'], { IMAGE_CHECK_TOKEN: 'cccc' }).sort(),
    ).toEqual(['aaaa', 'bbbb', 'cccc']);
  });

  it('redacts every occurrence of a secret', () => {
    expect(redact('a s3cret b s3cret', ['s3cret'])).toBe('a *** b ***');
  });

  it('reads the identity group from a uid path', () => {
    expect(parentGroup(`${ROOT}/abcd`)).toBe(ROOT);
    expect(parentGroup('opaque')).toBeUndefined();
  });
});

describe('renderErrorLines', () => {
  it('shows a BadRequest answer field by field', () => {
    const body = {
      code: 3,
      message: 'Invalid argument: name: must match ^[a-z0-9 ._-]{1,}$',
      details: [
        { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'INVALID_ARGUMENT', domain: 'iam.example.dev' },
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: [
            { field: 'name', description: 'must match ^[a-z0-9 ._-]{1,}$' },
            { field: 'claimMatch.subject', description: 'is required' },
          ],
        },
      ],
    };
    const error = decodeErrorResponse(400, JSON.stringify(body), 'POST /iam/v2/identities');
    const lines = renderErrorLines(error);
    expect(lines[0]).toBe('error: Invalid argument: name: must match ^[a-z0-9 ._-]{1,}$');
    expect(lines).toContain('  HTTP 400, INVALID_ARGUMENT (POST /iam/v2/identities)');
    expect(lines).toContain('  field name: must match ^[a-z0-9 ._-]{1,}$');
    expect(lines).toContain('  field claimMatch.subject: is required');
    expect(errorJson(error)).toMatchObject({
      error: {
        code: 3,
        reason: 'INVALID_ARGUMENT',
        fieldViolations: [{ field: 'name' }, { field: 'claimMatch.subject' }],
      },
    });
  });

  it('names the violation type of a precondition failure', () => {
    const body = {
      code: 9,
      message: 'group has children',
      details: [
        { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'FAILED_PRECONDITION' },
        {
          '@type': 'type.googleapis.com/google.rpc.PreconditionFailure',
          violations: [{ type: 'RESOURCE_NOT_EMPTY', description: 'the group still holds 2 repos' }],
        },
      ],
    };
    const lines = renderErrorLines(decodeErrorResponse(400, JSON.stringify(body), 'DELETE /iam/v2/groups'));
    expect(lines).toContain('  precondition RESOURCE_NOT_EMPTY: the group still holds 2 repos');
  });

  it('points a usage error at the command help', () => {
    expect(renderErrorLines(new UsageError('--group is required', 'identity create'))).toEqual([
      'error: --group is required',
      '(see image-check identity create --help)',
    ]);
  });
});
