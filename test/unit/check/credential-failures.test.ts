import { describe, expect, it } from 'vitest';
import { credentialSources, platformFailure, registryFailure } from '../../../src/check/credential-failures';
import { ApiError } from '../../../src/errors';

// When a failure is the credential's (or the URL's), not the image's: the run stops once.

const config = {
  token: 't',
  registryToken: '',
  registryUsername: '',
  identity: '',
  apiUrl: 'https://api.example',
  registry: 'cgr.dev',
};
const http = (status: number, reason: string) =>
  new ApiError({ status, code: status, reason, message: `answered HTTP ${status}` });

describe('platformFailure', () => {
  it('names token, or identity when the token came from it, for a 401/403', () => {
    expect(platformFailure(http(401, 'UNAUTHENTICATED'), credentialSources(config))?.message).toMatch(
      /^Input "token": Set token to a valid identity token.*\. The Platform API at https:\/\/api\.example refused it/,
    );
    const viaIdentity = credentialSources({ ...config, token: '', identity: 'id-1' });
    expect(platformFailure(http(403, 'PERMISSION_DENIED'), viaIdentity)?.message).toMatch(
      /^Input "identity": .*identity id-1/,
    );
  });

  it('names api-url when no answer came', () => {
    const refused = new ApiError({
      status: 0,
      code: 0,
      reason: 'CONNECTION_REFUSED',
      message: 'GET /registry/v2/repos (api.example): connection refused',
    });
    expect(platformFailure(refused, credentialSources(config))?.input).toBe('api-url');
  });

  it('leaves an image’s own failures to the image', () => {
    expect(platformFailure(http(503, 'UNAVAILABLE'), credentialSources(config))).toBeNull();
    expect(
      platformFailure(
        new ApiError({ status: 0, code: 0, reason: 'REPO_NOT_FOUND', message: 'no repo' }),
        credentialSources(config),
      ),
    ).toBeNull();
  });
});

describe('registryFailure', () => {
  const refused = [http(401, 'UNAUTHENTICATED'), http(401, 'UNAUTHENTICATED')];

  it('stops when the given credential is refused for every image, naming its input', () => {
    expect(registryFailure(refused, 0, credentialSources({ ...config, registryToken: 'r' }))?.input).toBe(
      'registry-token',
    );
    expect(registryFailure(refused, 0, credentialSources({ ...config, registryUsername: 'u' }))?.input).toBe(
      'registry-username',
    );
  });

  it('does not stop when one image was accepted, or when the registry was asked anonymously', () => {
    expect(registryFailure(refused, 1, credentialSources({ ...config, registryToken: 'r' }))).toBeNull();
    expect(registryFailure(refused, 0, credentialSources(config))).toBeNull();
  });
});
