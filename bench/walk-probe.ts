// Peak RSS of the streaming Tag History walk alone (src/registry/history-walk.ts), in a process
// of its own: places one pinned digest and prints the result as JSON. Started by bench/run.ts
// with the tsx loader and bench/rss-probe.mjs preloaded; the emulator runs in the parent.
// Environment: WALK_REGISTRY, WALK_REGISTRY_TOKEN, WALK_ORG, WALK_IMAGE, WALK_TAG, WALK_PIN.
import { HttpClient } from '../src/http/client';
import { RegistryClient } from '../src/registry/client';
import { walkHistory } from '../src/registry/history-walk';

const env = (name: string) => process.env[name] ?? '';
const http = new HttpClient({ timeoutMs: 60_000 });
const registry = env('WALK_REGISTRY');
const token = await new RegistryClient({
  http,
  registry,
  credentials: { kind: 'bearer', token: env('WALK_REGISTRY_TOKEN') },
}).token(env('WALK_ORG'), env('WALK_IMAGE'));
const result = await walkHistory({
  http,
  registry,
  org: env('WALK_ORG'),
  image: env('WALK_IMAGE'),
  tag: env('WALK_TAG'),
  token,
  pin: env('WALK_PIN') || null,
});
await http.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
