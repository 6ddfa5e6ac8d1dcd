import { ACTION_WORDS, type Words } from '../words';
import type { SkippedReference } from '../model';
import type { Lookalike } from './targets';

// A gate is trusted when green means "checked, and fine": a run that checked nothing because of
// how it was set up says why, and fails under fail-on `error`. Pure.

export interface CoverageInput {
  /** The `images` and `files` inputs as read. */
  images: readonly string[];
  files: readonly string[];
  registry: string;
  /** `files` globs that selected no file. */
  unmatchedGlobs: readonly string[];
  /** References found in the selected files (before they are sorted into targets and skipped). */
  foundInFiles: number;
  /** Every reference not checked, from the inputs and the files. */
  skipped: readonly SkippedReference[];
  /** Distinct references to check. */
  targets: number;
  /** References on other hosts that look like the registry's behind a mirror (check/targets.ts). */
  lookalikes?: readonly Lookalike[];
  /** The shell's names for the settings (the action's inputs by default). */
  words?: Words;
}

interface Coverage {
  /** Why (part of) the run checks nothing: each counts as an error. */
  errors: string[];
  /** Worth saying, not failing: selected files that hold no reference (a PR may remove the last one). */
  notices: string[];
}

/** Commas outside `{...}` (where they are glob alternatives): a list written on one line. */
function commaParts(glob: string): string[] | null {
  let depth = 0;
  const parts: string[] = [];
  let part = '';
  for (const ch of glob) {
    if (ch === '{') depth++;
    if (ch === '}') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      parts.push(part.trim());
      part = '';
    } else part += ch;
  }
  parts.push(part.trim());
  const named = parts.filter((p) => p !== '');
  return named.length > 1 ? named : null;
}

/** Why nothing (or less than asked) was checked. */
export function assessCoverage(input: CoverageInput): Coverage {
  const errors: string[] = [];
  const notices: string[] = [];
  const w = input.words ?? ACTION_WORDS;
  if (input.images.length === 0 && input.files.length === 0) {
    errors.push(w.nothingToCheck);
    return { errors, notices };
  }
  for (const glob of input.unmatchedGlobs) {
    const parts = commaParts(glob);
    errors.push(parts ? w.commaList(glob, parts) : w.noMatch(glob));
  }
  if (input.targets === 0) {
    const hosts = new Map<string, number>();
    let unusable = 0;
    for (const s of input.skipped) {
      if (s.kind === 'other-registry') {
        const host = /\(([^)]+)\)$/.exec(s.reason)?.[1] ?? s.reason;
        hosts.set(host, (hosts.get(host) ?? 0) + 1);
      } else unusable++;
    }
    const total = input.skipped.length;
    if (total > 0) {
      const on = [...hosts].map(([host, n]) => `${host} (${n})`).join(', ');
      const parts = [
        hosts.size > 0 ? `they are on ${on}` : '',
        unusable > 0 ? `${unusable} could not be read as a reference (see the warnings)` : '',
      ].filter(Boolean);
      errors.push(
        `nothing to check: ${total} image reference${total === 1 ? ' was' : 's were'} found, none on registry ${input.registry}: ${parts.join('; ')}. Only references on ${w.registryHost} are checked; set ${w.name('registry')} if your images are on another host`,
      );
    } else if (input.images.length === 0 && input.unmatchedGlobs.length === 0 && input.foundInFiles === 0) {
      notices.push(`The files selected by the files globs hold no image reference: nothing to check.`);
    }
  }
  const lookalike = lookalikeNotice(input.lookalikes ?? [], input.registry, w);
  if (lookalike) notices.push(lookalike);
  return { errors, notices };
}

/** One notice for every reference that looks like a mirror of the registry: not checked, and how it would be. */
function lookalikeNotice(lookalikes: readonly Lookalike[], registry: string, w: Words): string | null {
  const [first] = lookalikes;
  if (!first) return null;
  const where = first.location ? ` at ${first.location.file}:${first.location.line}` : '';
  const more = lookalikes.length > 1 ? ` and ${lookalikes.length - 1} more` : '';
  return `Set ${w.the('registry-map')} to check references of a mirror of ${registry}: ${first.ref}${where}${more} look${lookalikes.length > 1 ? '' : 's'} like ${registry} images on another host and ${lookalikes.length > 1 ? 'were' : 'was'} not checked (e.g. ${first.pair})`;
}
