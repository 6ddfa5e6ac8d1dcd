// The `annotations` input: every annotation in one check run `image-check` on the head commit,
// when asked (`check-run`) or when the step cannot show them all (`auto`). The GitHub client is
// loaded only then. A refusal (no `checks: write`, a fork's read-only token) is one notice, and
// the annotations go out as workflow commands after all.

import * as core from '@actions/core';
import { safeText } from '../auth/secrets';
import type { Config } from '../config';
import { messageOf } from '../errors';
import type { Verdict } from '../model';
import type { Annotation } from '../report/annotations';
import type { RunnerContext } from '../runner';

export interface CheckRunRequest {
  config: Pick<Config, 'annotations' | 'githubToken'>;
  runner: Pick<RunnerContext, 'apiUrl' | 'repository' | 'sha' | 'event' | 'eventPath'>;
  annotations: readonly Annotation[];
  /** Annotations the step's workflow commands cannot show (past ten per level). */
  hidden: number;
  summary: string;
  verdict: Verdict;
  signal?: AbortSignal;
}

/**
 * The annotations still to send as workflow commands: those on no file when the check run took
 * the rest, or null when there is no check run (mode, nothing hidden, refused).
 */
export async function annotateInCheckRun(request: CheckRunRequest): Promise<Annotation[] | null> {
  const { config, runner } = request;
  if (config.annotations === 'commands') return null;
  if (config.annotations === 'auto' && (request.hidden === 0 || !config.githubToken)) return null;
  const refused = (why: string) => {
    core.notice(
      `The annotations are workflow commands (GitHub shows 10 per level in a step), not a check run: ${why}. Give the job "permissions: checks: write" for one check run with every annotation.`,
    );
    return null;
  };
  if (!config.githubToken) return refused('github-token is empty');
  const [{ gitHubApi, statusOf }, { checkRunAnnotations, publishCheckRun }, { payloadOf }] = await Promise.all([
    import('../pr/github'),
    import('../pr/check-run'),
    import('../pr/event'),
  ]);
  const [owner = '', repo = ''] = runner.repository.split('/');
  const { placed, unplaced, left } = checkRunAnnotations(request.annotations);
  try {
    const pull = payloadOf(runner).pull_request as { head?: { sha?: unknown } } | undefined;
    // On a pull request the run's commit is GitHub's test merge: the pull request shows the head's checks.
    const headSha = typeof pull?.head?.sha === 'string' ? pull.head.sha : runner.sha;
    const api = gitHubApi({ token: config.githubToken, owner, repo, baseUrl: runner.apiUrl, signal: request.signal });
    const run = await publishCheckRun(api.checkRuns, {
      headSha,
      title: request.verdict.line,
      summary: request.summary,
      failed: request.verdict.failed,
      annotations: placed,
    });
    core.info(
      `${placed.length} annotations are in the check run image-check${run.url ? ` (${run.url})` : ''}${left > 0 ? `; ${left} more are in the job summary only` : ''}.`,
    );
    return unplaced;
  } catch (error) {
    const status = statusOf(error);
    if (status === 403 || status === 404) return refused(`the token may not create check runs (HTTP ${status})`);
    core.warning(
      safeText(`The check run could not be written, so the annotations are workflow commands: ${messageOf(error)}`),
    );
    return null;
  }
}
