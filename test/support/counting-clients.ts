import type { ServiceClients } from '../../src/check/service-clients';
import type { Tag } from '../../src/platform/schemas';
import type { HistoryRecord } from '../../src/registry/client';
import { fakeClients } from './fake-lookups';

/** Complete in-process clients over fixed tags and histories, counting the calls of each method. */
export function countingClients(
  tags: Record<string, Tag[]>,
  histories: Record<string, HistoryRecord[]> = {},
): { clients: ServiceClients; calls: Record<string, number> } {
  const base = fakeClients({
    tags: async (org, image) => tags[`${org}/${image}`] ?? [],
    history: async (org, image, tag) => histories[`${org}/${image}:${tag}`] ?? [],
    advisories: async () => [],
  });
  const calls: Record<string, number> = {};
  const counted = <T extends object>(api: T): T =>
    Object.fromEntries(
      Object.entries(api).map(([name, fn]) => [
        name,
        (...args: unknown[]) => {
          calls[name] = (calls[name] ?? 0) + 1;
          return (fn as (...a: unknown[]) => unknown)(...args);
        },
      ]),
    ) as T;
  return {
    clients: { ...base, platform: counted(base.platform), registry: counted(base.registry) },
    calls,
  };
}

export const digest = (n: number) => `sha256:${n.toString(16).padStart(64, '0')}`;
export const tag = (name: string, n: number): Tag => ({ name, digest: digest(n), deprecated: false });
