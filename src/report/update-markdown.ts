// The `update-markdown` output: what `update` rewrote, as the body of the pull request the
// nightly workflow opens (README, "Keep pins current"): each move, where, its builds, the package
// changes it carries and the vulnerabilities it fixes. Pure; never over GitHub's 65 536
// characters: moves that do not fit are counted, and the run's job summary lists every one.
import type { ImageResult } from '../model';
import { behindText, fixLine } from '../findings';
import { plural } from '../text';
import { MARKDOWN_MARKUP, packagesBlock } from './change-text';
import { codeText as code, escapeText, GITHUB_BODY_LIMIT } from './format';

/** One rewrite `update` applied (update/apply.ts UpdateEdit): the reference as written, where, and what it became. */
interface Rewrite {
  file: string;
  line: number;
  from: string;
  to: string;
}

/** Most places listed under one move; the rest are counted. */
const MAX_PLACES = 10;

/** The pull request body for what `update` rewrote; '' when nothing was. */
export function updateMarkdown(
  applied: readonly Rewrite[],
  results: readonly ImageResult[],
  limit = GITHUB_BODY_LIMIT,
): string {
  if (applied.length === 0) return '';
  const byRef = new Map(results.map((r) => [r.ref, r]));
  const moves = Map.groupBy(applied, (e) => `${e.from}\u0000${e.to}`);
  const head = [`## image-check: ${plural(applied.length, 'reference')} moved`, ''];
  const sections = [...moves.values()].map((edits) => moveSection(edits, byRef.get(edits[0]!.from)));
  const body: string[] = [...head];
  let length = head.join('\n').length;
  let shown = 0;
  // Room kept for the line that counts what is left out.
  const room = limit - 200;
  for (const section of sections) {
    const text = section.join('\n');
    if (length + text.length + 1 > room) break;
    body.push(...section);
    length += text.length + 1;
    shown++;
  }
  if (shown < sections.length)
    body.push(`…and ${plural(sections.length - shown, 'more move')}: the run's job summary lists every one.`, '');
  return body.join('\n').slice(0, limit);
}

function moveSection(edits: readonly Rewrite[], r: ImageResult | undefined): string[] {
  const { from, to } = edits[0]!;
  const places = edits.slice(0, MAX_PLACES).map((e) => code(`${e.file}:${e.line}`));
  const more = edits.length > MAX_PLACES ? ` and ${edits.length - MAX_PLACES} more` : '';
  const out = [`### ${code(from)} → ${code(to)}`, '', `- where: ${places.join(', ')}${more}`];
  if (r && r.pinnedDigest !== null && r.buildsBehind !== null) out.push(`- ${escapeText(behindText(r))} its tag`);
  const fixes = r ? fixLine(r) : null;
  if (fixes) out.push(`- ${escapeText(fixes)}`);
  if (r) out.push(...packagesBlock(r, MARKDOWN_MARKUP).map((l, i) => (i === 0 ? `- ${l}` : l)));
  out.push('');
  return out;
}
