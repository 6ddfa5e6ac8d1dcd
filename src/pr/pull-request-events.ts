/**
 * Events whose runs comment in `auto` mode. A module of its own, free of imports: the action
 * reads it at start to decide whether to load the PR comment at all (src/main.ts).
 */
export const PULL_REQUEST_EVENTS: ReadonlySet<string> = new Set(['pull_request', 'pull_request_target']);
