// The `annotations` input: every annotation in one check run `image-check` on the head commit,
// when asked (`check-run`) or when the step cannot show them all (`auto`), over the run's GitHub
// (made, and Octokit loaded, only then). A refusal (no `checks: write`, a fork's read-only token) is one notice, and
// the annotations go out as workflow commands after all.

import * as log from './log';
import { z } from 'zod';
import { safeText } from '../secrets';
import type { Config } from '../config';
import { messageOf } from '../errors';
import type { Verdict } from '../model';
import type { Annotation } from '../report/annotations';
import type { RunnerContext } from '../runner';
import type { RunGitHub } from '../github/lazy';

const headShaSchema = z.object({ head: z.object({ sha: z.string() }) });

export interface CheckRunRequest {
  config: Pick<Config, 'annotations' | 'githubToken'>;
  runner: Pick<RunnerContext, 'repository' | 'sha' | 'event' | 'eventPath'>;
  /** The run's GitHub. */
  github: RunGitHub;
  annotations: readonly Annotation[];
  /** Annotations the step's workflow commands cannot show (past ten per level). */
  hidden: number;
  summary: string;
  verdict: Verdict;
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
    log.notice(
      `The annotations are workflow commands (GitHub shows 10 per level in a step), not a check run: ${why}. Give the job "permissions: checks: write" for one check run with every annotation.`,
    );
    return null;
  };
  const github = await request.github();
  if (!github) return refused('github-token is empty');
  const [{ checkRunsOf, publishCheckRun }, { checkRunAnnotations, checkRunOutputs }, { payloadOf }, session] =
    await Promise.all([
      import('../github/check-runs'),
      import('../report/check-run-batches'),
      import('../github/pull-event'),
      import('../github/session'),
    ]);
  const { placed, unplaced, left } = checkRunAnnotations(request.annotations);
  try {
    const pull = payloadOf(runner).pull_request;
    // On a pull request the run's commit is GitHub's test merge: the pull request shows the head's checks.
    const headSha = headShaSchema.safeParse(pull).data?.head.sha ?? runner.sha;
    const api = checkRunsOf(github.octokit, session.splitRepository(runner.repository));
    const outputs = checkRunOutputs({ title: request.verdict.line, summary: request.summary, annotations: placed });
    const run = await publishCheckRun(api, { headSha, failed: request.verdict.failed, outputs });
    log.info(
      `${placed.length} annotations are in the check run image-check${run.url ? ` (${run.url})` : ''}${left > 0 ? `; ${left} more are in the job summary only` : ''}.`,
    );
    return unplaced;
  } catch (error) {
    if (session.refusedToToken(error)) return refused(`the token may not create check runs (HTTP ${error.status})`);
    log.warning(
      safeText(`The check run could not be written, so the annotations are workflow commands: ${messageOf(error)}`),
    );
    return null;
  }
}
