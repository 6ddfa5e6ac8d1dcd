import { aip, badRequest, domainOf, notFound, ok, platformAuthFailure, preconditionFailed, type Reply } from './errors';
import { claimMatchOf } from './oidc';
import { listPage, type Sortable } from './paging';
import { boolParam } from './query';
import type { EmulatorState, RequestContext } from './state';
import type { Advisory, Binding, Group, Identity, Repo, Role, Tag } from './store';

// The Platform API v2: registry (repos, tags), vulnerabilities (advisories), IAM (groups,
// identities, roles, role bindings). Paths the spec does not show (groups, Get of tags and role
// bindings, tag delete) follow the pattern of the ones it does.

const NAME_RULE = /^[a-z0-9 ._-]{1,}$/;
const MAX_DESCRIPTION = 200;

// ---- rendering (camelCase, uid/createTime/updateTime) ------------------------------------------

const renderGroup = (g: Group) => ({
  uid: g.uid,
  name: g.name,
  description: g.description,
  createTime: g.createTime,
  updateTime: g.updateTime,
});
// Fields of the protos' messages (registry/v2 repos.proto, tags.proto), zero values present;
// `zeroValues: 'absent'` leaves them out (index.ts).
const renderRepo = (r: Repo) => ({
  uid: r.uid,
  name: r.name,
  description: r.description,
  catalogTier: 'CATALOG_TIER_UNSPECIFIED',
  bundles: [],
  aliases: [],
  activeTags: [],
  sync_config: null,
  customOverlay: null,
  createTime: r.createTime,
  updateTime: r.updateTime,
});
const renderTag = (t: Tag) => ({
  uid: t.uid,
  name: t.name,
  digest: t.digest,
  updateTime: t.updateTime,
  deprecated: t.deprecated,
  bundles: [],
});

// Tag forms the v2 listing leaves out unless asked for (tags.proto ListTagsRequest).
const EPOCH_TAG = /-r[0-9]+$/;
const DATE_TAG = /-20[0-9]{6}$/;
const REFERRER_TAG = /^sha256-/;

/** ListTags's filters: name, digest, updated_since, and the default exclusions of epoch, date and referrer tags. */
function tagFilter(query: URLSearchParams): (t: Tag) => boolean {
  const name = query.get('name') || null;
  const digest = query.get('digest') || null;
  const since = query.get('updated_since');
  const sinceMs = since ? Date.parse(since) : Number.NaN;
  const epochs = boolParam(query, 'include_epochs');
  const dates = boolParam(query, 'include_dates');
  const referrers = boolParam(query, 'include_referrers');
  return (t) =>
    (name === null || t.name === name) &&
    (digest === null || t.digest === digest) &&
    (Number.isNaN(sinceMs) || Date.parse(t.updateTime) > sinceMs) &&
    (epochs || !EPOCH_TAG.test(t.name)) &&
    (dates || !DATE_TAG.test(t.name)) &&
    (referrers || !REFERRER_TAG.test(t.name));
}
const renderAdvisory = (a: Advisory) => ({
  uid: a.uid,
  advisoryId: a.advisoryId,
  artifactName: a.artifactName,
  aliases: a.aliases,
  createTime: a.createTime,
  updateTime: a.updateTime,
});
const renderRole = (r: Role) => ({ uid: r.uid, name: r.name, description: r.description });
const renderIdentity = (i: Identity) => ({
  uid: i.uid,
  name: i.name,
  description: i.description,
  claimMatch: { ...i.claimMatch },
  lastSeenTime: i.lastSeenTime,
  createTime: i.createTime,
  updateTime: i.updateTime,
});

/** Items sort by name and creation time; tags by name and their oldest build. */
class SortableTag implements Sortable {
  readonly uid: string;
  readonly name: string;
  readonly seq: number;
  constructor(readonly tag: Tag) {
    this.uid = tag.uid;
    this.name = tag.name;
    this.seq = tag.seq;
  }
  // Read only when a listing sorts by it: a generated history computes it.
  get createTime(): string {
    return this.tag.createTime;
  }
}
const sortableTag = (t: Tag) => new SortableTag(t);

/** A uid is in scope of `uidp.descendants_of=X` when its parent is X or below X; of `children_of` when its parent is X. */
function scopeFilter(query: URLSearchParams): (parent: string | null) => boolean {
  const descendants = query.get('uidp.descendants_of');
  const children = query.get('uidp.children_of');
  return (parent) => {
    if (parent === null) return descendants === null && children === null;
    if (descendants !== null && descendants !== '' && parent !== descendants && !parent.startsWith(`${descendants}/`))
      return false;
    if (children !== null && children !== '' && parent !== children) return false;
    return true;
  };
}

// A list filter: the key repeated (`?artifactNames=a&artifactNames=b`, as google.api.http maps a
// repeated field) and/or comma-separated values; undefined when the key is absent.
const commaList = (values: string[]) =>
  values.length === 0
    ? undefined
    : values
        .flatMap((v) => v.split(','))
        .map((s) => s.trim())
        .filter(Boolean);

/** Handles a Platform API request; undefined when the path is not a Platform API path. */
export function handlePlatform(state: EmulatorState, ctx: RequestContext): Reply | undefined {
  const { method, path, query } = ctx;
  if (!/^\/(registry|vulnerabilities|iam)\/v2(\/|$)/.test(path)) return undefined;
  const domain = domainOf(path);
  const { store } = state;

  const refused = platformAuthFailure(state, ctx, domain);
  if (refused) return refused;
  if (ctx.bodyInvalid) return badRequest(domain, [{ field: 'body', description: 'is not JSON' }]);

  const list = <T extends Sortable>(key: string, items: T[], render: (item: T) => unknown, defaultOrder?: 'uid') =>
    listPage(
      {
        query,
        pathname: path,
        domain,
        tokenLifetimeMs: state.pageTokenLifetimeMs,
        expireToken: () => ctx.faults.take('expire-page-token') !== undefined,
        nextNonce: () => state.nextNonce(),
        defaultOrder,
      },
      key,
      items,
      render,
    );
  /** The uid after a collection prefix, e.g. `/iam/v2/identities/<uid>`. */
  const rest = (prefix: string) =>
    path.startsWith(prefix) && path.length > prefix.length ? decodeURIComponent(path.slice(prefix.length)) : undefined;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const inScope = scopeFilter(query);
  const now = () => new Date().toISOString();

  // ---- registry: repos ----
  if (path === '/registry/v2/repos' && method === 'GET') {
    const name = query.get('name');
    const repos = [...store.repos.values()].filter(
      (r) => (name === null || name === '' || r.name === name) && inScope(r.group),
    );
    return list('repos', repos, renderRepo);
  }
  const repoUid = rest('/registry/v2/repos/');
  if (repoUid !== undefined) {
    const repo = store.repos.get(repoUid);
    if (!repo) return notFound(domain, 'Repo', repoUid);
    if (method === 'GET') return ok(renderRepo(repo));
    if (method === 'PATCH') return patchRepo(repo, query, body, domain);
    if (method === 'DELETE') {
      // Deleting a repo removes its tags with it (the spec names no dependent of a repo).
      for (const tag of store.tagsOf(repo.uid)) store.tags.delete(tag.uid);
      store.repos.delete(repo.uid);
      return ok();
    }
  }

  // ---- registry: tags ----
  if (path === '/registry/v2/tags' && method === 'GET') {
    const keep = tagFilter(query);
    // One repo's tags (the product's listing) from the store's index, already in the default
    // order; any other scope from all.
    const children = query.get('uidp.children_of');
    const from = children ? store.tags.ofRepoByUid(children) : [...store.tags.values()];
    const tags = from.filter((t) => keep(t) && inScope(t.repoUid)).map(sortableTag);
    // Default order `uid asc` (tags.proto).
    return list('tags', tags, (t) => renderTag(t.tag), 'uid');
  }
  const tagUid = rest('/registry/v2/tags/');
  if (tagUid !== undefined) {
    const tag = store.tags.get(tagUid);
    if (!tag) return notFound(domain, 'Tag', tagUid);
    if (method === 'GET') return ok(renderTag(tag));
    if (method === 'DELETE') {
      store.tags.delete(tag.uid);
      return ok();
    }
  }

  // ---- vulnerabilities: advisories ----
  if (path === '/vulnerabilities/v2/advisories' && method === 'GET') {
    // Advisories are about images, not groups: a scope parameter is accepted and does not narrow them.
    const names = commaList(query.getAll('artifact_names'));
    const ids = commaList(query.getAll('advisory_ids'));
    const nameSet = names && new Set(names);
    const idSet = ids && new Set(ids);
    const advisories = [...store.advisories.values()].filter(
      (a) => (!nameSet || nameSet.has(a.artifactName)) && (!idSet || idSet.has(a.advisoryId)),
    );
    return list(
      'advisories',
      advisories.map((a) => ({ ...a, name: a.advisoryId })),
      renderAdvisory,
    );
  }
  const advisoryUid = rest('/vulnerabilities/v2/advisories/');
  if (advisoryUid !== undefined && method === 'GET') {
    const advisory = store.advisories.get(advisoryUid);
    return advisory ? ok(renderAdvisory(advisory)) : notFound(domain, 'Advisory', advisoryUid);
  }

  // ---- IAM: groups ----
  if (path === '/iam/v2/groups' && method === 'GET') {
    return list(
      'groups',
      [...store.groups.values()].filter((g) => inScope(g.parent)),
      renderGroup,
    );
  }
  const groupRef = rest('/iam/v2/groups/');
  if (groupRef !== undefined) {
    const group = store.groups.get(groupRef);
    if (!group) return notFound(domain, 'Group', groupRef);
    if (method === 'GET' && state.unreadableGroups.has(group.uid))
      return aip('PERMISSION_DENIED', `the caller has no role on group ${group.uid}`, domain);
    if (method === 'GET') return ok(renderGroup(group));
    if (method === 'POST') {
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      if (!name) return badRequest(domain, [{ field: 'name', description: 'is required' }]);
      return ok(
        renderGroup(store.addGroup(group.uid, name, typeof body.description === 'string' ? body.description : '')),
      );
    }
    if (method === 'DELETE') {
      const children = store.childrenOf(group.uid);
      if (children.length) {
        return preconditionFailed(
          domain,
          `group ${group.uid} still has child resources`,
          children.map((c) => ({
            type: 'RESOURCE_NOT_EMPTY',
            subject: c.uid,
            description: `${c.kind} ${c.uid} is in the group`,
          })),
        );
      }
      store.groups.delete(group.uid);
      return ok();
    }
  }

  // ---- IAM: account associations (the organization's service principals, by root group uid) ----
  const associationUid = rest('/iam/v2/accountAssociations/');
  if (associationUid !== undefined && method === 'GET') {
    const group = store.groups.get(associationUid);
    const { signatures } = state;
    if (signatures.associationRefused.has(associationUid))
      return aip('PERMISSION_DENIED', `the caller may not list account associations of ${associationUid}`, domain);
    if (!group || group.parent !== null || signatures.associationMissing.has(associationUid))
      return notFound(domain, 'AccountAssociation', associationUid);
    return ok({
      uid: group.uid,
      name: group.name,
      description: '',
      amazon: null,
      google: null,
      chainguard: { serviceBindings: signatures.bindingsOf(group.uid) },
      azure: null,
      github: null,
      createTime: group.createTime,
      updateTime: group.updateTime,
    });
  }

  // ---- IAM: identities ----
  if (path === '/iam/v2/identities' && method === 'GET') {
    return list(
      'identities',
      [...store.identities.values()].filter((i) => inScope(i.group)),
      renderIdentity,
    );
  }
  const identityRef = rest('/iam/v2/identities/');
  if (identityRef !== undefined && method === 'POST') {
    if (!store.groups.has(identityRef)) return notFound(domain, 'Group', identityRef);
    const violations: { field: string; description: string }[] = [];
    const name = typeof body.name === 'string' ? body.name : '';
    if (!NAME_RULE.test(name)) violations.push({ field: 'name', description: `must match ${NAME_RULE.source}` });
    const claimMatch = claimMatchOf(body.claimMatch, violations);
    if (body.description !== undefined && typeof body.description !== 'string')
      violations.push({ field: 'description', description: 'must be a string' });
    if (typeof body.description === 'string' && body.description.length > MAX_DESCRIPTION)
      violations.push({ field: 'description', description: `must be at most ${MAX_DESCRIPTION} characters` });
    if (violations.length) return badRequest(domain, violations);
    const identity = store.addIdentity(identityRef, {
      name,
      description: typeof body.description === 'string' ? body.description : '',
      claimMatch,
    });
    return ok(renderIdentity(identity));
  }
  if (identityRef !== undefined) {
    const identity = store.identities.get(identityRef);
    if (!identity) return notFound(domain, 'Identity', identityRef);
    if (method === 'GET') return ok(renderIdentity(identity));
    if (method === 'DELETE') {
      const bound = [...store.bindings.values()].filter((b) => b.identityUid === identity.uid);
      if (bound.length) {
        return preconditionFailed(
          domain,
          `identity ${identity.uid} still has role bindings`,
          bound.map((b) => ({
            type: 'RESOURCE_NOT_EMPTY',
            subject: b.uid,
            description: `role binding ${b.uid} references the identity`,
          })),
        );
      }
      store.identities.delete(identity.uid);
      return ok();
    }
  }

  // ---- IAM: roles (listed without a scope) ----
  if (path === '/iam/v2/roles' && method === 'GET') return list('roles', [...store.roles.values()], renderRole);
  const roleUid = rest('/iam/v2/roles/');
  if (roleUid !== undefined && method === 'GET') {
    const role = store.roles.get(roleUid);
    return role ? ok(renderRole(role)) : notFound(domain, 'Role', roleUid);
  }

  // ---- IAM: role bindings (answers carry the hydrated identity, group and role) ----
  const hydrate = (b: Binding) => {
    const identity = store.identities.get(b.identityUid);
    const group = store.groups.get(b.groupUid);
    const role = store.roles.get(b.roleUid);
    return {
      uid: b.uid,
      identity: identity
        ? {
            uid: identity.uid,
            name: identity.name,
            description: identity.description,
            subject: identity.claimMatch.subject,
            issuer: identity.claimMatch.issuer,
          }
        : { uid: b.identityUid },
      group: group ? { uid: group.uid, name: group.name, description: group.description } : { uid: b.groupUid },
      role: role ? renderRole(role) : { uid: b.roleUid },
      createTime: b.createTime,
    };
  };
  if (path === '/iam/v2/roleBindings' && method === 'GET') {
    const bindings = [...store.bindings.values()]
      .filter((b) => inScope(b.groupUid))
      .map((b) => ({ ...b, name: b.uid }));
    return list('roleBindings', bindings, hydrate);
  }
  const bindingRef = rest('/iam/v2/roleBindings/');
  if (bindingRef !== undefined && method === 'POST') {
    const group = store.groups.get(bindingRef);
    if (!group) return notFound(domain, 'Group', bindingRef);
    const violations: { field: string; description: string }[] = [];
    if (typeof body.identityUid !== 'string' || body.identityUid === '')
      violations.push({ field: 'identityUid', description: 'is required' });
    if (typeof body.roleUid !== 'string' || body.roleUid === '')
      violations.push({ field: 'roleUid', description: 'is required' });
    if (violations.length) return badRequest(domain, violations);
    const identity = store.identities.get(body.identityUid as string);
    if (!identity) return notFound(domain, 'Identity', body.identityUid as string);
    const role = store.roles.get(body.roleUid as string);
    if (!role) return notFound(domain, 'Role', body.roleUid as string);
    const same = [...store.bindings.values()].find(
      (b) => b.identityUid === identity.uid && b.groupUid === group.uid && b.roleUid === role.uid,
    );
    if (same)
      return aip(
        'ALREADY_EXISTS',
        `identity ${identity.uid} already has role ${role.name} on group ${group.uid} (role binding ${same.uid})`,
        domain,
      );
    return ok(hydrate(store.addBinding(group.uid, identity.uid, role.uid)));
  }
  if (bindingRef !== undefined) {
    const binding = store.bindings.get(bindingRef);
    if (!binding) return notFound(domain, 'RoleBinding', bindingRef, 'role binding');
    if (method === 'GET') return ok(hydrate(binding));
    if (method === 'DELETE') {
      store.bindings.delete(binding.uid);
      return ok();
    }
  }

  return aip('NOT_FOUND', `no route ${method} ${path}`, domain);

  function patchRepo(repo: Repo, q: URLSearchParams, changes: Record<string, unknown>, dom: string): Reply {
    const UPDATABLE = ['description'];
    const maskText = q.get('update_mask');
    const mask =
      maskText === null
        ? undefined
        : maskText
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
    const unknown = mask?.filter((f) => f !== '*' && !UPDATABLE.includes(f));
    if (unknown?.length)
      return badRequest(dom, [
        {
          field: 'updateMask',
          description: `${unknown.join(', ')} cannot be updated; updatable: ${UPDATABLE.join(', ')}`,
        },
      ]);
    // With a mask: only its fields ('*': all, absent ones reset). Without: only the fields present.
    const fields = mask === undefined ? UPDATABLE.filter((f) => f in changes) : mask.includes('*') ? UPDATABLE : mask;
    for (const field of fields) {
      const value = changes[field];
      if (value !== undefined && typeof value !== 'string')
        return badRequest(dom, [{ field, description: 'must be a string' }]);
    }
    for (const field of fields)
      if (field === 'description')
        repo.description = typeof changes.description === 'string' ? changes.description : '';
    repo.updateTime = now();
    return ok(renderRepo(repo));
  }
}
