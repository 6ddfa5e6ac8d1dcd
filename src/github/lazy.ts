// The run's one GitHub, as the shells hold it: made on first use (Octokit is loaded only then,
// so a run without GitHub calls never loads it), the same one for every caller after that.
import type { OctokitOptions } from './client';
import type { GitHub } from './session';

/** The run's GitHub, or null without a token. */
export type RunGitHub = () => Promise<GitHub | null>;

/** One GitHub for the run over `options` (made at the first call); null every time when the token is empty. */
export function runGitHub(options: OctokitOptions): RunGitHub {
  let made: Promise<GitHub | null> | undefined;
  return () =>
    (made ??= options.token
      ? import('./session').then(({ createGitHub }) => createGitHub(options))
      : Promise.resolve(null));
}
