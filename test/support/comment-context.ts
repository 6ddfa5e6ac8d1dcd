import { gitHubLinks } from '../../src/github/review-host';
import type { CommentContext } from '../../src/review/comment';

/** A plain PR comment context for tests that read the rendered body: fixed commits, no run link. */
export function commentContext(producedAt: Date): CommentContext {
  return {
    marker: '<!-- m -->',
    verdictLine: 'ok',
    baseSha: 'a'.repeat(40),
    headSha: 'b'.repeat(40),
    producedAt,
    version: '0.0.0',
    links: gitHubLinks('https://github.com', 'o/r'),
    runUrl: null,
  };
}
