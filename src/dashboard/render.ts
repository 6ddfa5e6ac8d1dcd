// The dashboard issue's text (pure). Everything a repository or a service wrote (paths, repository
// names, references, error texts) goes through the report's one escaping helper (escapeText), so
// it renders as itself: never markup, a link, a mention, or the end of the marker. No time of the run appears,
// so the same findings give the same body byte for byte and an unchanged dashboard is not edited.
import { PLAN_CHARS, policyPlan, renderPolicyPlan } from '../report/policy-plan';
import {
  activeKinds,
  behindText,
  datesText,
  failsUnder,
  fixLine,
  KINDS,
  WORST_FIRST,
  type FindingKind,
  unsignedText,
} from '../findings';
import type { FailOn, FileProblem, ImageResult, Location } from '../model';
import { vulnerabilityMessage } from '../report/messages';
import { codeText, foreignText as text, GITHUB_BODY_LIMIT, isoDate, shortDigest, truncate } from '../report/format';
import { capitalFirst, mostThatFit, plural } from '../text';
import { locationUrl } from '../report/links';
import type { ReadRepository, UnreadRepository } from '../model';
import { orderEntries, SECTION_ORDER, type Entry, type SectionKind } from './entries';

const MAX_REPOS_PER_ENTRY = 5;
const MAX_PLACES_PER_REPO = 3;
const MAX_PATH = 200;
/** A link to a longer address is left out (the place is still named): it would crowd out other entries. */
const MAX_URL = 1_000;

export interface DashboardInput {
  /** The scanned owner, or owner/repo for one repository. */
  scope: string;
  results: ImageResult[];
  read: ReadRepository[];
  unread: UnreadRepository[];
  /** e.g. https://github.com: locations link to their line there. */
  serverUrl: string;
  /** References found but not checked because they could not be (unresolved, invalid); another registry's are not counted. */
  skippedCount?: number;
  /** Files that could not be read, parsed or scanned (the errors among them are listed). */
  problems?: FileProblem[];
  /** Why (part of) the run checked nothing because of its setup. */
  coverage?: string[];
  /** What fails the run: with a severity in it, an image over it is listed (findings/of.ts). */
  failOn: ReadonlySet<FailOn>;
}

/**
 * The hidden first line that finds the dashboard of `scope` again:
 * `<!-- image-check:dashboard scope=<scope, URI-encoded> -->` (encoded, no name can end the comment).
 */
export function dashboardMarker(scope: string): string {
  assertScope(scope);
  return `<!-- image-check:dashboard scope=${encodeURIComponent(scope)} -->`;
}

// GitHub's owner and repository names (an enterprise server's owners may hold `_` and `.`).
const SCOPE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}(?:\/[A-Za-z0-9_.-]{1,100})?$/;

/** A scope is an owner or owner/repo: anything else is a caller's mistake, never rendered. */
export function assertScope(scope: string): void {
  if (!SCOPE_PATTERN.test(scope) || scope.split('/').some((part) => part === '.' || part === '..'))
    throw new Error(`the dashboard's scope "${truncate(scope, 100)}" is not an owner or owner/repository name`);
}

/** The issue's title (set when it is created, never edited after). */
export function dashboardTitle(scope: string): string {
  assertScope(scope);
  return `image-check: container images of ${scope}`;
}

const TITLES: Record<SectionKind, string> = {
  unsigned: 'Not signed by the vendor',
  eol: 'End of life now',
  vulnerable: 'Vulnerabilities over fail-on',
  ending: 'Ending soon',
  stale: 'Stale pins',
  unchecked: 'Could not be read or checked',
};

const code = (value: string) => codeText(value);

function placeText(serverUrl: string, location: Location): string {
  const label = text(`${truncate(location.file, MAX_PATH)}:${location.line}`);
  const url = locationUrl(serverUrl, location);
  return url && url.length <= MAX_URL ? `[${label}](${url})` : label;
}

/** The repositories and lines that hold a reference, a few of each, the rest counted. */
function placeLines(serverUrl: string, locations: readonly Location[]): string[] {
  if (locations.length === 0) return ["  - named in the run's settings (no file)"];
  const byRepo = new Map<string, Location[]>();
  for (const l of locations) byRepo.set(l.repository ?? '', [...(byRepo.get(l.repository ?? '') ?? []), l]);
  const lines: string[] = [];
  for (const [repo, places] of [...byRepo].slice(0, MAX_REPOS_PER_ENTRY)) {
    const shown = places.slice(0, MAX_PLACES_PER_REPO).map((l) => placeText(serverUrl, l));
    const more = places.length - shown.length;
    const list = shown.join(', ') + (more > 0 ? `, and ${more} more` : '');
    lines.push(`  - ${repo ? `${text(repo, 150)}: ` : ''}${list}`);
  }
  const restRepos = [...byRepo.values()].slice(MAX_REPOS_PER_ENTRY);
  if (restRepos.length > 0)
    lines.push(
      `  - and ${plural(restRepos.flat().length, 'place')} in ${plural(restRepos.length, 'more repository', 'more repositories')}`,
    );
  return lines;
}

function moveText(r: ImageResult, section: SectionKind): string {
  if (r.suggestion) return ` Move to ${code(r.suggestion)}.`;
  if (section === 'eol')
    return ` No maintained tag of the same variant is listed: move to a supported tag of ${code(`${r.registry}/${r.org}/${r.image}`)}.`;
  return '';
}

function acceptedText(r: ImageResult): string {
  if (!r.ignored || r.ignored.kinds.length === 0) return '';
  const source =
    r.ignored.until === null
      ? "Accepted by the registry's override"
      : `Accepted by the policy file until ${text(r.ignored.until, 40)}`;
  return ` ${source}: ${text(r.ignored.reason, 200)}.`;
}

/** What is wrong with a result, in words (no relative time: the text must not change from day to day). */
function findingText(r: ImageResult, section: SectionKind, failOn: ReadonlySet<FailOn>): string {
  switch (section) {
    case 'unsigned':
      return text(`${unsignedText(r)}.${r.suggestion ? ` Move to ${r.suggestion}.` : ''}`, 600);
    case 'vulnerable':
      return `${text(vulnerabilityMessage(r, failOn).replace(`${r.ref}: `, ''), 600)}`;
    case 'eol': {
      const dates = datesText(r);
      return `**end of life**.${dates ? ` ${text(dates)}` : ''}`;
    }
    case 'ending':
      return `builds of the tag stop ${r.endOfLife?.buildsUntil ? text(isoDate(r.endOfLife.buildsUntil), 40) : 'soon'}.`;
    case 'stale': {
      const behind = behindText(r);
      const since = r.behindSince ? ` since ${text(isoDate(r.behindSince), 40)}` : '';
      const pin = r.pinnedDigest ? code(shortDigest(r.pinnedDigest)) : 'the pinned digest';
      const fixes = fixLine(r);
      return `${pin} is ${behind} its tag${since}.${fixes ? ` ${text(capitalFirst(fixes), 600)}.` : ''}`;
    }
    case 'unchecked':
      return `could not be checked: ${r.error ? text(`${r.error.message} (${r.error.reason})`) : 'no error detail'}.`;
  }
}

function problemText(p: FileProblem): string {
  const file = p.repository ? `${p.repository}/${p.file}` : p.file;
  const where = `${truncate(file, MAX_PATH)}${p.line ? `:${p.line}` : ''}`;
  return `- file ${text(where)} could not be read: ${text(p.message)}`;
}

/** One entry as markdown lines: what, what to do, where. */
function renderEntry(entry: Entry, serverUrl: string, failOn: ReadonlySet<FailOn>): string {
  switch (entry.kind) {
    case 'result': {
      const r = entry.result;
      const head = `- ${code(r.ref)}: ${findingText(r, entry.section, failOn)}${moveText(r, entry.section)}${acceptedText(r)}`;
      return [head, ...placeLines(serverUrl, r.locations)].join('\n');
    }
    case 'unread': {
      const { repository, reason } = entry.unread;
      return `- repository ${text(repository, 150)} not read: ${text(reason)}. None of its references is reported here.`;
    }
    case 'problem':
      return problemText(entry.problem);
    case 'coverage':
      return `- ${text(entry.message)}`;
  }
}

interface Counts {
  /** The entries of each section, accepted ones too (they are listed). */
  bySection: Record<SectionKind, number>;
  /** Those the policy file does not accept: what the head line counts, as the verdict and `eol-count` do. */
  active: Record<SectionKind, number>;
  unread: number;
}

const zeroes = (): Record<SectionKind, number> => ({
  unsigned: 0,
  eol: 0,
  vulnerable: 0,
  ending: 0,
  stale: 0,
  unchecked: 0,
});

function countEntries(entries: readonly Entry[]): Counts {
  const bySection = zeroes();
  const active = zeroes();
  let unread = 0;
  for (const e of entries) {
    bySection[e.section]++;
    if (e.kind !== 'result' || !e.accepted) active[e.section]++;
    if (e.kind === 'unread') unread++;
  }
  return { bySection, active, unread };
}

const COUNT_WORDS: Record<SectionKind, (n: number) => string> = {
  unsigned: (n) => `${plural(n, 'image')} not signed by the vendor`,
  eol: (n) => `${n} end of life`,
  vulnerable: (n) => `${plural(n, 'image')} over fail-on's severity`,
  ending: (n) => `${n} ending soon`,
  stale: (n) => plural(n, 'stale pin'),
  unchecked: (n) => `${n} could not be read or checked`,
};

/** What fails the run but has no section (a refusal is in the policy plan, advisories nowhere): counted all the same. */
const OFF_SECTION: Record<FindingKind, ((n: number) => string) | null> = {
  denied: (n) => `${plural(n, 'image')} the registry refuses`,
  advisory: (n) => `${plural(n, 'image')} with advisories`,
  // In a section, or never failing.
  error: null,
  unsigned: null,
  eol: null,
  vulnerability: null,
  stale: null,
  'dry-run': null,
  ending: null,
};

function offSectionParts({ results, failOn }: DashboardInput): string[] {
  return WORST_FIRST.filter((k) => KINDS[k].dashboard === null && failsUnder(k, failOn)).flatMap((kind) => {
    const n = results.filter((r) => activeKinds(r, failOn).includes(kind)).length;
    const words = OFF_SECTION[kind];
    return n > 0 && words ? [words(n)] : [];
  });
}

function headLine(input: DashboardInput, counts: Counts): string {
  const parts = [
    ...offSectionParts(input),
    ...SECTION_ORDER.filter((s) => counts.active[s] > 0).map((s) => COUNT_WORDS[s](counts.active[s])),
  ];
  const accepted = SECTION_ORDER.reduce((n, s) => n + counts.bySection[s] - counts.active[s], 0);
  const refs = plural(input.results.length, 'reference');
  const repos = input.read.length + input.unread.length;
  const scope = repos > 0 ? ` in ${plural(input.read.length, 'repository', 'repositories')} read` : '';
  const notRead = counts.unread > 0 ? ` (${counts.unread} of ${repos} not read)` : '';
  const skipped = input.skippedCount ? `; ${plural(input.skippedCount, 'reference')} found but not checked` : '';
  const also = accepted > 0 ? ` (${plural(accepted, 'accepted finding')} listed too)` : '';
  const what =
    parts.length > 0
      ? `**${parts.join(' · ')}**${also}`
      : accepted > 0
        ? `**Nothing to act on but what the policy file accepts**${also}`
        : '**Nothing to act on**: every reference checked is current';
  return `${what} — ${refs}${scope}${notRead}${skipped}.`;
}

function omittedNote(entries: readonly Entry[], shown: number): string[] {
  const rest = countEntries(entries.slice(shown)).bySection;
  const listed = SECTION_ORDER.filter((s) => rest[s] > 0).map((s) => COUNT_WORDS[s](rest[s]));
  return [
    '> [!NOTE]',
    `> Shown here: ${shown} of ${entries.length} entries (GitHub limits an issue to ${GITHUB_BODY_LIMIT.toLocaleString('en-US')} characters). Not shown: ${listed.join(', ')}. Every one is in the run's job summary and results.`,
    '',
  ];
}

/** The marker, the counts and the policy plan: rendered once per body, however many entries fit. */
function composeHead(input: DashboardInput, entries: readonly Entry[], limit: number): string[] {
  const counts = countEntries(entries);
  const lines = [dashboardMarker(input.scope), headLine(input, counts), ''];
  // Where a platform team plans enforcement: per policy, what it refuses now or would once enforced.
  // A quarter of the body at most, so the rest always fits beside it; the rest is in the results.
  lines.push(
    ...renderPolicyPlan(policyPlan(input.results), {
      maxChars: Math.min(PLAN_CHARS, Math.floor(limit / 4)),
      code,
      place: (l) => placeText(input.serverUrl, l),
      text: (value) => text(value, 400),
      heading: "### The registry's pull-time policies",
      maxEntries: 10,
      maxPlaces: MAX_PLACES_PER_REPO,
    }),
  );
  return lines;
}

/** The parts rendered once: the head and each entry's text. */
interface Parts {
  head: readonly string[];
  texts: readonly string[];
}

function compose(input: DashboardInput, entries: readonly Entry[], { head, texts }: Parts, shown: number): string {
  const counts = countEntries(entries);
  const lines = [...head];
  let i = 0;
  for (const section of SECTION_ORDER) {
    const start = i;
    while (i < shown && entries[i]!.section === section) i++;
    if (i === start) continue;
    lines.push(`### ${TITLES[section]} (${counts.bySection[section]})`, '', ...texts.slice(start, i), '');
  }
  if (shown < entries.length) lines.push(...omittedNote(entries, shown));
  lines.push(
    `<sub>Kept current by image-check for ${text(input.scope, 200)}: edited only when what it lists changes.</sub>`,
  );
  return lines.join('\n');
}

/**
 * The dashboard's body: a head line of counts, then the entries most urgent first (end of life,
 * ending soon, stale pins, what could not be read or checked), each with the reference as
 * written, what to move to and the places that hold it. Over GitHub's limit, whole entries are
 * left out from the least urgent end and counted.
 */
export function renderDashboard(input: DashboardInput, limit = GITHUB_BODY_LIMIT): string {
  const entries = orderEntries(input);
  const parts: Parts = {
    head: composeHead(input, entries, limit),
    texts: entries.map((e) => renderEntry(e, input.serverUrl, input.failOn)),
  };
  const full = compose(input, entries, parts, entries.length);
  if (full.length <= limit) return full;
  // The most entries that fit; the note's counts change its length by a digit or two.
  const shown = mostThatFit(entries.length - 1, (n) => compose(input, entries, parts, n).length <= limit);
  return compose(input, entries, parts, shown);
}
