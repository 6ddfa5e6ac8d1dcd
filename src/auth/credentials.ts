import type { Config } from '../config';
import { InputError } from '../errors';

/** How the registry token request authenticates: identity token, pull token, or none (public images). */
export type RegistryCredentials =
  { kind: 'anonymous' } | { kind: 'bearer'; token: string } | { kind: 'basic'; username: string; password: string };

export interface Credentials {
  apiToken: string;
  registry: RegistryCredentials;
}

/** Where the registry token request gets its credentials: identity token, pull token, or none (public images). */
export function registryCredentials(
  config: Pick<Config, 'registryToken' | 'registryUsername' | 'registryPassword'>,
): RegistryCredentials {
  if (config.registryToken) return { kind: 'bearer', token: config.registryToken };
  if (config.registryUsername)
    return { kind: 'basic', username: config.registryUsername, password: config.registryPassword };
  return { kind: 'anonymous' };
}

/** Credentials from the inputs as given (no token exchange). */
export function credentialsFromInputs(config: Config): Credentials {
  if (!config.token) {
    throw new InputError(
      'token',
      'is empty: the Platform API needs a bearer token; set token (an identity token for the Platform API audience) or identity (GitHub OIDC exchange, needs permissions id-token: write)',
    );
  }
  return { apiToken: config.token, registry: registryCredentials(config) };
}
