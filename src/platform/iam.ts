import { ApiError } from '../http/api-error';
import type { HttpClient } from '../http/client';
import { collect, listAll } from './list';
import {
  emptySchema,
  identitySchema,
  roleBindingSchema,
  roleSchema,
  type Identity,
  type Role,
  type RoleBinding,
} from './schemas';

export interface IamClientOptions {
  http: HttpClient;
  apiUrl: string;
  token: string;
}

export interface NewIdentity {
  name: string;
  description?: string;
  /** The API's oneof: an exact subject or a pattern (RE2) the subject must match; the audience unset means the service's hostname. */
  claimMatch: { issuer: string; audience?: string } & ({ subject: string } | { subjectPattern: string });
}

/** Platform API v2, IAM domain: identities, roles and role bindings. */
export class IamClient {
  private readonly base: string;
  private readonly headers: Record<string, string>;

  constructor(private readonly options: IamClientOptions) {
    this.base = options.apiUrl.replace(/\/+$/, '');
    this.headers = { authorization: `Bearer ${options.token}` };
  }

  /** Creates an identity under a group (the parent is in the path, the fields in the body). */
  createIdentity(groupUid: string, identity: NewIdentity): Promise<Identity> {
    return this.options.http.json(this.url('/iam/v2/identities/', groupUid), {
      method: 'POST',
      headers: this.headers,
      body: identity,
      schema: identitySchema,
      label: 'POST /iam/v2/identities',
    });
  }

  async deleteIdentity(uid: string): Promise<void> {
    await this.options.http.json(this.url('/iam/v2/identities/', uid), {
      method: 'DELETE',
      headers: this.headers,
      schema: emptySchema,
      label: 'DELETE /iam/v2/identities',
    });
  }

  listRoles(): Promise<Role[]> {
    return collect(
      listAll({
        http: this.options.http,
        url: this.url('/iam/v2/roles'),
        headers: this.headers,
        key: 'roles',
        item: roleSchema,
        idOf: (r) => r.uid,
      }),
    );
  }

  /** The role with exactly this name (roles are listed without a scope). */
  async findRole(name: string): Promise<Role> {
    const roles = await this.listRoles();
    const role = roles.find((r) => r.name === name);
    if (!role) {
      const known = roles.map((r) => r.name).sort();
      throw new ApiError({
        status: 404,
        code: 5,
        reason: 'ROLE_NOT_FOUND',
        message: `no role named "${name}"; roles visible to this token: ${known.length ? known.join(', ') : '(none)'}`,
        request: 'GET /iam/v2/roles',
      });
    }
    return role;
  }

  /** Binds a role to an identity on a group; the answer carries the hydrated identity, group and role. */
  bindRole(groupUid: string, identityUid: string, roleUid: string): Promise<RoleBinding> {
    return this.options.http.json(this.url('/iam/v2/roleBindings/', groupUid), {
      method: 'POST',
      headers: this.headers,
      body: { identityUid, roleUid },
      schema: roleBindingSchema,
      label: 'POST /iam/v2/roleBindings',
    });
  }

  /**
   * Role bindings of one identity. The List endpoint follows the common v2 List rules (envelope
   * key `roleBindings`); scoping by the identity's group keeps the listing small.
   */
  async listRoleBindingsOf(identityUid: string, scopeGroup?: string): Promise<RoleBinding[]> {
    const url = this.url('/iam/v2/roleBindings');
    if (scopeGroup) url.searchParams.set('uidp.descendants_of', scopeGroup);
    const all = listAll({
      http: this.options.http,
      url,
      headers: this.headers,
      key: 'roleBindings',
      item: roleBindingSchema,
      idOf: (b) => b.uid,
    });
    return (await collect(all)).filter((b) => b.identity.uid === identityUid);
  }

  async deleteRoleBinding(uid: string): Promise<void> {
    await this.options.http.json(this.url('/iam/v2/roleBindings/', uid), {
      method: 'DELETE',
      headers: this.headers,
      schema: emptySchema,
      label: 'DELETE /iam/v2/roleBindings',
    });
  }

  /** Uids are uid paths (`<group>/<child>`): each segment is escaped, the slashes stay. */
  private url(path: string, uid = ''): URL {
    return new URL(this.base + path + uid.split('/').map(encodeURIComponent).join('/'));
  }
}
