// A public dashboard never names a private repository, its files or its images: checked before
// the dashboard is written, from GitHub's word on each repository's visibility.
import { DashboardError } from '../errors';
import { isPublicRepository } from '../github/issues';
import type { GitHub } from '../github/session';
import { plural } from '../text';
import type { ReadRepository, UnreadRepository } from '../model';
import { splitRepo } from './keep';

export interface DashboardAudience {
  /** owner/name of the dashboard repository. */
  repo: string;
  /** Repositories the run read (their `private` from GitHub's listing or GET /repos). */
  read: readonly ReadRepository[];
  /** Repositories named but not read: one whose visibility is not known counts as private. */
  unread: readonly UnreadRepository[];
  /**
   * owner/name of the repository the workflow runs in, when the dashboard shows something of it
   * (its files, its `images`, its policy file); '' when that repository is not known.
   */
  workspace?: string;
}

/** Whether GitHub shows the repository to everyone; null when the token cannot see it. */
const isPublic = (github: GitHub, repo: string) => isPublicRepository(github, splitRepo(repo));

/**
 * Why this dashboard may not show what the run read (a sentence that names no private
 * repository: it goes to logs anyone may read), or null when it may. Pure.
 */
function dashboardRefusal(
  audience: DashboardAudience,
  visibility: { dashboardPublic: boolean; workspacePublic: boolean | null },
): string | null {
  if (!visibility.dashboardPublic) return null;
  const hidden =
    audience.read.filter((r) => r.private).length + audience.unread.filter((r) => r.private !== false).length;
  const workspaceHidden = audience.workspace !== undefined && visibility.workspacePublic !== true;
  if (hidden === 0 && !workspaceHidden) return null;
  const why = [
    hidden > 0 ? `the run read or named ${plural(hidden, 'repository', 'repositories')} that may be private` : '',
    workspaceHidden
      ? audience.workspace === ''
        ? 'it shows settings or a policy file of a repository it cannot name (set GITHUB_REPOSITORY)'
        : visibility.workspacePublic === null
          ? 'the visibility of the repository it runs in is not known to the token'
          : 'the repository it runs in is private'
      : '',
  ].filter(Boolean);
  return `${audience.repo} is public and ${why.join(', and ')}: a public issue would name them, their files and their images`;
}

/** What the guard learned: whether the dashboard and the workflow's repository are public (null: not known). */
export interface DashboardVisibility {
  dashboardPublic: boolean;
  workspacePublic: boolean | null;
}

/**
 * The guard, before any write: a DashboardError when the dashboard repository is public and the
 * run read a private repository (or runs in one). Reads each repository's visibility once.
 */
export async function assertDashboardMayShow(
  github: GitHub,
  audience: DashboardAudience,
): Promise<DashboardVisibility> {
  const dashboardPublic = await isPublic(github, audience.repo);
  if (dashboardPublic === null)
    throw new DashboardError(
      `${audience.repo} was not found, or the token cannot see it`,
      'name an existing repository the token may read and write issues in',
    );
  const workspacePublic =
    audience.workspace === undefined || audience.workspace === ''
      ? null
      : audience.workspace.toLowerCase() === audience.repo.toLowerCase()
        ? dashboardPublic
        : await isPublic(github, audience.workspace);
  const refusal = dashboardRefusal(audience, { dashboardPublic, workspacePublic });
  if (refusal)
    throw new DashboardError(refusal, 'keep the dashboard in a private repository, or read only public repositories');
  return { dashboardPublic, workspacePublic };
}
