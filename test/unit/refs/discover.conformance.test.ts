// Discovery held against outside data: every file under ../shared/conformance/discovery/
// (Renovate's own extraction fixtures and real-world files, see its README) is scanned, and the
// references found, the values skipped and their lines must be exactly these. Where Renovate
// simplifies the tool that reads a file, the tool's rule is followed and named in `rule`.

import { conformancePath } from '../../support/conformance';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanContent } from '../../../src/refs/discover';

const ROOT = conformancePath('discovery') ?? '';
const DIGEST = (hex: string) => `sha256:${hex}`;

type Ref = [line: number, ref: string];
interface Expected {
  found: Ref[];
  /** Values written where an image goes that cannot be checked as written (variables, templates). */
  skipped?: Ref[];
  /** `template`: a warning naming the file at its first tag; `invalid`: the YAML cannot be read. */
  warning?: 'template' | 'invalid';
  /** The rule followed where Renovate and the tool reading the file differ, or why a value is left out. */
  rule?: string;
}

const EXPECTED: Record<string, Expected> = {
  // --- Renovate: dockerfile ---
  'renovate/dockerfile/1.Dockerfile': {
    found: [
      [3, `node:8.11.3-alpine@${DIGEST('d743b4141b02fcfb8beb68f92b4cd164f60ee457bf2d053f36785bf86de16b0d')}`],
      [4, 'buildkite/puppeteer:1.1.1'],
    ],
  },
  'renovate/dockerfile/2.Dockerfile': {
    found: [
      [2, 'image1'],
      [4, 'image2:1.0.0@sha256:abcdef'],
      [12, 'image4'],
      [16, 'image5'],
      [21, 'image6'],
      [25, 'image7:1.0.0@sha256:abcdef'],
      [31, 'image11'],
      [35, 'image12'],
      [39, 'image13'],
    ],
    rule: 'continued instructions: the line of the image word, not of FROM/COPY; commented-out FROM/COPY are no instructions',
  },
  'renovate/dockerfile/3.Dockerfile': {
    found: [[6, 'alpine:3.15.4']],
    skipped: [[14, '$nginx_version']],
    rule: 'ARG scope (Dockerfile reference, "Understand how ARG and FROM interact"): the ARG at line 8 follows the first FROM, so the FROM at line 14 does not see it',
  },
  'renovate/dockerfile/4.Dockerfile': {
    found: [
      [8, 'alpine:3.15.4'],
      [20, 'image5'],
      [26, 'image12'],
    ],
    skipped: [[16, '$nginx_version']],
    rule: 'ARG scope, as 3.Dockerfile; the escape directive makes ` the continuation character',
  },
  'renovate/dockerfile/spec/arg-default-of-itself.Dockerfile': { found: [[2, 'ubuntu:xenial']] },
  'renovate/dockerfile/spec/arg-default-quotes.Dockerfile': {
    found: [[2, 'gcr.io/distroless/static-debian11:nonroot@sha256:abc']],
  },
  'renovate/dockerfile/spec/arg-digest.Dockerfile': {
    found: [
      [2, `gcr.io/distroless/java17@${DIGEST('ab37242e81cbc031b2600eef4440fe87055a05c14b40686df85078cc5086c98f')}`],
    ],
  },
  'renovate/dockerfile/spec/arg-empty-default.Dockerfile': { found: [[3, 'nginx:1.20']] },
  'renovate/dockerfile/spec/arg-multiple-values.Dockerfile': {
    found: [],
    skipped: [[3, 'nvidia/cuda:${CUDA}-devel-${LINUX_VERSION}']],
    rule: '`ARG NAME VALUE` declares two ARGs without values (buildkit parseArg), so LINUX_VERSION has no default',
  },
  'renovate/dockerfile/spec/arg-no-default.Dockerfile': { found: [], skipped: [[2, '$img_base']] },
  'renovate/dockerfile/spec/arg-overwritten.Dockerfile': {
    found: [
      [2, 'nginx:1.19'],
      [4, 'nginx:1.19'],
    ],
    rule: 'ARG scope: the ARG at line 3 is inside stage1, so the FROM at line 4 sees the global default',
  },
  'renovate/dockerfile/spec/arg-single-quoted-empty.Dockerfile': { found: [[3, 'node:21-alpine']] },
  'renovate/dockerfile/spec/arg-version.Dockerfile': { found: [[2, 'rust:1.60.0-bullseye']] },
  'renovate/dockerfile/spec/bom.Dockerfile': { found: [[1, 'node:6.12.3']] },
  'renovate/dockerfile/spec/case-insensitive.Dockerfile': { found: [[1, 'node']] },
  'renovate/dockerfile/spec/copy-from-digest.Dockerfile': {
    found: [
      [
        2,
        `gcr.io/k8s-skaffold/skaffold:v0.11.0@${DIGEST('d743b4141b02fcfb8beb68f92b4cd164f60ee457bf2d053f36785bf86de16b0d')}`,
      ],
    ],
  },
  'renovate/dockerfile/spec/copy-from-index.Dockerfile': {
    found: [[1, 'node:6.12.3']],
    rule: '`COPY --from=0` names a stage by index',
  },
  'renovate/dockerfile/spec/copy-from-stage.Dockerfile': {
    found: [[1, 'node:6.12.3']],
    rule: '`COPY --from=<stage name>` is no image',
  },
  'renovate/dockerfile/spec/copy-from.Dockerfile': { found: [[2, 'gcr.io/k8s-skaffold/skaffold:v0.11.0']] },
  'renovate/dockerfile/spec/copy-link-from.Dockerfile': { found: [[2, 'gcr.io/k8s-skaffold/skaffold:v0.11.0']] },
  'renovate/dockerfile/spec/crlf.Dockerfile': { found: [[3, 'ubuntu:14.04@sha256:abc']] },
  'renovate/dockerfile/spec/custom-host-port.Dockerfile': { found: [[1, 'registry2.something.info:5005/node:8']] },
  'renovate/dockerfile/spec/directive-wrong-order.Dockerfile': {
    found: [],
    rule: 'the escape directive after a comment is a comment; `FROM\\` + `nginx:1.20` joins without a space (buildkit parser) into the unknown instruction FROMnginx:1.20',
  },
  'renovate/dockerfile/spec/from-escape-space.Dockerfile': { found: [[2, 'nginx:1.20']] },
  'renovate/dockerfile/spec/getdep-variables.Dockerfile': {
    found: [],
    skipped: [
      [1, 'mcr.microsoft.com/dotnet/sdk:5.0${IMAGESUFFIX}'],
      [2, '$CI_REGISTRY/alpine:3.15'],
      [3, '${CI_REGISTRY}/alpine:3.15'],
      [4, 'docker.io/$PREFIX/alpine:3.15'],
      [5, 'docker.io/${PREFIX}/alpine:3.15'],
      [6, '${REF_NAME:+-gcr.io/distroless/static-debian11:nonroot@sha256:abc}'],
    ],
    rule: 'line 6: REF_NAME is declared nowhere, so unset, and `:+` gives nothing: no image, and no empty reference either',
  },
  'renovate/dockerfile/spec/implausible-continuation.Dockerfile': { found: [[1, 'alpine:3.5']] },
  'renovate/dockerfile/spec/multiple-arg-parts.Dockerfile': {
    found: [
      [
        8,
        `docker.io/library/node:16.14.2-alpine3.14@${DIGEST('ba9c961513b853210ae0ca1524274eafa5fd94e20b856343887ca7274c8450e4')}`,
      ],
    ],
  },
  'renovate/dockerfile/spec/multiple-from.Dockerfile': {
    found: [
      [1, 'node:6.12.3'],
      [5, 'python:3.6-slim'],
    ],
  },
  'renovate/dockerfile/spec/naked-dep.Dockerfile': { found: [[1, 'node']] },
  'renovate/dockerfile/spec/named-stage-from.Dockerfile': {
    found: [[1, 'node:6.12.3']],
    rule: '`FROM <earlier stage>` is no image',
  },
  'renovate/dockerfile/spec/run-mount-from.Dockerfile': {
    found: [
      [3, 'ghcr.io/astral-sh/uv'],
      [4, 'example.com/cache/image'],
    ],
  },
  'renovate/dockerfile/spec/same-arg-twice.Dockerfile': { found: [[2, 'docker.io/library/docker:29.1.1-dind']] },
  'renovate/dockerfile/spec/scratch-in-arg.Dockerfile': {
    found: [],
    rule: 'scratch is no image, also when it comes from an ARG',
  },
  'renovate/dockerfile/spec/scratch.Dockerfile': { found: [] },
  'renovate/dockerfile/spec/stage-and-final.Dockerfile': {
    found: [
      [1, 'node:8.15.1-alpine'],
      [2, 'golang:1.23.3'],
      [10, 'alpine:latest'],
    ],
  },
  'renovate/dockerfile/spec/syntax-late.Dockerfile': { found: [[1, 'alpine:3.13.5']] },
  'renovate/dockerfile/spec/syntax.Dockerfile': { found: [[2, 'alpine:3.13.5']] },
  'renovate/dockerfile/spec/tag-and-digest.Dockerfile': {
    found: [[1, `node:8.9.0@${DIGEST('eb85fc5b1198f5e1ec025ea07586bdbbf397e7d82df66c90d7511f533517e063')}`]],
  },

  // --- Renovate: docker-compose ---
  'renovate/docker-compose/docker-compose.1.yml': {
    found: [
      [2, 'quay.io/something/redis:alpine'],
      [14, 'node:10.0.0'],
      [17, 'postgres:9.4.0'],
      [25, 'dockersamples/examplevotingapp_vote:before'],
      [38, 'dockersamples/examplevotingapp_result:before'],
      [52, 'dockersamples/examplevotingapp_worker'],
      [66, 'dockersamples/visualizer:stable'],
      [77, 'synkodevelopers/edplugins:latest'],
    ],
    rule: 'version 1 (services at the top level); `${VAR:-default}` is its default; debugapp (line 80) has build:, so its image is built, not pulled',
  },
  'renovate/docker-compose/docker-compose.3-default-val.yml': {
    found: [[4, 'redis:5.0.0@sha256:abcd']],
    rule: '`${REDIS_IMAGE:-...}`: Compose uses the default when the variable is unset (the digest is then found invalid by the parser)',
  },
  'renovate/docker-compose/docker-compose.3-no-version.yml': {
    found: [
      [4, 'quay.io/something/redis:alpine'],
      [18, 'node:10.0.0'],
      [21, 'postgres:9.4.0'],
      [31, 'dockersamples/examplevotingapp_vote:before'],
      [46, 'dockersamples/examplevotingapp_result:before'],
      [62, 'dockersamples/examplevotingapp_worker'],
      [79, 'dockersamples/visualizer:stable'],
      [90, 'synkodevelopers/edplugins:latest'],
    ],
    rule: 'line 93: build: and image: together name the image Compose builds',
  },
  'renovate/docker-compose/docker-compose.3.yml': {
    found: [
      [5, 'quay.io/something/redis:alpine'],
      [19, 'node:10.0.0'],
      [22, 'postgres:9.4.0'],
      [32, 'dockersamples/examplevotingapp_vote:before'],
      [47, 'dockersamples/examplevotingapp_result:before'],
      [63, 'dockersamples/examplevotingapp_worker'],
      [80, 'dockersamples/visualizer:stable'],
      [91, 'synkodevelopers/edplugins:latest'],
    ],
    rule: 'line 94: build: and image: together name the image Compose builds',
  },
  'renovate/docker-compose/spec/fragments.yml': {
    found: [[3, 'debian:11']],
    rule: 'merged into two services by <<: *anchor, one location',
  },
  'renovate/docker-compose/spec/templated.yml': {
    found: [[4, 'quay.io/nginx:0.0.1']],
    warning: 'template',
    rule: 'a Jinja template: the literal image is read, the tag at line 6 is not YAML until rendered',
  },
  'renovate/docker-compose/spec/yaml-tags-v1.yml': {
    found: [[2, 'node:20.0.0']],
    rule: 'version 1 file with a Compose YAML tag (!reset)',
  },

  // --- Renovate: kubernetes ---
  'renovate/kubernetes/array-syntax.yaml': {
    found: [[15, 'quay.io/external_storage/local-volume-provisioner:v2.1.0']],
  },
  'renovate/kubernetes/complex.yaml': {
    found: [[64, 'busybox']],
    skipped: [
      [121, '{{ .Values.jvb.image.repository }}:{{ default .Chart.AppVersion .Values.jvb.image.tag }}'],
      [206, '{{ .Values.jvb.metrics.image.repository }}:{{ .Values.jvb.metrics.image.tag }}'],
    ],
    warning: 'template',
    rule: 'a Helm template: literal images are read, images built by template tags are skipped, never guessed',
  },
  'renovate/kubernetes/configmap.yaml': {
    found: [],
    warning: 'invalid',
    rule: '`{- if ... }` is neither YAML nor a template tag',
  },
  'renovate/kubernetes/gitlab-ci.yaml': {
    found: [],
    rule: 'a GitLab CI file (not a format read; it also repeats a key at line 9)',
  },
  'renovate/kubernetes/kubernetes.registry-alias.yaml': { found: [[10, 'quay.io/node:0.0.1']] },
  'renovate/kubernetes/kubernetes.yaml': {
    found: [
      [19, 'nginx:1.7.9'],
      [23, 'nginx:1.22.1'],
      [51, 'k8s.gcr.io/kube-proxy-amd64:v1.11.1'],
    ],
  },
  'renovate/kubernetes/spec/image-volumes.yaml': {
    found: [
      [9, 'quay.io/test/pod-image:v1.0.0'],
      [23, 'quay.io/test/cronjob-image:v2.0.0'],
    ],
    rule: 'image volumes: volumes[].image.reference',
  },
  'renovate/kubernetes/spec/invalid.yaml': { found: [], warning: 'invalid' },
  'renovate/kubernetes/underscore-tag.yaml': {
    found: [[16, 'ghcr.io/berriai/litellm:litellm_stable_release_branch-v1.67.0-stable']],
  },

  // --- Renovate: github-actions ---
  'renovate/github-actions/workflow_1.yml': {
    found: [
      [18, 'replicated/dockerfilelint'],
      [32, `node:6@${DIGEST('7b65413af120ec5328077775022c78101f103258a1876ec2f83890bce416e896')}`],
      [35, 'node:16-bullseye'],
      [38, 'redis:5'],
      [39, 'postgres:10'],
      [43, 'node:16-bullseye'],
    ],
    rule: 'line 39: a job service may be a bare image string (actions/languageservices convertToJobServices)',
  },
  'renovate/github-actions/workflow_2.yml': { found: [], rule: 'actions (owner/repo@ref) are no images' },
  'renovate/github-actions/workflow_3.yml': { found: [[23, 'busybox:1.37.0-glibc']] },
  'renovate/github-actions/spec/invalid.yml': { found: [], warning: 'invalid' },
  'renovate/github-actions/spec/lockfile-workflow.yml': { found: [[5, 'alpine:3.20']] },

  // --- Renovate: helm-values ---
  'renovate/helm-values/multi_and_nested_image_values.yaml': {
    found: [
      [2, 'docker.io/library/nginx:1.18-alpine'],
      [7, 'bitnami/postgresql:11.6.0-debian-9-r0'],
      [14, 'docker.io/bitnami/postgres-exporter:0.7.0-debian-9-r12'],
      [
        21,
        `docker.io/bitnami/postgresql:11.5.0-debian-9-r0@${DIGEST('4762726f1471ef048dd807afdc0e19265e95ffdcc7cb4a34891f680290022809')}`,
      ],
      [30, 'docker.io/bitnami/harbor-core:2.1.3-debian-10-r38'],
    ],
    rule: 'image maps {registry, repository, tag|version} at the line of repository; inline strings under *image keys',
  },

  // --- real-world files ---
  'real/docker-buildx/Dockerfile': {
    found: [
      [18, 'tonistiigi/xx:1.9.0'],
      [19, 'golang:1.26-alpine3.23'],
      [20, 'moby/moby-bin:29.6'],
      [21, 'dockereng/cli-bin:29.6'],
      [22, 'moby/moby-bin:28.5'],
      [23, 'moby/moby-bin:27.5.1'],
      [24, 'dockereng/cli-bin:28.5'],
      [25, 'dockereng/cli-bin:27.5.1'],
      [26, 'registry:3.0.0'],
      [27, 'moby/buildkit:v0.32.1'],
      [28, 'docker/compose-bin:v5.1.0'],
      [29, 'crazymax/undock:0.9.0'],
      [160, 'alpine:3.23'],
      [174, 'docker:29.6'],
      [175, 'alpine:3.23'],
    ],
    skipped: [[122, 'binaries-$TARGETOS']],
    rule: 'global ARGs; TARGETOS is set by BuildKit per platform; stage names are no images',
  },
  'real/uv-docker-example/standalone.Dockerfile': {
    found: [
      [4, 'ghcr.io/astral-sh/uv:bookworm-slim'],
      [29, 'debian:bookworm-slim'],
    ],
  },
  'real/airflow/docker-compose.yaml': {
    found: [
      [52, 'apache/airflow:3.0.6'],
      [90, 'postgres:16'],
      [107, 'redis:7.2-bookworm'],
    ],
    rule: '`${AIRFLOW_IMAGE_NAME:-...}` in an x- anchor merged into eight services: its default, at the anchor, once',
  },
  'real/ingress-nginx/deploy.yaml': {
    found: [
      [
        446,
        `registry.k8s.io/ingress-nginx/controller:v1.15.1@${DIGEST('594ceea76b01c592858f803f9ff4d2cb40542cae2060410b2c95f75907d659e1')}`,
      ],
      [
        549,
        `registry.k8s.io/ingress-nginx/kube-webhook-certgen:v1.6.9@${DIGEST('01038e7de14b78d702d2849c3aad72fd25903c4765af63cf16aa3398f5d5f2dd')}`,
      ],
      [
        605,
        `registry.k8s.io/ingress-nginx/kube-webhook-certgen:v1.6.9@${DIGEST('01038e7de14b78d702d2849c3aad72fd25903c4765af63cf16aa3398f5d5f2dd')}`,
      ],
    ],
  },
  'real/ingress-nginx/controller-deployment.yaml': {
    found: [],
    skipped: [
      [
        88,
        '{{ if .repository }}{{ .repository }}{{ else }}{{ .registry }}/{{ include "ingress-nginx.image" . }}{{ end }}:{{ .tag }}{{ include "ingress-nginx.imageDigest" . }}',
      ],
    ],
    warning: 'template',
    rule: 'a Helm template: the image is built by tags, so it is skipped, never guessed',
  },
  'real/kubernetes-website/cronjob.yaml': { found: [[13, 'busybox']] },
  'real/kubernetes-website/init-containers.yaml': {
    found: [
      [8, 'nginx'],
      [17, 'busybox'],
    ],
  },
  'real/kubernetes-website/image-volumes.yaml': {
    found: [
      [9, 'debian'],
      [16, 'alpine'],
    ],
    rule: 'image volumes: volumes[].image.reference',
  },
  'real/kubectl/get-pods-after-debug.yaml': {
    found: [
      [13, 'nginx:1.27.3'],
      [21, 'busybox'],
      [35, 'busybox:1.36'],
    ],
    rule: 'containers, initContainers, ephemeralContainers; status images (lines 43, 55) report what ran, they are not references',
  },
  'real/urllib3/ci.yml': { found: [], skipped: [[94, '${{ matrix.container }}']] },
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [relative(ROOT, path)];
  });
}

const FILES = (ROOT ? filesUnder(ROOT) : []).filter((file) => file !== 'README.md').sort();

describe.skipIf(!ROOT)('discovery conformance: every file under ../shared/conformance/discovery', () => {
  it('has an expectation for every file there, and no expectation for a file that is not', () => {
    expect(FILES.length).toBeGreaterThan(50);
    expect(Object.keys(EXPECTED).sort()).toEqual(FILES);
  });

  it.each(FILES)('%s', (file) => {
    const expected = EXPECTED[file]!;
    const result = scanContent(file, readFileSync(join(ROOT, file), 'utf8'));
    const byLine = (a: Ref, b: Ref) => a[0] - b[0];
    expect(result.found.map((f): Ref => [f.location.line, f.ref]).sort(byLine)).toEqual(expected.found);
    expect(result.found.every((f) => f.location.file === file)).toBe(true);
    expect(result.skipped.map((s): Ref => [s.location!.line, s.ref]).sort(byLine)).toEqual(expected.skipped ?? []);
    expect(result.skipped.every((s) => s.kind === 'unresolved')).toBe(true);
    const template = result.problems.filter((p) => /is a template/.test(p.message));
    if (expected.warning === 'template') {
      expect(template).toEqual([expect.objectContaining({ file, line: expect.any(Number) })]);
    } else {
      expect(template).toEqual([]);
    }
    if (expected.warning === 'invalid')
      expect(result.problems).toEqual([
        expect.objectContaining({ file, message: expect.stringMatching(/cannot parse YAML/) }),
      ]);
    // A file read as it is meant to be read has nothing to warn about (gitlab-ci.yaml repeats a key).
    if (expected.warning === undefined && file !== 'renovate/kubernetes/gitlab-ci.yaml')
      expect(result.problems).toEqual([]);
  });
});
