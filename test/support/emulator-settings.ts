import { readConfig, type Config } from '../../src/config';
import type { Emulator } from '../emulator/index';

/** The action inputs that point a run at the emulator: its registry, API, both tokens and the root group. */
export const emulatorInputs = (emu: Emulator) => ({
  registry: emu.registry,
  'api-url': emu.url,
  token: emu.apiToken,
  'registry-token': emu.registryToken,
  group: emu.rootGroup,
});

/** A run's settings against the emulator, read as the action reads its inputs; `inputs` add to them or override them. */
export function emulatorConfig(emu: Emulator, inputs: Record<string, string> = {}): Config {
  const given: Record<string, string> = { ...emulatorInputs(emu), ...inputs };
  return readConfig((name) => given[name] ?? '');
}

/** The auth options of an in-process run: nothing to mask, no runner variables. */
export const noMask = { mask: () => undefined, env: {} };
