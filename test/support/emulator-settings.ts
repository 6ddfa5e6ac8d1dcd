import type { ServiceClients } from '../../src/check/service-clients';
import { readConfig, type Config } from '../../src/config';
import type { HttpClient } from '../../src/http/client';
import { PlatformClient } from '../../src/platform/client';
import { EolTagsClient } from '../../src/platform/eoltags';
import { PoliciesClient } from '../../src/platform/policies';
import { VulnReportsClient } from '../../src/platform/vuln-reports';
import { RegistryClient } from '../../src/registry/client';
import type { Emulator } from '../emulator/index';

/** The action inputs that point a run at the emulator: its registry, API, both tokens and the root group. */
export const emulatorInputs = (emu: Emulator) => ({
  // The signatures' own tests give the emulator's trusted root and turn them on (test/integration/signatures.test.ts).
  signatures: 'never',
  registry: emu.registry,
  'api-url': emu.url,
  token: emu.apiToken,
  'registry-token': emu.registryToken,
  group: emu.rootGroup,
});

/** The same for the CLI: the flags naming the emulator's registry, API and root group. */
export const emulatorSettings = (emu: Pick<Emulator, 'registry' | 'url' | 'rootGroup'>): string[] => [
  '--registry',
  emu.registry,
  '--api-url',
  emu.url,
  '--group',
  emu.rootGroup,
];

/** The CLI's credentials for the emulator, in the variables it reads. */
export const emulatorCredentials = (emu: Pick<Emulator, 'apiToken' | 'registryToken'>): Record<string, string> => ({
  IMAGE_CHECK_TOKEN: emu.apiToken,
  IMAGE_CHECK_REGISTRY_TOKEN: emu.registryToken,
});

/** A run's settings against the emulator, read as the action reads its inputs; `inputs` add to them or override them. */
export function emulatorConfig(emu: Emulator, inputs: Record<string, string> = {}): Config {
  const given: Record<string, string> = { ...emulatorInputs(emu), ...inputs };
  return readConfig((name) => given[name] ?? '');
}

/** The auth options of an in-process run: nothing to mask, no runner variables. */
export const noMask = { mask: () => undefined, env: {} };

/**
 * The real service clients over the emulator, as check/services.ts connects them with the
 * registry's token; `group` scopes the platform's look-ups; `eolTags`, `vulnReports` stand in for the v1 clients.
 */
export function emulatorClients(
  emu: Emulator,
  http: HttpClient,
  {
    group,
    eolTags,
    vulnReports,
    policies,
  }: { group?: string } & Partial<Pick<ServiceClients, 'eolTags' | 'vulnReports' | 'policies'>> = {},
): ServiceClients {
  const api = { http, apiUrl: emu.url, token: emu.apiToken };
  return {
    platform: new PlatformClient({ ...api, group }),
    registry: new RegistryClient({
      http,
      registry: emu.registry,
      credentials: { kind: 'bearer', token: emu.registryToken },
    }),
    eolTags: eolTags ?? new EolTagsClient(api),
    vulnReports: vulnReports ?? new VulnReportsClient(api),
    policies: policies ?? new PoliciesClient(api),
  };
}
