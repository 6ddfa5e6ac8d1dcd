// The run's GitHub: one client and what every caller asks of it the same way (who the token
// writes as, asked once; what an error answer means; an `owner/repo` in its parts).
import { RequestError } from '@octokit/request-error';
import { z } from 'zod';
import type { Viewer } from '../host/keep-marked';
import { createOctokit, type GitHubOctokit, type OctokitOptions } from './client';

/** One run's GitHub: the client every call goes through, and the token's identity, asked once. */
export interface GitHub {
  readonly octokit: GitHubOctokit;
  /**
   * Who the token writes as: its login, or `{ app: true }` for an installation token (the
   * workflow's GITHUB_TOKEN, an app's), which `GET /user` refuses. A refused token (401) throws.
   */
  viewer(): Promise<Viewer>;
}

/** The run's GitHub over a new client (the shells call this once a run). */
export function createGitHub(options: OctokitOptions): GitHub {
  return gitHubOver(createOctokit(options));
}

/** The run's GitHub over a client already made. */
function gitHubOver(octokit: GitHubOctokit): GitHub {
  let viewer: Promise<Viewer> | undefined;
  return {
    octokit,
    viewer() {
      viewer ??= octokit.rest.users.getAuthenticated().then(
        ({ data }) => ({ login: z.object({ login: z.string() }).parse(data).login }),
        (error: unknown) => {
          const status = httpStatus(error);
          if (status !== undefined && status !== 401 && status >= 400 && status < 500) return { app: true as const };
          throw error;
        },
      );
      return viewer;
    },
  };
}

/** The HTTP status GitHub answered, or undefined when the call got no answer (or is not a GitHub call). */
export function httpStatus(error: unknown): number | undefined {
  return error instanceof RequestError ? error.status : undefined;
}

/**
 * Whether GitHub refused the token (403: "Resource not accessible by integration": it may not
 * write there) or hid the thing from it (404: GitHub hides what a token may not touch).
 */
export function refusedToToken(error: unknown): error is RequestError {
  return error instanceof RequestError && (error.status === 403 || error.status === 404);
}

/** `owner/repo` in its two parts ('' for a part that is missing). */
export function splitRepository(full: string): { owner: string; repo: string } {
  const [owner = '', repo = ''] = full.split('/');
  return { owner, repo };
}
