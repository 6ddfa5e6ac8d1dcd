// Why the registry refuses a digest, with the numbers the run knows. The check operation gives no
// reason text, so a system policy is explained from its documented meaning (registry-policies.md)
// and the facts the run read (the tag's history, v1's end-of-life dates); a custom policy is only
// named with its parameters: inventing a reason for someone's Rego would mislead.

import type { ImageResult, PolicyFinding } from '../model';
import type { EolTag } from '../platform/eoltags';
import type { HistoryRecord } from '../registry/client';
import { settle } from '../settle';

const DAY = 86_400_000;

interface ReasonLookups {
  history(org: string, image: string, tag: string): Promise<HistoryRecord[]>;
  eolTags(org: string, image: string, tags: readonly string[]): Promise<Map<string, EolTag[] | null>>;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const intOf = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The parameters as `days: 7, months: 6`, or '' when there are none. */
export function parametersText(parameters: Readonly<Record<string, unknown>>): string {
  return Object.entries(parameters)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');
}

/** One sentence on why `f` refuses (or could not judge) the digest, or null when the run knows nothing to add. */
export async function explainDenial(
  f: PolicyFinding,
  r: ImageResult,
  digest: string,
  lookups: ReasonLookups,
  now: Date,
): Promise<string | null> {
  if (f.result === 'error') return `the registry could not evaluate ${f.policy} for this image (ERROR)`;
  switch (f.policy) {
    case 'cooldown':
      return cooldownReason(intOf(f.parameters.days, 7), await firstBuilt(r, digest, lookups), now);
    case 'no-eol': {
      const eol = (await eolItem(r, lookups))?.mainPackageVersion?.eolDate;
      return eol
        ? `its main package version reached its end of life on ${eol.slice(0, 10)}`
        : 'its main package version is past its end-of-life date';
    }
    case 'support-window': {
      const version = (await eolItem(r, lookups))?.mainPackageVersion;
      return supportWindowReason(intOf(f.parameters.months, 6), version?.releaseDate, version?.eolDate);
    }
    default: {
      const params = parametersText(f.parameters);
      return `the organization's policy ${f.policy}${params ? ` (${params})` : ''} denies it; the registry gives no reason`;
    }
  }
}

/** Days, creation time and the time it becomes pullable, as the cooldown counts them. */
export function cooldownReason(days: number, created: number | null, now: Date): string {
  if (created === null) return `it is younger than ${days} days (its creation time is not in the tag's history)`;
  const age = Math.max(0, Math.floor((now.getTime() - created) / DAY));
  const pullable = created + days * DAY;
  return `it was created ${day(created)} (${age} ${age === 1 ? 'day' : 'days'} ago) and the ${days}-day cooldown lets it be pulled from ${new Date(pullable).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function supportWindowReason(months: number, released?: string, eol?: string): string {
  if (!released || !eol) return `its main package version's support span is shorter than ${months} months`;
  const span = Math.floor((Date.parse(eol) - Date.parse(released)) / (30.44 * DAY));
  return `its main package version is supported from ${released.slice(0, 10)} to ${eol.slice(0, 10)} (about ${span} months), shorter than the ${months} months required`;
}

/** The time of the digest's first build on its tag (its creation, as far as the run can know), or null. */
async function firstBuilt(r: ImageResult, digest: string, lookups: ReasonLookups): Promise<number | null> {
  if (r.tag === null) return null;
  const history = await settle(lookups.history(r.org, r.image, r.tag));
  const first = history.ok ? history.value.find((h) => h.digest === digest) : undefined;
  return first ? Date.parse(first.updateTimestamp) : null;
}

async function eolItem(r: ImageResult, lookups: ReasonLookups): Promise<EolTag | undefined> {
  if (r.tag === null) return undefined;
  const items = await settle(lookups.eolTags(r.org, r.image, [r.tag]));
  return items.ok ? items.value.get(r.tag)?.find((item) => item.name === r.tag) : undefined;
}
