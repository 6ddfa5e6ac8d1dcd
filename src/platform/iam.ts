import type { ZodType } from 'zod';
import { ApiError, AssociationRefused } from '../errors';
import { PlatformApi } from './api';
import {
  accountAssociationSchema,
  emptySchema,
  identitySchema,
  roleBindingSchema,
  roleSchema,
  type Identity,
  type Role,
  type RoleBinding,
} from './schemas';

export interface NewIdentity {
  name: string;
  description?: string;
  /** The API's oneof: an exact subject or a pattern (RE2) the subject must match; the audience unset means the service's hostname. */
  claimMatch: { issuer: string; audience?: string } & ({ subject: string } | { subjectPattern: string });
}

/** Platform API v2, IAM domain: identities, roles and role bindings. */
export class IamClient extends PlatformApi {
  /** Creates an identity under a group (the parent is in the path, the fields in the body). */
  createIdentity(groupUid: string, identity: NewIdentity): Promise<Identity> {
    return this.create('/iam/v2/identities', groupUid, identity, identitySchema);
  }

  deleteIdentity(uid: string): Promise<void> {
    return this.remove('/iam/v2/identities', uid);
  }

  listRoles(): Promise<Role[]> {
    return this.listing(this.url('/iam/v2/roles'), 'roles', roleSchema, (r) => r.uid);
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
    return this.create('/iam/v2/roleBindings', groupUid, { identityUid, roleUid }, roleBindingSchema);
  }

  /**
   * Role bindings of one identity. The List endpoint follows the common v2 List rules (envelope
   * key `roleBindings`); scoping by the identity's group keeps the listing small.
   */
  async listRoleBindingsOf(identityUid: string, scopeGroup?: string): Promise<RoleBinding[]> {
    const url = this.url('/iam/v2/roleBindings');
    if (scopeGroup) url.searchParams.set('uidp.descendants_of', scopeGroup);
    const all = await this.listing(url, 'roleBindings', roleBindingSchema, (b) => b.uid);
    return all.filter((b) => b.identity.uid === identityUid);
  }

  /**
   * An organization's service bindings (`GetAccountAssociation` of its root group): the UIDPs
   * its CATALOG_SYNCER and APKO_BUILDER assume; null when it has no association (404). An
   * identity without the capability to list associations is refused (403): AssociationRefused.
   */
  async serviceBindings(rootGroupUid: string): Promise<Record<string, string> | null> {
    try {
      const association = await this.options.http.json(this.url('/iam/v2/accountAssociations/', rootGroupUid), {
        headers: this.headers,
        schema: accountAssociationSchema,
        label: 'GET /iam/v2/accountAssociations',
      });
      return association.chainguard?.serviceBindings ?? {};
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      if (error instanceof ApiError && error.status === 403)
        throw new AssociationRefused(
          rootGroupUid,
          403,
          `the identity may not read the account association of ${rootGroupUid} (it needs the capability iam.account_associations.list)`,
        );
      throw error;
    }
  }

  deleteRoleBinding(uid: string): Promise<void> {
    return this.remove('/iam/v2/roleBindings', uid);
  }

  /** Creates a resource under its parent (in the path); the fields are the body. */
  private create<T>(collection: string, parentUid: string, body: object, schema: ZodType<T>): Promise<T> {
    return this.options.http.json(this.url(`${collection}/`, parentUid), {
      method: 'POST',
      headers: this.headers,
      body,
      schema,
      label: `POST ${collection}`,
    });
  }

  private async remove(collection: string, uid: string): Promise<void> {
    await this.options.http.json(this.url(`${collection}/`, uid), {
      method: 'DELETE',
      headers: this.headers,
      schema: emptySchema,
      label: `DELETE ${collection}`,
    });
  }
}
