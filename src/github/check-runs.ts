// The check run `image-check` over the run's client: created with its first 50 annotations,
// each further 50 appended by an update (report/check-run-batches.ts makes the outputs).
import { CHECK_RUN_NAME, type CheckRunOutput } from '../report/check-run-batches';
import type { GitHubOctokit } from './client';

/** The check-run endpoints of one repository. */
export interface CheckRunsApi {
  create(run: {
    name: string;
    headSha: string;
    conclusion: 'success' | 'failure' | 'neutral';
    output: CheckRunOutput;
  }): Promise<{ id: number; url: string | null }>;
  /** Adds `output.annotations` to the run (the Checks API appends them). */
  update(id: number, output: CheckRunOutput): Promise<void>;
}

export function checkRunsOf(octokit: GitHubOctokit, { owner, repo }: { owner: string; repo: string }): CheckRunsApi {
  const rest = octokit.rest;
  return {
    async create({ name, headSha, conclusion, output }) {
      const { data } = await rest.checks.create({
        owner,
        repo,
        name,
        head_sha: headSha,
        status: 'completed',
        conclusion,
        output,
        // Not retried after a failure that may have reached GitHub (a second check run); a rate
        // limit's refusal did not, and is sent again after GitHub's wait (the throttling plugin).
        request: { retries: 0 },
      });
      return { id: data.id, url: data.html_url ?? null };
    },
    async update(check_run_id, output) {
      await rest.checks.update({ owner, repo, check_run_id, output });
    },
  };
}

/** Creates the check run and appends the rest of `outputs`, one request each. Throws what the API answered. */
export async function publishCheckRun(
  api: CheckRunsApi,
  input: { headSha: string; failed: boolean; outputs: readonly CheckRunOutput[] },
): Promise<{ id: number; url: string | null; requests: number }> {
  const [first, ...rest] = input.outputs;
  const created = await api.create({
    name: CHECK_RUN_NAME,
    headSha: input.headSha,
    conclusion: input.failed ? 'failure' : 'success',
    output: first ?? { title: '', summary: '', annotations: [] },
  });
  for (const output of rest) await api.update(created.id, output);
  return { ...created, requests: 1 + rest.length };
}
