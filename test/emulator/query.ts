// Query parameters as grpc-gateway reads them (the vendor's protos, chainguard-sdk README): each
// names a field of the RPC's request message by its proto name (`page_size`) or its JSON name
// (`pageSize`), nested fields with dots (`uidp.children_of`). A parameter that names no field is
// ignored without an error, as the real service does, but recorded (`unknown`) so tests see it.
// Handlers read the normalized query: every key by its proto name.

const UIDP = ['uidp.ancestors_of', 'uidp.descendants_of', 'uidp.children_of', 'uidp.in_root', 'uidp.ids'];
const LIST = ['page_size', 'page_token', 'order_by', 'skip'];

/** Request message fields usable as query parameters, by method and path (a RegExp for paths with a uid). */
const ROUTES: { method: string; path: string | RegExp; fields: string[] }[] = [
  { method: 'GET', path: '/policies/v1/policies', fields: [...UIDP, 'name', ...LIST] },
  { method: 'GET', path: '/policies/v1/bindings', fields: [...UIDP, ...LIST] },
  { method: 'GET', path: '/policies/v1/overrides', fields: [...UIDP, ...LIST] },
  {
    method: 'GET',
    path: '/policies/v1/decisions',
    fields: [...UIDP, 'policy_id', 'mode', 'result', 'since', 'until', 'digest', ...LIST],
  },
  { method: 'GET', path: '/registry/v2/repos', fields: [...UIDP, 'name', ...LIST] },
  {
    method: 'GET',
    path: '/registry/v2/tags',
    fields: [
      ...UIDP,
      'name',
      'updated_since',
      'include_referrers',
      'include_dates',
      'include_epochs',
      'digest',
      ...LIST,
    ],
  },
  {
    method: 'GET',
    path: '/vulnerabilities/v2/advisories',
    fields: [
      ...UIDP,
      'advisory_ids',
      'legacy_advisory_ids',
      'artifact_names',
      'artifact_types',
      'artifact_architectures',
      'component_names',
      'component_types',
      'component_locations',
      'aliases',
      'origin',
      'event_review_states',
      'event_authors',
      'exclude_event_authors',
      'event_reviewers',
      'event_types',
      'latest_event_type',
      'query',
      ...LIST,
    ],
  },
  { method: 'GET', path: '/iam/v2/groups', fields: [...UIDP, 'name', ...LIST] },
  { method: 'GET', path: '/iam/v2/identities', fields: [...UIDP, 'name', 'relationship_type', ...LIST] },
  { method: 'GET', path: '/iam/v2/roles', fields: [...UIDP, 'name', ...LIST] },
  { method: 'GET', path: '/iam/v2/roleBindings', fields: [...UIDP, 'identity', 'group', 'role', ...LIST] },
  {
    method: 'GET',
    path: '/registry/v1/eoltags',
    fields: [...UIDP, 'name', 'page_token', 'page_size', 'exclude_dates', 'exclude_epochs'],
  },
  { method: 'PATCH', path: /^\/registry\/v2\/repos\/.+/, fields: ['update_mask'] },
  {
    method: 'GET',
    path: '/sts/exchange',
    fields: ['aud', 'scope', 'identity', 'cap', 'identity_provider', 'scopes'],
  },
  {
    method: 'POST',
    path: '/sts/exchange',
    fields: ['aud', 'scope', 'identity', 'cap', 'identity_provider', 'scopes'],
  },
];

/** `pageSize` -> `page_size`; a proto name stays as it is. */
const protoName = (key: string) =>
  key
    .split('.')
    .map((part) => part.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))
    .join('.');

/** Fields of the route, or undefined for a path this table does not know (its query is left as sent). */
export function queryFields(method: string, path: string): readonly string[] | undefined {
  return ROUTES.find((r) => r.method === method && (typeof r.path === 'string' ? r.path === path : r.path.test(path)))
    ?.fields;
}

/** The query with every key by its proto name, and the keys that name no field (dropped, as the gateway ignores them). */
export function normalizeQuery(
  method: string,
  path: string,
  query: URLSearchParams,
): { query: URLSearchParams; unknown: string[] } {
  const fields = queryFields(method, path);
  if (!fields) return { query, unknown: [] };
  const out = new URLSearchParams();
  const unknown: string[] = [];
  for (const [key, value] of query) {
    const name = protoName(key);
    if (fields.includes(name)) out.append(name, value);
    else if (!unknown.includes(key)) unknown.push(key);
  }
  return { query: out, unknown };
}

/** A boolean query parameter as grpc-gateway parses it: true, false, 1, 0 (absent: false). */
export function boolParam(query: URLSearchParams, name: string): boolean {
  const v = query.get(name);
  return v !== null && (v === 'true' || v === '1' || v === 'True' || v === 'TRUE');
}
