import { HttpClient } from '../../src/http/client';
import { RegistryClient, type HistoryRecord } from '../../src/registry/client';
import type { HistoryWalk } from '../../src/registry/history-walk';
import { startEmulator, type Emulator } from '../emulator/index';

/** An emulator and the clients the Tag History tests read it through (the registry's token, short retries). */
export async function registryOverEmulator(): Promise<{ emu: Emulator; http: HttpClient; registry: RegistryClient }> {
  const emu = await startEmulator();
  const http = new HttpClient({ timeoutMs: 10_000, retry: { baseDelayMs: 10, maxDelayMs: 50 } });
  const registry = new RegistryClient({
    http,
    registry: emu.registry,
    credentials: { kind: 'bearer', token: emu.registryToken },
  });
  return { emu, http, registry };
}

/** What the engine reports from the full walk, oldest first (src/check/judge/assess.ts placePin); a null pin: the newest. */
export function fromFullWalk(history: HistoryRecord[], pin: string | null) {
  const newest = history.at(-1);
  if (!newest) return { kind: 'empty' };
  if (pin === null) return { kind: 'newest', digest: newest.digest, lastUpdate: newest.updateTimestamp };
  const index = history.findIndex((r) => r.digest === pin);
  if (index < 0)
    return {
      kind: 'absent',
      digest: newest.digest,
      lastUpdate: newest.updateTimestamp,
      builds: history.length,
      oldest: history[0]!.updateTimestamp,
    };
  return {
    kind: 'placed',
    digest: newest.digest,
    lastUpdate: newest.updateTimestamp,
    buildsBehind: history.length - 1 - index,
    behindSince: history[index + 1]?.updateTimestamp ?? null,
  };
}

/** A walk in fromFullWalk's terms, to compare the two; a failed walk as its message. */
export function summary(walk: HistoryWalk | Error) {
  if (walk instanceof Error) return { error: walk.message };
  switch (walk.kind) {
    case 'empty':
      return { kind: 'empty' };
    case 'newest':
      return { kind: 'newest', digest: walk.newest.digest, lastUpdate: walk.newest.updateTimestamp };
    case 'absent':
      return {
        kind: 'absent',
        digest: walk.newest.digest,
        lastUpdate: walk.newest.updateTimestamp,
        builds: walk.builds,
        oldest: walk.oldest,
      };
    case 'placed':
      return {
        kind: 'placed',
        digest: walk.newest.digest,
        lastUpdate: walk.newest.updateTimestamp,
        buildsBehind: walk.buildsBehind,
        behindSince: walk.behindSince,
      };
  }
}
