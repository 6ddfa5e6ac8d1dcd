// GitHub's texts as keepMarked (host/keep-marked.ts) reads them: an issue comment, a review
// comment or an issue, its author and whether GitHub marks that author a bot.
import type { MarkedText } from '../host/keep-marked';

/** What GitHub answers for a comment or an issue (the fields read; each may be missing). */
interface Written {
  body?: string | null;
  user?: { login?: string; type?: string } | null;
}

/** A comment or issue as a marked text; `order` is its number or id (GitHub's are in creation order). */
export function toMarked<Id>(written: Written, id: Id, order = Number(id)): MarkedText<Id> {
  return {
    id,
    body: written.body ?? '',
    author: written.user?.login ?? '',
    authorIsBot: written.user?.type === 'Bot',
    order,
  };
}
