import { messageOf } from '../errors';

// Subject patterns as identities hold them: literal parts escaped, and a hand-written pattern
// refused unless anchored, so it can never match a longer subject of someone else.

/** A regular expression matching exactly `text` (RE2 and JavaScript alike). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Why a --subject-pattern is unsafe or unusable, or undefined: it must be anchored at both ends
 * (the service searches the subject for the pattern, so an unanchored one matches subjects that
 * merely contain it), have no top-level alternative that escapes the anchors, avoid what RE2
 * lacks (lookaround, back-references) and compile.
 */
export function subjectPatternProblem(pattern: string): string | undefined {
  if (/\s/.test(pattern)) return 'holds whitespace; subjects never do';
  if (!pattern.startsWith('^') || !endsWithAnchor(pattern))
    return 'must be anchored: start with ^ and end with $, so it cannot match a longer subject';
  if (topLevelAlternation(pattern))
    return 'has a top-level |, which escapes the anchors; group the alternatives: ^repo:o/r:(a|b)$';
  if (/\(\?<?[=!]|\\[1-9]/.test(pattern)) return 'uses lookaround or a back-reference, which the service (RE2) lacks';
  try {
    new RegExp(pattern);
  } catch (error) {
    return `does not compile: ${messageOf(error)}`;
  }
  return undefined;
}

function endsWithAnchor(pattern: string): boolean {
  if (!pattern.endsWith('$')) return false;
  const backslashes = /\\*$/.exec(pattern.slice(0, -1))![0].length;
  return backslashes % 2 === 0; // an odd count escapes the $
}

function topLevelAlternation(pattern: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return true;
  }
  return false;
}
