// The naive client the benchmark compares the action with: what a shell script with curl does.
// For every reference, one request after another: find the repo, list its tags, list its
// advisories, get a registry token, walk the tag's history. Nothing is shared between references
// and nothing runs in parallel. Plain `fetch`, no retries, no imports from the project.
//
// Run: node bench/naive.ts (Node 24 strips the types), with the action's inputs as environment
// variables: INPUT_IMAGES (one reference a line), INPUT_REGISTRY, INPUT_API-URL, INPUT_TOKEN,
// INPUT_REGISTRY-TOKEN, INPUT_GROUP, INPUT_MAX-AGE-DAYS. Prints the results as JSON.

export interface NaiveOptions {
  refs: string[];
  registry: string;
  apiUrl: string;
  token: string;
  registryToken: string;
  group: string;
  maxAgeDays: number;
  now?: Date;
}

export interface NaiveResult {
  ref: string;
  status: 'ok' | 'eol' | 'stale' | 'error';
  digest: string | null;
  buildsBehind: number | null;
  advisories: number;
  error: string | null;
}

const PUBLIC_ORG = 'chainguard';
const WINDOW = 1000;

interface Page {
  nextPageToken?: string;
  [key: string]: unknown;
}

async function getJson(url: string, authorization: string): Promise<Page> {
  const res = await fetch(url, { headers: { authorization, accept: 'application/json' } });
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status} from ${new URL(url).pathname}`);
  return JSON.parse(text) as Page;
}

async function listAll(url: string, key: string, authorization: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let token = '';
  for (;;) {
    const page = await getJson(
      `${url}&page_size=200${token ? `&page_token=${encodeURIComponent(token)}` : ''}`,
      authorization,
    );
    items.push(...((page[key] as Record<string, unknown>[] | undefined) ?? []));
    if (!page.nextPageToken) return items;
    token = page.nextPageToken;
  }
}

function base(host: string): string {
  return /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host) ? `http://${host}` : `https://${host}`;
}

/** A tag's whole history, window after window, each digest once (oldest first). */
async function historyOf(url: string, token: string): Promise<{ updateTimestamp: string; digest: string }[]> {
  const history: { updateTimestamp: string; digest: string }[] = [];
  const seen = new Set<string>();
  let start = '';
  for (;;) {
    const page = (await getJson(`${url}${start ? `?start=${encodeURIComponent(start)}` : ''}`, `Bearer ${token}`)) as {
      history: { updateTimestamp: string; digest: string }[];
    };
    for (const r of page.history) {
      if (seen.has(r.digest)) continue;
      seen.add(r.digest);
      history.push(r);
    }
    if (page.history.length < WINDOW) break;
    start = history[history.length - 1]!.updateTimestamp;
  }
  return history;
}

async function checkOne(ref: string, o: NaiveOptions): Promise<NaiveResult> {
  const result: NaiveResult = { ref, status: 'ok', digest: null, buildsBehind: null, advisories: 0, error: null };
  const match = /^([^/]+)\/([^/]+)\/([^:@]+)(?::([^@]+))?(?:@(.+))?$/.exec(ref);
  if (!match) return { ...result, status: 'error', error: 'cannot parse' };
  const [, host, org, image, tag = 'latest', pinned] = match as unknown as [
    string,
    string,
    string,
    string,
    string | undefined,
    string | undefined,
  ];
  const api = o.apiUrl.replace(/\/+$/, '');
  const bearer = `Bearer ${o.token}`;
  try {
    const scoped = o.group && org !== PUBLIC_ORG ? `&uidp.descendants_of=${encodeURIComponent(o.group)}` : '';
    let repos = await listAll(`${api}/registry/v2/repos?name=${encodeURIComponent(image)}${scoped}`, 'repos', bearer);
    repos = repos.filter(
      (r) => r.name === image && !(o.group && org === PUBLIC_ORG && String(r.uid).startsWith(`${o.group}/`)),
    );
    if (repos.length !== 1) throw new Error(`${repos.length} repos named ${image}`);
    const tags = await listAll(
      `${api}/registry/v2/tags?uidp.children_of=${encodeURIComponent(String(repos[0]!.uid))}`,
      'tags',
      bearer,
    );
    const found = tags.find((t) => t.name === tag);
    if (!found) throw new Error(`no tag ${tag}`);
    const advisories = await listAll(
      `${api}/vulnerabilities/v2/advisories?artifactNames=${encodeURIComponent(image)}`,
      'advisories',
      bearer,
    );
    result.advisories = new Set(advisories.filter((a) => a.artifactName === image).map((a) => a.advisoryId)).size;

    const reg = base(host);
    const scope = encodeURIComponent(`repository:${org}/${image}:pull`);
    const { token } = (await getJson(
      `${reg}/token?scope=${scope}&service=${encodeURIComponent(host)}`,
      `Basic ${Buffer.from(`_token:${o.registryToken}`).toString('base64')}`,
    )) as { token: string };
    const history = await historyOf(`${reg}/v2/${org}/${image}/_chainguard/history/${encodeURIComponent(tag)}`, token);
    const newest = history[history.length - 1];
    if (!newest) throw new Error('empty history');
    result.digest = newest.digest;
    result.buildsBehind = 0;
    let behindSince: string | null = null;
    if (pinned) {
      const index = history.findIndex((r) => r.digest === pinned);
      if (index < 0) throw new Error('pinned digest not in history');
      result.buildsBehind = history.length - 1 - index;
      behindSince = history[index + 1]?.updateTimestamp ?? null;
    }
    const now = (o.now ?? new Date()).getTime();
    result.status = found.deprecated
      ? 'eol'
      : behindSince && now - Date.parse(behindSince) > o.maxAgeDays * 86_400_000
        ? 'stale'
        : 'ok';
  } catch (error) {
    result.status = 'error';
    result.error = error instanceof Error ? error.message : String(error);
  }
  return result;
}

/** Checks every reference, one request after another. */
export async function runNaive(options: NaiveOptions): Promise<NaiveResult[]> {
  const results: NaiveResult[] = [];
  for (const ref of options.refs) results.push(await checkOne(ref, options));
  return results;
}

const isMain = process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const input = (name: string) => (process.env[`INPUT_${name.toUpperCase()}`] ?? '').trim();
  const results = await runNaive({
    refs: input('images')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    registry: input('registry'),
    apiUrl: input('api-url'),
    token: input('token'),
    registryToken: input('registry-token'),
    group: input('group'),
    maxAgeDays: Number(input('max-age-days') || '30'),
  });
  process.stdout.write(`${JSON.stringify(results)}\n`);
}
