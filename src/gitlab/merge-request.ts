// A GitLab merge request pipeline's note and suggestions: the review flow (review/flow.ts) on the
// merge request as a host (review-host.ts). Never throws: a refusal is one notice naming what the
// token lacks, any other failure a warning.

import type { Config } from '../config';
import { messageOf } from '../errors';
import type { KeepAction } from '../host/keep-marked';
import type { ImageResult } from '../model';
import type { Ledger } from '../policy-file/read';
import { markerFor } from '../review/comment';
import type { PullRequestLookups } from '../review/facts';
import { reviewChange, type SuggestionsKept } from '../review/flow';
import type { Logger } from '../review/host';
import type { GitRunner } from '../review/sources';
import { safeText } from '../secrets';
import type { GitLabClient } from './client';
import {
  GITLAB_TOKEN_ENV,
  GITLAB_TOKEN_NEEDS,
  gitLabRefusal,
  gitLabReviewHost,
  type MergeRequestPlace,
} from './review-host';

export { GITLAB_TOKEN_ENV, GITLAB_TOKEN_NEEDS, type MergeRequestPlace } from './review-host';

export interface MergeRequestOptions {
  config: Pick<Config, 'comment' | 'suggest' | 'files' | 'registry' | 'concurrency' | 'maxAgeMs'> &
    Partial<Pick<Config, 'registryMap' | 'minAgeMs' | 'warnBeforeMs'>>;
  /** null: no token, so nothing is written (one notice says what to set). */
  client: GitLabClient | null;
  place: MergeRequestPlace;
  results: readonly ImageResult[];
  lookups: PullRequestLookups;
  /** The policy file the check read (the findings it accepts); null or absent without one. */
  ledger?: Ledger | null;
  verdictLine: string;
  /** Read-only git in the checkout; null: read both sides through the API. */
  git: GitRunner | null;
  log: Logger;
  now?: Date;
}

interface MergeRequestOutcome {
  status: 'skipped' | 'no-token' | 'refused' | 'written' | 'failed';
  reason: string;
  note: KeepAction | null;
  noteId: number | null;
  suggestions: SuggestionsKept | null;
}

const outcome = (status: MergeRequestOutcome['status'], reason: string): MergeRequestOutcome => ({
  status,
  reason,
  note: null,
  noteId: null,
  suggestions: null,
});

/** The merge request's note and suggestions (`--comment`, `--suggest`); see the module's comment. */
export async function reportOnMergeRequest(options: MergeRequestOptions): Promise<MergeRequestOutcome> {
  const { config, client, log } = options;
  if (config.comment === 'never' && config.suggest === 'never')
    return outcome('skipped', 'comment and suggest are never');
  if (!client) {
    log.notice(
      `No merge request note or suggestions were written: set ${GITLAB_TOKEN_ENV} (or GITLAB_TOKEN) to ${GITLAB_TOKEN_NEEDS}.`,
    );
    return outcome('no-token', `${GITLAB_TOKEN_ENV} is not set`);
  }
  try {
    return await writeAll(options, client);
  } catch (error) {
    const refusal = gitLabRefusal(error);
    if (refusal) {
      log.notice(`No merge request note or suggestions were written: ${refusal}.`);
      return outcome('refused', refusal);
    }
    const message = safeText(messageOf(error));
    log.warning(`Merge request note not updated: ${message}`);
    return outcome('failed', message);
  }
}

async function writeAll(options: MergeRequestOptions, client: GitLabClient): Promise<MergeRequestOutcome> {
  const { config, place, log } = options;
  const reviewed = await reviewChange(gitLabReviewHost(client, place), {
    config,
    comment: config.comment !== 'never',
    suggest: config.suggest !== 'never',
    marker: markerFor({ workflow: place.configPath, job: place.job, key: '' }),
    verdictLine: options.verdictLine,
    results: options.results,
    lookups: options.lookups,
    ledger: options.ledger ?? null,
    git: options.git,
    now: options.now ?? new Date(),
    log,
  });
  const suggestions = reviewed.suggestions?.status === 'written' ? reviewed.suggestions.kept : null;
  const kept = reviewed.comment;
  if (!kept) return { ...outcome('written', 'suggestions kept'), suggestions };
  log.info(`Merge request note ${kept.action}${kept.id ? ` (id ${kept.id})` : ''}.`);
  return { ...outcome('written', `note ${kept.action}`), note: kept.action, noteId: kept.id, suggestions };
}
