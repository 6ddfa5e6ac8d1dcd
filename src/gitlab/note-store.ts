// A merge request's notes as a store of marked texts (host/keep-marked.ts): the one rule that
// finds our note again (marker and author) and writes only when the text changes is keepMarked's.

import type { MarkedText, MarkedTextStore } from '../host/keep-marked';
import type { GitLabClient } from './client';

/** The notes of merge request `iid`; GitLab's own system notes ("added 1 commit") are left out. */
export function noteStore(client: GitLabClient, iid: number): MarkedTextStore<number> {
  return {
    async list(): Promise<MarkedText<number>[]> {
      const notes = await client.notes(iid);
      return notes
        .filter((n) => !n.system)
        .map((n) => ({ id: n.id, body: n.body, author: n.author.username, authorIsBot: n.author.bot, order: n.id }));
    },
    create: async (body) => (await client.createNote(iid, body)).id,
    update: async (id, body) => {
      await client.updateNote(iid, id, body);
    },
  };
}
