import { z } from 'zod';
import { RunnerEventError } from '../errors';
import { commentSkipReason } from './pull-request-events';
import type { CommentMode } from '../config';
import type { RunnerContext } from '../runner';
import { gitHubApi, type GitHubApi, type PullPayload } from './pulls';
import { splitRepository, type GitHub } from './session';

/** The pull request a run comments on, and the commits its two sides are read at. */
export interface PullRequestInfo {
  owner: string;
  repo: string;
  number: number;
  baseSha: string;
  headSha: string;
  /**
   * The commit the head side is read at. On `pull_request` events that is the run's commit,
   * GitHub's test merge of the head into the base (what merging would change), when it differs
   * from the head; otherwise the head itself.
   */
  readSha: string;
  /** The head lives in another repository (a fork) or in a deleted one. */
  fork: boolean;
}

const repoSchema = z.looseObject({ full_name: z.string().min(1) }).nullish();
const sideSchema = z.looseObject({
  sha: z.string().regex(/^[0-9a-f]{7,64}$/i, 'must be a commit sha'),
  ref: z.string().optional(),
  repo: repoSchema,
});
const pullSchema = z.looseObject({
  number: z.number().int().positive(),
  state: z.string().optional(),
  base: sideSchema,
  head: sideSchema,
});
const payloadSchema = z.looseObject({
  pull_request: z.unknown().optional(),
  issue: z.looseObject({ number: z.number().int().positive(), pull_request: z.unknown().optional() }).optional(),
  repository: z.looseObject({ full_name: z.string().min(1) }).optional(),
});
type EventPayload = z.infer<typeof payloadSchema>;

/** The event payload the runner wrote (read once by the action's context), or {} when there is none. */
export function payloadOf(runner: Pick<RunnerContext, 'event' | 'eventPath'>): EventPayload {
  const event = runner.event;
  if (event === null) return {};
  if ('error' in event) throw new RunnerEventError(event.error);
  const parsed = payloadSchema.safeParse(event.json);
  if (!parsed.success)
    throw new RunnerEventError(
      `the event payload ${runner.eventPath} is not an event: ${parsed.error.issues[0]?.message ?? 'unexpected shape'}`,
    );
  return parsed.data;
}

/** owner/repo of the run: `GITHUB_REPOSITORY`, else the payload's repository. */
function repositoryOf(repository: string, payload: EventPayload): { owner: string; repo: string } {
  const { owner, repo } = splitRepository(repository || payload.repository?.full_name || '');
  if (!owner || !repo) throw new RunnerEventError('GITHUB_REPOSITORY is not set (owner/repo)');
  return { owner, repo };
}

function parsePull(value: unknown, where: string): PullPayload {
  const parsed = pullSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RunnerEventError(
      `${where}: pull request field ${issue?.path.join('.') || '(root)'} ${issue?.message ?? 'is invalid'}`,
    );
  }
  return parsed.data;
}

function describePull(
  pull: PullPayload,
  context: { eventName: string; owner: string; repo: string; runSha: string },
): PullRequestInfo {
  const baseRepo = pull.base.repo?.full_name ?? `${context.owner}/${context.repo}`;
  const headRepo = pull.head.repo?.full_name ?? null;
  const merge =
    context.eventName === 'pull_request' &&
    /^[0-9a-f]{40,64}$/i.test(context.runSha) &&
    context.runSha !== pull.head.sha;
  return {
    owner: context.owner,
    repo: context.repo,
    number: pull.number,
    baseSha: pull.base.sha,
    headSha: pull.head.sha,
    readSha: merge ? context.runSha : pull.head.sha,
    fork: headRepo === null || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
  };
}

type Resolution = { pull: PullRequestInfo } | { skip: string };

/**
 * The pull request this run comments on. `auto`: the pull request of a `pull_request` or
 * `pull_request_target` event. `always`: also any other event that carries one, a comment on a
 * pull request (`issue_comment`), or else the open pull request whose head is the run's commit
 * (e.g. a `push` to its branch). `api` is only asked when the payload does not say.
 */
export async function resolvePullRequest(
  mode: CommentMode,
  runner: Pick<RunnerContext, 'eventName' | 'repository' | 'sha'>,
  payload: EventPayload,
  api: () => GitHubApi | null,
): Promise<Resolution> {
  const { eventName } = runner;
  const notNow = commentSkipReason(mode, eventName);
  if (notNow !== null) return { skip: notNow };
  const { owner, repo } = repositoryOf(runner.repository, payload);
  const runSha = runner.sha;
  const context = { eventName, owner, repo, runSha };
  if (payload.pull_request !== undefined)
    return { pull: describePull(parsePull(payload.pull_request, 'event payload'), context) };
  if (mode === 'auto') return { skip: `the ${eventName} event payload has no pull_request` };
  const client = api();
  if (!client) return { skip: 'github-token is empty, so the pull request of this run cannot be looked up' };
  if (payload.issue?.pull_request !== undefined) {
    return { pull: describePull(parsePull(await client.getPull(payload.issue.number), 'GET pull request'), context) };
  }
  if (!runSha) return { skip: 'GITHUB_SHA is not set, so no pull request can be found for this run' };
  const [first] = await client.pullsForCommit(runSha);
  if (!first) return { skip: `no open pull request has ${runSha.slice(0, 7)} as its head` };
  return { pull: describePull(parsePull(first, 'pull requests of the commit'), context) };
}

/** The run repository's endpoints over the run's GitHub, made on first use; null without one. */
export function lazyApi(
  options: { api?: GitHubApi | null; github?: GitHub | null; runner: Pick<RunnerContext, 'repository'> },
  payload: EventPayload,
): () => GitHubApi | null {
  let apiClient: GitHubApi | null | undefined = options.api;
  return (): GitHubApi | null => {
    if (apiClient === undefined) {
      const { github } = options;
      if (!github) return (apiClient = null);
      const { owner, repo } = splitRepository(options.runner.repository || payload.repository?.full_name || '');
      apiClient = gitHubApi({ github, owner, repo });
    }
    return apiClient;
  };
}
