import { ApiError, BrokenRule } from '../errors';

// Registry tokens are short-lived, and a long walk back through a tag's history outlives one.
// A 401 with the registry's challenge to a token it accepted before is an expiry: the realm is
// asked for one new token, shared by every request that met the same expiry, and the request is
// sent once more. A second 401 in a row ends that request; nothing here can loop.

/** A 401 that carries a challenge: the registry asks for a (new) token. */
const isChallenge = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 401 && error.challenge !== undefined;

/** Renews expired tokens, per image; one instance per registry client. */
export class TokenRenewal {
  /** Tokens the registry answered with a 2xx, per image: only these can have expired. */
  private readonly accepted = new Set<string>();
  /** The token that replaced an expired one, per image: one realm request per expiry. */
  private readonly renewed = new Map<string, Promise<string>>();

  /**
   * `get` with the newest token that replaced `token` for `image`. On a 401 with a challenge to a
   * token accepted before, `renew` (given that 401, to read its challenge) is asked once for all
   * requests that met it, and `get` repeated once with its token.
   */
  async send<T>(
    image: string,
    token: string,
    get: (bearer: string) => Promise<T>,
    renew: (expiry: ApiError) => Promise<string>,
  ): Promise<T> {
    const bearer = await this.current(image, token);
    try {
      return this.accept(image, bearer, await get(bearer));
    } catch (error) {
      // A token that came from a renewal and was never accepted: that renewal was refused.
      if (bearer !== token && !this.accepted.has(key(image, bearer)) && isUnauthorized(error)) throw refused(error);
      if (!isChallenge(error) || !this.accepted.has(key(image, bearer))) throw error;
      let next = this.renewed.get(key(image, bearer));
      if (!next) {
        next = renew(error);
        this.renewed.set(key(image, bearer), next);
      }
      const fresh = await next;
      try {
        return this.accept(image, fresh, await get(fresh));
      } catch (again) {
        throw isUnauthorized(again) ? refused(again) : again;
      }
    }
  }

  private accept<T>(image: string, bearer: string, value: T): T {
    this.accepted.add(key(image, bearer));
    return value;
  }

  /** The last token in the chain of renewals from `token` (a realm that gives a token back twice ends it). */
  private async current(image: string, token: string): Promise<string> {
    const seen = new Set([token]);
    let bearer = token;
    for (;;) {
      const next = this.renewed.get(key(image, bearer));
      if (!next) return bearer;
      const fresh = await next.catch(() => bearer);
      if (seen.has(fresh)) return fresh;
      seen.add(fresh);
      bearer = fresh;
    }
  }
}

const key = (image: string, token: string) => `${image}\n${token}`;

const isUnauthorized = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 401;

/** The 401 to a fresh token: the registry's refusal, in words that do not blame the credential (the realm took it). */
const refused = (error: ApiError) =>
  new BrokenRule(
    'REGISTRY_TOKEN_RENEWAL_REFUSED',
    `${error.request ?? 'the registry'} answered HTTP 401 to a fresh token from the registry's own realm, asked for because the token before it had expired: the registry refused a fresh token; not asked again (run the check again later)`,
    error.request,
  );
