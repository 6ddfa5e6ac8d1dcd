// An emulated organization `acme` whose repositories hold references to the emulator's images:
// the same images in several repositories (judged once), an end-of-life tag, a pin behind its
// tag, another registry's image, an archived repository and a fork (left out unless named), and a
// private repository.
import type { Emulator } from '../emulator/index';
import type { OrgSpec } from './github-org';

export function acmeOrganization(emu: Emulator, login = 'acme'): OrgSpec {
  const r = emu.registry;
  const history = emu.store.history('chainguard/go', '1.23')!;
  const pinned = history.at(-41)!.digest;
  return {
    login,
    repos: [
      {
        name: 'web',
        files: {
          Dockerfile: `FROM ${r}/chainguard/python:3.11\nCOPY --from=${r}/chainguard/busybox:latest /bin/busybox /bin/busybox\n`,
          'deploy/app.yaml': `apiVersion: v1\nkind: Pod\nspec:\n  containers:\n    - name: app\n      image: ${r}/chainguard/go:1.23@${pinned}\n`,
          'README.md': `FROM ${r}/chainguard/nginx:1.26\n`,
        },
      },
      {
        name: 'api',
        private: true,
        defaultBranch: 'trunk',
        files: {
          'compose.yaml': `services:\n  db:\n    image: ${r}/chainguard/python:3.11\n  cache:\n    image: docker.io/library/redis:7\n`,
          'build/Containerfile': `FROM ${r}/chainguard/nginx:latest\n`,
        },
      },
      {
        name: 'docs',
        files: {
          '.github/workflows/ci.yml': `jobs:\n  a:\n    runs-on: x\n    container: ${r}/chainguard/busybox:latest\n`,
        },
      },
      { name: 'old', archived: true, files: { Dockerfile: `FROM ${r}/chainguard/nginx:1.26\n` } },
      { name: 'upstream', fork: true, files: { Dockerfile: `FROM ${r}/chainguard/nginx:1.26\n` } },
    ],
  };
}

/** An owner whose one image is current and whose other repository was created and never pushed to. */
export function greenOrganization(emu: Emulator, login = 'greenco'): OrgSpec {
  return {
    login,
    repos: [
      { name: 'app', files: { Dockerfile: `FROM ${emu.registry}/chainguard/busybox:latest\n` } },
      { name: 'empty-repo', empty: true, files: {} },
    ],
  };
}
