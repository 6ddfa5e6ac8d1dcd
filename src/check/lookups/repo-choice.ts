import { BrokenRule } from '../../errors';
import type { Repo, Tag } from '../../platform/schemas';
import type { Settled } from '../judge/assess';
import { ACTION_WORDS, type Words } from '../../words';

// Repos carry a name but no organization, and the registry is addressed by `<org>/<image>`:
// when several repos of the reference's name are visible, the registry decides which one the
// reference names. Pure.

/** A visible repo of the reference's name, with what its tag listing said. */
interface Candidate {
  repo: Repo;
  tags: Settled<Tag[]>;
}

interface RepoQuestion {
  /** The reference as the registry knows it: `<org>/<image>` and the tag. */
  org: string;
  image: string;
  tag: string;
  /** The registry's current digest of the tag (its newest Tag History record), or why it is not known. */
  current: Settled<string | null>;
  /** The `group` input, '' when unset: the advice differs. */
  group: string;
  /** The shell's names for the settings (the action's by default). */
  words?: Words;
}

type RepoChoice = { repo: Repo; tags: Tag[] } | { error: BrokenRule };

/**
 * The one repo whose tag listing has the tag at the digest the registry says is current. Several
 * that agree and give the same verdict (the same `deprecated`) are the same answer; none that
 * agree, or agreeing ones that would give different verdicts, is an error naming the candidates
 * and the `group` to set. A repo whose tag disagrees with the registry is never chosen.
 */
export function chooseRepo(question: RepoQuestion, candidates: readonly Candidate[]): RepoChoice {
  const { org, image, tag } = question;
  const current = question.current.ok ? question.current.value : null;
  const agreeing: { repo: Repo; tags: Tag[]; deprecated: boolean }[] = [];
  const said: string[] = [];
  for (const { repo, tags } of candidates) {
    if (!tags.ok) {
      said.push(
        `${repo.uid}: tag listing failed (${tags.error instanceof Error ? tags.error.message : String(tags.error)})`,
      );
      continue;
    }
    const found = tags.value.find((t) => t.name === tag);
    if (!found) said.push(`${repo.uid}: no tag ${tag}`);
    else if (current !== null && found.digest === current)
      agreeing.push({ repo, tags: tags.value, deprecated: found.deprecated });
    else said.push(`${repo.uid}: ${tag} at ${found.digest}`);
  }
  const verdicts = new Set(agreeing.map((a) => a.deprecated));
  if (agreeing.length > 0 && verdicts.size === 1) return { repo: agreeing[0]!.repo, tags: agreeing[0]!.tags };

  const uids = candidates.map((c) => c.repo.uid).join(', ');
  const registrySays = question.current.ok
    ? current === null
      ? `the registry has no build of ${org}/${image}:${tag}`
      : `the registry's current digest of ${org}/${image}:${tag} is ${current}`
    : `the registry's Tag History of ${org}/${image}:${tag} could not be read (${question.current.error instanceof Error ? question.current.error.message : String(question.current.error)})`;
  const why =
    agreeing.length > 1
      ? `${agreeing.length} of them list ${tag} at that digest but disagree on whether it is end-of-life`
      : `none of them lists ${tag} at that digest (${said.join('; ')})`;
  const words = question.words ?? ACTION_WORDS;
  const advice = question.group
    ? `set ${words.name('group')} to the uid of the organization (or subgroup) that holds ${org}/${image} itself, not a group above several`
    : `set ${words.the('group')} to the uid of the organization group that holds ${org}/${image} (README, "Which repo")`;
  return {
    error: new BrokenRule(
      'AMBIGUOUS_REPO',
      // The fix first: the details (uids, digests) are long, and a summary line is cut.
      `${advice[0]!.toUpperCase()}${advice.slice(1)}: ${candidates.length} repos named "${image}" are visible to this token (${uids}) and ${registrySays}; ${why}`,
      'GET /registry/v2/repos',
    ),
  };
}
