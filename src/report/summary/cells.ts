// The cells of the summary's tables and the places in its lists: a reference with where it is
// written, a location linked to its line, an advisory id, a digest, a status, a last build.
import { activeAdvisories, denyingPolicies, findingsOf, gateOf, type FindingKind } from '../../findings';
import { acceptedUntil, type FailOn, type ImageResult, type Location } from '../../model';
import { locationUrl } from '../links';
import {
  escapeText as esc,
  encodeLinkPath,
  formatLocation,
  isoDate,
  relativeTime,
  shortDigest,
  truncate,
  withinMaxAgeText,
} from '../format';
import { plural } from '../../text';
import { MAX_LOCATIONS, MAX_MESSAGE, MAX_PATH } from './budget';
import type { Links } from './input';

/** The reference as written, a pinned digest in it shortened (the full reference is the title). */
export function referenceCell(r: ImageResult, links: Links): string {
  const short = r.ref.replace(/@([a-z0-9]+):([0-9a-f]{12})[0-9a-f]{20,}$/, '@$1:$2…');
  const code = short === r.ref ? `<code>${esc(r.ref)}</code>` : `<code title="${esc(r.ref)}">${esc(short)}</code>`;
  if (r.locations.length === 0) return code;
  const shown = r.locations.slice(0, MAX_LOCATIONS).map((l) => locationText(l, links));
  const more = r.locations.length - shown.length;
  return `${code}<br><sub>${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}</sub>`;
}

/**
 * `file:line`, a link to that line at the run's commit when `blobBase` is known; a location in a
 * repository read through the API links to the line at the commit read.
 */
export function locationText(l: Location, links: Links): string {
  const text = esc(formatLocation({ ...l, file: truncate(l.file, MAX_PATH) }));
  const url = links.serverUrl ? locationUrl(links.serverUrl, l) : null;
  if (url) return `<a href="${attr(url)}">${text}</a>`;
  const { blobBase } = links;
  if (!blobBase || l.repository) return text;
  return `<a href="${attr(`${blobBase}/${encodeLinkPath(l.file)}#L${l.line}`)}">${text}</a>`;
}

/** Text for an HTML attribute: the URL stays a URL (escapeText would defuse it), quotes cannot end it. */
export const attr = (text: string) =>
  text.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]!);

/** An advisory id, linked through the `advisory-url` template when given. */
export function advisoryLink(id: string, template?: string): string {
  if (!template) return esc(id);
  return `<a href="${attr(template.replaceAll('{id}', encodeURIComponent(id)))}">${esc(id)}</a>`;
}

export function digestCell(r: ImageResult): string {
  return r.digest ? `<code title="${esc(r.digest)}">${esc(shortDigest(r.digest))}</code>` : '—';
}

/** Each finding's label in the Finding column (accepted ones too, with the 🔕 note); null: said elsewhere (advisories below, dry-run denials in the policy plan). */
const LABEL: Record<FindingKind, ((r: ImageResult, failOn: ReadonlySet<FailOn>) => string) | null> = {
  error: () => '❌ error',
  unsigned: () => '🔏 not signed by the vendor',
  denied: (r) => `🚫 refused by the registry (${esc(denyingPolicies(r).join(', '))})`,
  eol: () => '⛔ end-of-life',
  vulnerability: (_r, failOn) => `🐞 vulnerabilities at ${esc(gateOf(failOn) ?? '')} or worse`,
  stale: () => '⚠️ stale',
  'dry-run': null,
  ending: () => '⏳ ending soon',
  advisory: null,
};

function statusCell(r: ImageResult, failOn: ReadonlySet<FailOn>): string {
  const labels: string[] = [];
  for (const { kind } of findingsOf(r, failOn)) {
    const label = LABEL[kind]?.(r, failOn);
    if (label !== undefined) labels.push(label);
  }
  const within = withinMaxAgeText(r);
  // "current" only with nothing else to say: never beside a finding.
  if (labels.length === 0 && r.status === 'ok') labels.push(within ? `✅ ${esc(within)}` : '✅ current');
  if (r.ignored && r.ignored.kinds.length > 0)
    labels.push(
      `🔕 ${esc(r.ignored.kinds.join(', '))} ignored ${esc(acceptedUntil(r.ignored))}: ${esc(truncate(r.ignored.reason, MAX_MESSAGE))}`,
    );
  if (r.endOfLife && (r.endOfLife.buildsUntil || r.endOfLife.supportEnds)) {
    const d = r.endOfLife;
    labels.push(
      `<sub>${d.supportEnds ? `support ends ${esc(isoDate(d.supportEnds))}` : ''}${d.supportEnds && d.buildsUntil ? ', ' : ''}${d.buildsUntil ? `builds until ${esc(isoDate(d.buildsUntil))}` : ''}</sub>`,
    );
  }
  let cell = labels.join(' · ');
  if (r.status === 'error' && r.error) {
    cell += `<br>${esc(r.error.reason)}${r.error.code === null ? '' : ` (${esc(String(r.error.code))})`}: ${esc(truncate(r.error.message, MAX_MESSAGE))}`;
  }
  return cell;
}

export function lastBuildCell(r: ImageResult, now: Date): string {
  return r.lastUpdate ? `${esc(relativeTime(r.lastUpdate, now))} (${esc(isoDate(r.lastUpdate))})` : '—';
}

export function behindCell(r: ImageResult, now: Date, maxAge: string): string {
  if (r.buildsBehind === null) return '—';
  if (!r.pinnedDigest) return 'not pinned';
  if (r.buildsBehind === 0) return '0';
  const since = r.behindSince ? ` since ${esc(isoDate(r.behindSince))} (${esc(relativeTime(r.behindSince, now))})` : '';
  const over = r.status === 'stale' ? `, over max-age ${esc(maxAge)}` : '';
  return `${r.buildsBehind}${since}${over}`;
}

/** The status, then in small print the current digest, the last build, how far a pin is behind, the advisories. */
export function findingCell(r: ImageResult, now: Date, maxAge: string, failOn: ReadonlySet<FailOn>): string {
  const facts: string[] = [];
  if (r.digest) facts.push(`current ${digestCell(r)}`);
  if (r.lastUpdate) facts.push(`last build ${lastBuildCell(r, now)}`);
  if (r.pinnedDigest && r.buildsBehind !== null && r.buildsBehind > 0) {
    const since = r.behindSince ? ` since ${esc(isoDate(r.behindSince))}` : '';
    facts.push(
      `pin ${plural(r.buildsBehind, 'build')} behind${since}${r.status === 'stale' ? `, over max-age ${esc(maxAge)}` : ''}`,
    );
  }
  const advisories = activeAdvisories(r).length;
  if (advisories > 0) facts.push(plural(advisories, 'advisory', 'advisories'));
  return `${statusCell(r, failOn)}${facts.length > 0 ? `<br><sub>${facts.join(' · ')}</sub>` : ''}`;
}

export function suggestionCell(r: ImageResult): string {
  return r.suggestion ? `<code>${esc(r.suggestion)}</code>` : '—';
}
