import { LookupError } from '../../../src/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/errors';
import { bearerChallenge, parseBearerParams } from '../../../src/registry/challenge';

// The registry's WWW-Authenticate challenge, and the rule that a credential goes to the
// registry's own origin only.

const unauthorized = (challenge?: string) =>
  new ApiError({ status: 401, code: 401, reason: 'UNAUTHORIZED', message: 'authentication required', challenge });
const REQUEST = 'GET cgr.dev/v2/acme.com/app/_chainguard/history/1';

describe('parseBearerParams', () => {
  it('reads quoted and bare auth-params, names case-insensitive, escapes undone', () => {
    expect(
      parseBearerParams('Bearer realm="https://cgr.dev/token",Service=cgr.dev, scope="repository:a/b:pull", x="q\\"t"'),
    ).toEqual(
      new Map([
        ['realm', 'https://cgr.dev/token'],
        ['service', 'cgr.dev'],
        ['scope', 'repository:a/b:pull'],
        ['x', 'q"t'],
      ]),
    );
  });

  it('refuses what is no Bearer challenge, does not parse, or names a parameter twice', () => {
    expect(parseBearerParams('Basic realm="x"')).toBeNull();
    expect(parseBearerParams('Bearer realm="unterminated')).toBeNull();
    expect(parseBearerParams('Bearer realm="https://cgr.dev/token",realm="https://evil.example/token"')).toBeNull();
  });
});

describe('bearerChallenge', () => {
  it('follows a realm on the registry’s own origin', () => {
    const c = bearerChallenge(
      unauthorized('Bearer realm="https://cgr.dev/token",service="cgr.dev",scope="repository:acme.com/app:pull"'),
      'https://cgr.dev',
      REQUEST,
    );
    expect(c.realm.href).toBe('https://cgr.dev/token');
    expect(c).toMatchObject({ service: 'cgr.dev', scope: 'repository:acme.com/app:pull' });
  });

  it.each([
    ['another host', 'https://evil.example/token'],
    ['a host that only starts like the registry', 'https://cgr.dev.evil.example/token'],
    ['another port', 'https://cgr.dev:8443/token'],
    ['another scheme', 'http://cgr.dev/token'],
    ['a user in the URL', 'https://user@cgr.dev/token'],
  ])('refuses a realm on %s, naming both origins', (_, realm) => {
    let error: unknown;
    try {
      bearerChallenge(unauthorized(`Bearer realm="${realm}",service="cgr.dev"`), 'https://cgr.dev', REQUEST);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(LookupError);
    expect(error).toMatchObject({ reason: 'REGISTRY_REALM_REFUSED', kind: 'condition' });
    expect((error as ApiError).message).toContain('(https://cgr.dev); no credential is sent to another host');
  });

  it('a 401 without a challenge, or with one that has no realm URL, is an error saying so', () => {
    expect(() => bearerChallenge(unauthorized(), 'https://cgr.dev', REQUEST)).toThrow(/without a WWW-Authenticate/);
    expect(() => bearerChallenge(unauthorized('Bearer service="cgr.dev"'), 'https://cgr.dev', REQUEST)).toThrow(
      /no Bearer challenge with a realm URL/,
    );
    expect(() => bearerChallenge(unauthorized('Bearer realm="not a url"'), 'https://cgr.dev', REQUEST)).toThrow(
      /no Bearer challenge with a realm URL/,
    );
  });
});
