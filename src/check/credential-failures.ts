import { ApiError, InputError } from '../errors';
import { ACTION_WORDS, type Words } from '../words';

// A wrong credential or service URL fails every image the same way: the run stops with one
// error that names the input to change, instead of one identical error per image. Pure.

/** Which inputs the run's credentials came from, to name the one to fix. */
export interface CredentialSources {
  /** Where the Platform API token came from. */
  platform: 'token' | 'identity';
  /** Where the registry credential came from; null when the registry is asked anonymously. */
  registry: 'registry-token' | 'registry-username' | 'identity' | null;
  apiUrl: string;
  registryHost: string;
  identity: string;
  /** The shell's names for the settings (the action's inputs by default). */
  words: Words;
}

export function credentialSources(
  config: {
    token: string;
    registryToken: string;
    registryUsername: string;
    identity: string;
    apiUrl: string;
    registry: string;
  },
  words: Words = ACTION_WORDS,
): CredentialSources {
  return {
    words,
    platform: config.token ? 'token' : 'identity',
    registry: config.registryToken
      ? 'registry-token'
      : config.registryUsername
        ? 'registry-username'
        : config.identity
          ? 'identity'
          : null,
    apiUrl: config.apiUrl,
    registryHost: config.registry,
    identity: config.identity,
  };
}

const describe = (error: ApiError) =>
  `${error.reason}${error.httpCode === null ? '' : ` ${error.status}`}: ${error.message}`;

/**
 * The first Platform API call failed: a 401/403 means the token itself is refused, no answer
 * means api-url is wrong. Either stops the run (InputError naming the input); other failures
 * (a missing repo, a 5xx) are the image's own and give null.
 */
export function platformFailure(error: unknown, sources: CredentialSources): InputError | null {
  if (!(error instanceof ApiError)) return null;
  const w = sources.words;
  if (error.kind === 'network') {
    return new InputError(
      'api-url',
      `the Platform API at ${sources.apiUrl} cannot be reached (${describe(error)}); nothing was checked`,
      `Check ${w.name('api-url')} (the default is https://console-api.enforce.dev)`,
    );
  }
  if (error.status !== 401 && error.status !== 403) return null;
  if (sources.platform === 'identity') {
    return new InputError(
      'identity',
      `the Platform API at ${sources.apiUrl} refused the token obtained for identity ${sources.identity} (${describe(error)}); nothing was checked`,
      `Check that the identity has a role (e.g. viewer) bound on the organization, and that ${w.name('api-url')} is the Platform API the identity belongs to`,
    );
  }
  return new InputError(
    'token',
    `the Platform API at ${sources.apiUrl} refused it (${describe(error)}); nothing was checked`,
    `Set ${w.name('token')} to a valid identity token for the Platform API audience (${sources.apiUrl}), e.g. from chainctl auth token, or use ${w.name('identity')} instead`,
  );
}

/**
 * The registry refused the given credential at its token endpoint for every image asked (at
 * least one, none accepted): the credential is wrong, not one image's access. Null otherwise,
 * and always null for anonymous requests (a refusal there is about the image, not a credential).
 */
export function registryFailure(
  refused: readonly ApiError[],
  accepted: number,
  sources: CredentialSources,
): InputError | null {
  if (sources.registry === null || refused.length === 0 || accepted > 0) return null;
  const first = refused[0]!;
  const w = sources.words;
  const what = `the registry ${sources.registryHost} refused it for every image asked (${refused.length}): ${describe(first)}`;
  switch (sources.registry) {
    case 'registry-token':
      return new InputError(
        'registry-token',
        `${what}; nothing was checked`,
        `Set ${w.name('registry-token')} to a valid identity token issued for the registry audience (${sources.registryHost}), e.g. chainctl auth token --audience ${sources.registryHost}`,
      );
    case 'registry-username':
      return new InputError(
        'registry-username',
        `${what}; nothing was checked`,
        `Set ${w.name('registry-username')} and ${w.name('registry-password')} to a valid pull token of the organization`,
      );
    case 'identity':
      return new InputError(
        'identity',
        `${what} (the token obtained for identity ${sources.identity}); nothing was checked`,
        'Check that the identity is under the organization itself, not a subgroup, and may pull its images',
      );
  }
}
