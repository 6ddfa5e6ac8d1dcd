/**
 * Events whose runs comment in `auto` mode. A module of its own, free of imports: the action
 * reads it at start to decide whether to load the PR comment at all (src/action/main.ts).
 */
const PULL_REQUEST_EVENTS: ReadonlySet<string> = new Set(['pull_request', 'pull_request_target']);

/**
 * Why the PR comment has nothing to do for this `comment` mode and event, or null when it may
 * run. One rule for main.ts (whether to load the PR modules) and the comment itself.
 */
export function commentSkipReason(mode: 'auto' | 'always' | 'never', eventName: string): string | null {
  if (mode === 'never') return 'comment is never';
  // Outside pull requests, auto mode has nothing to say and reads nothing.
  if (mode === 'auto' && !PULL_REQUEST_EVENTS.has(eventName))
    return `not a pull request event (${eventName || 'none'}); comment: always comments from other events too`;
  return null;
}
