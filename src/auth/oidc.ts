import type { Config } from '../config';
import { InputError } from '../errors';
import type { HttpClient } from '../http/client';
import { handedTokenProblem, type HandedIdToken } from './ci-token';
import { credentialsFromInputs, type Credentials } from './credentials';
import { requestGitHubIdToken, type IdTokenSource } from './github-oidc';
import { runnerIdTokenSource } from './runner-id-token';
import { secrets as processSecrets, SecretRegistry } from './secrets';
import { exchangeIdentityToken } from './sts';

interface ResolveOptions {
  /** The runner's OIDC token source; by default the runner's token service read from `env`, as `core.getIDToken` does. */
  getIdToken?: IdTokenSource;
  /** Registers a secret with the runner (the action passes `core.setSecret`; a CLI, which must not print it, a no-op). */
  mask?: (secret: string) => void;
  /** Where obtained credentials are registered (scrubbed from every service text); the process registry by default. */
  secrets?: SecretRegistry;
  /** The runner's OIDC variables (ACTIONS_ID_TOKEN_REQUEST_URL/_TOKEN), as the shell read them; none by default. */
  env?: Record<string, string | undefined>;
  /** A CI's OIDC token the job handed over: exchanged instead of asking GitHub's runner for one. */
  idToken?: HandedIdToken;
  /** The clock an expired handed token is judged by; now by default. */
  now?: Date;
}

/**
 * The audience asked of GitHub for the workflow's OIDC token: the host of the exchange service
 * (`issuer.enforce.dev` by default), the party that reads that token.
 */
export function githubTokenAudience(issuerUrl: string): string {
  return new URL(issuerUrl).host;
}

/** Audience of the identity token for the Platform API: its base URL as configured, without a trailing slash. */
function platformAudience(apiUrl: string): string {
  return apiUrl.replace(/\/+$/, '');
}

/**
 * Credentials for a run. With `identity`, the CI's OIDC token (the one handed over, else the
 * GitHub Actions workflow's) is exchanged for the
 * tokens that are missing: a Platform API token when `token` is empty, and a registry token when
 * neither `registry-token` nor a pull token is given (explicit credentials always win). Every
 * obtained token is masked before it is used; then the `credentialsFromInputs` rules apply.
 */
export async function resolveCredentials(
  config: Config,
  http: HttpClient,
  options: ResolveOptions = {},
): Promise<Credentials> {
  const registry = options.secrets ?? processSecrets;
  // Every obtained token is scrubbed from service text (the registry), and given with its
  // encodings to `mask` when the caller has one of its own.
  const own = options.mask ? new SecretRegistry(options.mask) : null;
  const mask = (secret: string) => {
    registry.add(secret);
    own?.add(secret);
  };
  const needApi = config.identity !== '' && config.token === '';
  const needRegistry = config.identity !== '' && config.registryToken === '' && config.registryUsername === '';
  let filled = config;
  if (needApi || needRegistry) {
    const idToken = await ciIdToken(config, http, options, mask);
    const exchange = async (audience: string) => {
      const token = await exchangeIdentityToken(http, {
        issuerUrl: config.issuerUrl,
        identity: config.identity,
        audience,
        idToken,
      });
      mask(token);
      return token;
    };
    const [token, registryToken] = await Promise.all([
      needApi ? exchange(platformAudience(config.apiUrl)) : config.token,
      needRegistry ? exchange(config.registry) : config.registryToken,
    ]);
    filled = { ...config, token, registryToken };
  }
  const credentials = credentialsFromInputs(filled);
  // Inputs too (main registered them with the runner; here their encodings join), and the Basic
  // header is a credential in its own right: `user:password` and its base64.
  if (credentials.apiToken) mask(credentials.apiToken);
  if (credentials.registry.kind === 'bearer') mask(credentials.registry.token);
  if (credentials.registry.kind === 'basic') {
    registry.addBasic(credentials.registry.username, credentials.registry.password);
    own?.addBasic(credentials.registry.username, credentials.registry.password);
  }
  return credentials;
}

/**
 * The OIDC token to exchange, registered as a secret before it leaves: the one the job handed
 * over (checked first, so a token the service must refuse is named without asking it), else the
 * GitHub Actions runner's, whose request token is a credential too.
 */
async function ciIdToken(
  config: Config,
  http: HttpClient,
  options: ResolveOptions,
  mask: (secret: string) => void,
): Promise<string> {
  if (options.idToken) {
    mask(options.idToken.token);
    const problem = handedTokenProblem(options.idToken, options.now ?? new Date());
    if (problem) throw new InputError('identity', problem);
    return options.idToken.token;
  }
  const env = options.env ?? {};
  if (env.ACTIONS_ID_TOKEN_REQUEST_TOKEN) mask(env.ACTIONS_ID_TOKEN_REQUEST_TOKEN);
  const idToken = await requestGitHubIdToken(
    githubTokenAudience(config.issuerUrl),
    options.getIdToken ?? runnerIdTokenSource(http, env),
    env,
  );
  mask(idToken);
  return idToken;
}
