// The image of a Docker container action: `runs: { using: docker, image: docker://<ref> }` in
// its action.yml (GitHub's metadata syntax). `image: Dockerfile` (a path) is built, not pulled,
// so only the `docker://` form is a reference.

import { isScalar, type Node } from 'yaml';
import type { YamlReader } from './types';

const DOCKER_SCHEME = 'docker://';

/** Reports the image of a Docker container action; false when the document is no such action. */
export function actionImage(reader: YamlReader, root: Node | null): boolean {
  const top = reader.map(root);
  const runs = top && reader.map(reader.get(top, 'runs'));
  if (!runs) return false;
  const using = reader.get(runs, 'using');
  if (!isScalar(using) || String(using.value).toLowerCase() !== 'docker') return false;
  const image = reader.get(runs, 'image');
  if (isScalar(image) && typeof image.value === 'string' && image.value.startsWith(DOCKER_SCHEME)) {
    reader.report(image.value.slice(DOCKER_SCHEME.length), image);
  }
  return true;
}
