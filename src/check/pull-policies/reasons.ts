// Why the registry refuses a digest, with the numbers the run knows. The check operation gives no
// reason text, so a system policy is explained from its documented meaning (registry-policies.md)
// and the facts the run read (the tag's history, v1's end-of-life dates); a custom policy is only
// named with its parameters: inventing a reason for someone's Rego would mislead.

import type { ImageResult, PolicyFinding } from '../../model';
import type { EolTag } from '../../platform/eoltags';
import type { HistoryRecord } from '../../registry/client';
import { settle } from '../../settle';
import { truncate } from '../../text';

const DAY = 86_400_000;

interface ReasonLookups {
  history(org: string, image: string, tag: string): Promise<HistoryRecord[]>;
  eolTags(org: string, image: string, tags: readonly string[]): Promise<Map<string, EolTag[] | null>>;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const intOf = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
/** A time a Date can hold (within ±8.64e15 ms): a parameter far outside its range gives none. */
const isDateTime = (ms: number) => Number.isFinite(ms) && Math.abs(ms) <= 8.64e15;

// A binding's parameters are the organization's (a long list, a long text): what is said of them is
// bounded, the rest counted, so no sentence grows with an answer.
const MAX_PARAMETERS = 6;
const MAX_ITEMS = 5;
const MAX_VALUE = 60;

function valueText(v: unknown): string {
  if (typeof v === 'string') return truncate(v, MAX_VALUE);
  if (Array.isArray(v)) {
    const shown = v
      .slice(0, MAX_ITEMS)
      .map((item) => truncate(typeof item === 'string' ? item : (JSON.stringify(item) ?? ''), MAX_VALUE / 3));
    const more = v.length - shown.length;
    return `[${shown.join(', ')}${more > 0 ? `, and ${more} more` : ''}]`;
  }
  return truncate(JSON.stringify(v) ?? String(v), MAX_VALUE);
}

/** The parameters as `days: 7, months: 6` (at most six, each cut, the rest counted), or '' when there are none. */
export function parametersText(parameters: Readonly<Record<string, unknown>>): string {
  const entries = Object.entries(parameters);
  const shown = entries.slice(0, MAX_PARAMETERS).map(([k, v]) => `${truncate(k, MAX_VALUE)}: ${valueText(v)}`);
  const more = entries.length - shown.length;
  return `${shown.join(', ')}${more > 0 ? `, and ${more} more` : ''}`;
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
function cooldownReason(days: number, created: number | null, now: Date): string {
  if (created === null) return `it is younger than ${days} days (its creation time is not in the tag's history)`;
  const pullable = created + days * DAY;
  // A number no date can hold (the registry's answer, not ours to trust): said plainly, no date.
  if (!isDateTime(created) || !isDateTime(pullable))
    return `it is younger than the ${days}-day cooldown, a number of days no date can be given for`;
  const age = Math.max(0, Math.floor((now.getTime() - created) / DAY));
  return `it was created ${day(created)} (${age} ${age === 1 ? 'day' : 'days'} ago) and the ${days}-day cooldown lets it be pulled from ${new Date(pullable).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function supportWindowReason(months: number, released?: string, eol?: string): string {
  const span = released && eol ? Math.floor((Date.parse(eol) - Date.parse(released)) / (30.44 * DAY)) : NaN;
  if (!released || !eol || !Number.isFinite(span))
    return `its main package version's support span is shorter than ${months} months`;
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
