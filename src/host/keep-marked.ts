// "Find our marked text, then create or update it": one rule for every host (a GitHub PR
// comment, the dashboard issue, review comments, a GitLab merge request note). The host gives a
// small store; the rule (marker opens the body, the author is the token's identity, the oldest
// wins, no write when nothing changed) lives here once.

/** A piece of text a host keeps (a comment, an issue, a note). */
export interface MarkedText<Id> {
  id: Id;
  body: string;
  /** The author's login or username, as the host names it. */
  author: string;
  /** Whether the host marks the author as a bot account (an app's `<slug>[bot]`). */
  authorIsBot?: boolean;
  /** Position in creation order: the lowest is the oldest. */
  order: number;
  /** A closed text (an issue): kept only when the viewer has no open one; the store's update reopens it. */
  closed?: boolean;
}

/** Who the token writes as: a known login, or an app installation GitHub does not name. */
export type Viewer = { login: string } | { app: true };

/** The store of one place's marked texts (one pull request's comments, one repository's issues). */
export interface MarkedTextStore<Id> {
  /** Every text the viewer could have written there (a host may pre-filter by author). */
  list(): Promise<MarkedText<Id>[]>;
  create(body: string): Promise<Id>;
  update(id: Id, body: string): Promise<void>;
}

export type KeepAction = 'created' | 'updated' | 'unchanged' | 'none';

export interface Kept<Id> {
  action: KeepAction;
  id: Id | null;
}

/**
 * Whether `text` was written by the viewer: a known login by that login (case-insensitively, as
 * hosts compare logins); an app installation (GET /user refused) by a bot account ending in
 * `[bot]`, never by a person, whatever the person wrote.
 */
function writtenBy(text: Pick<MarkedText<unknown>, 'author' | 'authorIsBot'>, viewer: Viewer): boolean {
  if ('login' in viewer) return text.author.toLowerCase() === viewer.login.toLowerCase();
  return text.authorIsBot === true && text.author.endsWith('[bot]');
}

/** Whether `body` opens with `marker` (a quote of it elsewhere does not start with it). */
const opensWith = (body: string, marker: string): boolean => body.trimStart().startsWith(marker);

/** The viewer's own texts that open with `marker`: open ones first, each part oldest first. */
export function ownMarked<T extends MarkedText<unknown>>(texts: readonly T[], marker: string, viewer: Viewer): T[] {
  return texts
    .filter((t) => opensWith(t.body, marker) && writtenBy(t, viewer))
    .sort((a, b) => Number(a.closed === true) - Number(b.closed === true) || a.order - b.order);
}

/** A body as hosts give it back (line ends, trailing space), for telling whether an edit changes anything. */
export const sameText = (a: string, b: string, normalize: (body: string) => string = (s) => s): boolean => {
  const plain = (s: string) => normalize(s.replace(/\r\n/g, '\n')).trimEnd();
  return plain(a) === plain(b);
};

/**
 * Makes the viewer's oldest text opening with `marker` (an open one before a closed one) say `body`: created when there is none
 * (unless `create` is false), updated when the text differs (by `normalize`, e.g. a production
 * time left out), left alone otherwise.
 */
export async function keepMarked<Id>(
  store: MarkedTextStore<Id>,
  options: {
    marker: string;
    viewer: Viewer;
    body: string;
    create?: boolean;
    normalize?: (body: string) => string;
  },
): Promise<Kept<Id>> {
  const { marker, viewer, body, create = true, normalize } = options;
  if (!opensWith(body, marker)) throw new Error('the body to keep does not open with its marker');
  const existing = ownMarked(await store.list(), marker, viewer)[0];
  if (!existing) {
    if (!create) return { action: 'none', id: null };
    return { action: 'created', id: await store.create(body) };
  }
  if (sameText(existing.body, body, normalize)) return { action: 'unchanged', id: existing.id };
  await store.update(existing.id, body);
  return { action: 'updated', id: existing.id };
}
