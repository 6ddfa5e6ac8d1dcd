// The formats discovery reads beyond Dockerfiles and plain manifests: Compose interpolation and
// version 1 files, Helm values, image volumes, Docker container actions, templates.

import { describe, expect, it } from 'vitest';
import { scanContent } from '../../../src/refs/discover';
import { interpolateCompose } from '../../../src/refs/compose-interpolate';
import { isTemplate, restoreTemplate, untemplate } from '../../../src/refs/templates';

const found = (file: string, text: string) => scanContent(file, text).found.map((f) => [f.location.line, f.ref]);
const skipped = (file: string, text: string) => scanContent(file, text).skipped.map((s) => [s.location?.line, s.ref]);

describe('interpolateCompose', () => {
  it.each([
    ['cgr.dev/x/a:1', 'cgr.dev/x/a:1', []],
    ['${IMG:-cgr.dev/x/a:1}', 'cgr.dev/x/a:1', []],
    ['${IMG-cgr.dev/x/a:1}', 'cgr.dev/x/a:1', []],
    ['${REPO:-cgr.dev/x/a}:${TAG:-latest}', 'cgr.dev/x/a:latest', []],
    ['${A:-${B:-cgr.dev/x/nested}}', 'cgr.dev/x/nested', []],
    ['${A:-${B}}', '', ['B']],
    ['$IMG', '', ['IMG']],
    ['${IMG}', '', ['IMG']],
    ['${IMG:?must be set}', '', ['IMG']],
    ['${IMG?must be set}', '', ['IMG']],
    ['${IMG:+cgr.dev/x/a}', '', ['IMG']],
    ['cgr.dev/x/a:$$TAG', 'cgr.dev/x/a:$TAG', []],
    ['cgr.dev/x/a:1$', 'cgr.dev/x/a:1$', []],
    ['${}', '${}', []],
  ] as const)('%s', (text, value, unresolved) => {
    expect(interpolateCompose(text)).toEqual({ value, unresolved });
  });
});

describe('Compose', () => {
  it('reads defaults, skips what needs a variable, leaves out images that are built', () => {
    const text = [
      'services:',
      '  a:',
      '    image: ${A_IMAGE:-cgr.dev/chainguard/a:1}', // 3
      '  b:',
      '    image: cgr.dev/chainguard/${B_NAME}:1', // 5
      '  c:',
      '    image: cgr.dev/chainguard/c:1', // 7
      '    build: .',
      '  d:',
      '    build: { context: . }',
      '    image: ${D_IMAGE:-cgr.dev/chainguard/d}', // 11
    ].join('\n');
    expect(found('compose.yaml', text)).toEqual([[3, 'cgr.dev/chainguard/a:1']]);
    expect(skipped('compose.yaml', text)).toEqual([[5, 'cgr.dev/chainguard/${B_NAME}:1']]);
    expect(scanContent('compose.yaml', text).skipped[0]!.reason).toMatch(/B_NAME/);
  });

  it('reports an image merged into several services once, at the anchor', () => {
    const text =
      'x-common: &common\n  image: ${IMG:-cgr.dev/chainguard/app:1}\nservices:\n  a:\n    <<: *common\n  b:\n    <<: *common\n  c:\n    <<: [*common]\n';
    expect(found('compose.yaml', text)).toEqual([[2, 'cgr.dev/chainguard/app:1']]);
  });

  it('reads a version 1 file (services at the top level), but not a map of other things', () => {
    expect(
      found('docker-compose.yml', 'web:\n  image: cgr.dev/chainguard/web:1\nworker:\n  build: .\n  image: mine\n'),
    ).toEqual([[2, 'cgr.dev/chainguard/web:1']]);
    expect(found('config.yml', 'logging:\n  level: info\nserver:\n  port: 80\n')).toEqual([]);
    expect(
      found('config.yml', 'apiVersion: v1\nkind: Pod\nspec:\n  image: cgr.dev/chainguard/not-a-container\n'),
    ).toEqual([]);
  });
});

describe('GitHub workflows', () => {
  it('reads job services written as a bare image string', () => {
    const text =
      'jobs:\n  test:\n    services:\n      db: cgr.dev/chainguard/postgres:16\n      cache:\n        image: cgr.dev/chainguard/redis:7\n';
    expect(found('.github/workflows/ci.yml', text)).toEqual([
      [4, 'cgr.dev/chainguard/postgres:16'],
      [6, 'cgr.dev/chainguard/redis:7'],
    ]);
  });
});

describe('Docker container actions (action.yml)', () => {
  it('reads runs.image: docker://<ref> at its line', () => {
    const text =
      "name: lint\nruns:\n  using: 'docker'\n  image: 'docker://cgr.dev/chainguard/hadolint:2'\n  args: [x]\n";
    expect(found('action.yml', text)).toEqual([[4, 'cgr.dev/chainguard/hadolint:2']]);
  });

  it('leaves out an image built from a Dockerfile and actions of other kinds', () => {
    expect(found('action.yml', 'runs:\n  using: docker\n  image: Dockerfile\n')).toEqual([]);
    expect(found('action.yaml', 'runs:\n  using: node24\n  main: dist/index.js\n')).toEqual([]);
    expect(scanContent('action.yml', 'runs:\n  using: docker\n  image: Dockerfile\n').skipped).toEqual([]);
  });
});

describe('Kubernetes image volumes', () => {
  it('reads volumes[].image.reference at any depth, and no other volume', () => {
    const text = [
      'apiVersion: apps/v1',
      'kind: Deployment',
      'spec:',
      '  template:',
      '    spec:',
      '      volumes:',
      '        - name: models',
      '          image:',
      '            reference: cgr.dev/chainguard/models:2024', // 9
      '            pullPolicy: IfNotPresent',
      '        - name: data',
      '          emptyDir: {}',
      '        - name: odd',
      '          image: not-a-volume-source', // a string is no image volume
    ].join('\n');
    expect(found('deploy.yaml', text)).toEqual([[9, 'cgr.dev/chainguard/models:2024']]);
  });
});

describe('Helm values', () => {
  const values = [
    'image:',
    '  registry: cgr.dev', // 2
    '  repository: chainguard/nginx', // 3
    '  tag: "1.27"',
    'sidecar:',
    '  deep:',
    '    image:',
    '      repository: cgr.dev/chainguard/busybox', // 8
    '      tag: 1.36',
    '      digest: sha256:' + 'a'.repeat(64),
    'exporterImage:',
    '  repository: cgr.dev/chainguard/exporter', // 12
    '  version: 0.7.0',
    'app:',
    '  image:',
    '    repository: cgr.dev/chainguard/app', // 16
    '    tag: ""',
    'helperImage: cgr.dev/chainguard/helper:1', // 18
    'logo:',
    '  image: logo.png', // 20: a string under an image key of a values file is read as written (targets then say what it is)
    'imagePullPolicy: Always',
  ].join('\n');

  it('reads image maps at the line of repository, at any depth, with registry, tag or version, digest', () => {
    expect(found('charts/web/values.yaml', values)).toEqual([
      [3, 'cgr.dev/chainguard/nginx:1.27'],
      [8, `cgr.dev/chainguard/busybox:1.36@sha256:${'a'.repeat(64)}`],
      [12, 'cgr.dev/chainguard/exporter:0.7.0'],
      [18, 'cgr.dev/chainguard/helper:1'],
      [20, 'logo.png'],
    ]);
  });

  it('skips a map whose tag the chart chooses, never guessing one', () => {
    expect(skipped('charts/web/values.yaml', values)).toEqual([[16, 'cgr.dev/chainguard/app']]);
    expect(scanContent('charts/web/values.yaml', values).skipped[0]!.reason).toMatch(/no tag in the values file/);
  });

  it('reads image maps in other YAML too, but image strings only in values files', () => {
    expect(found('operator-config.yaml', values)).toEqual([
      [3, 'cgr.dev/chainguard/nginx:1.27'],
      [8, `cgr.dev/chainguard/busybox:1.36@sha256:${'a'.repeat(64)}`],
      [12, 'cgr.dev/chainguard/exporter:0.7.0'],
    ]);
  });

  it('knows values files by name', () => {
    const inline = 'image: cgr.dev/chainguard/a:1\n';
    for (const name of [
      'values.yaml',
      'values.yml',
      'values-prod.yaml',
      'prod.values.yaml',
      'chart/my_values.yaml',
      'Values.YAML',
    ]) {
      expect(found(name, inline), name).toEqual([[1, 'cgr.dev/chainguard/a:1']]);
    }
    for (const name of ['myvalues.yaml', 'values.json.yaml.bak', 'deploy.yaml'])
      expect(found(name, inline), name).toEqual([]);
  });
});

describe('templates', () => {
  it('knows template tags from GitHub expressions', () => {
    expect(isTemplate('image: {{ .Values.image }}\n')).toBe(true);
    expect(isTemplate('{% if x %}\nimage: a\n{% endif %}\n')).toBe(true);
    expect(isTemplate('container: ${{ matrix.image }}\n')).toBe(false);
    expect(isTemplate('data: {}\n')).toBe(false);
  });

  it('takes tags out line by line, keeping every line, and puts them back in values', () => {
    const text = '{{- if .Values.on }}\nimage: "{{ .Values.repo }}:{{ .Values.tag }}"\n{{- end }}\n';
    const { text: out, tags, firstLine } = untemplate(text);
    expect(out.split('\n')).toHaveLength(text.split('\n').length);
    expect(out.split('\n')[0]).toBe('');
    expect(tags).toEqual(['{{ .Values.repo }}', '{{ .Values.tag }}']); // lines of tags only are blanked, nothing to restore
    expect(firstLine).toBe(1);
    expect(restoreTemplate(out.split('\n')[1]!, tags)).toBe('image: "{{ .Values.repo }}:{{ .Values.tag }}"');
  });

  it('reads a Helm template without crashing or inventing: literal images found, templated ones skipped, a warning', () => {
    const text = [
      'apiVersion: apps/v1',
      'kind: Deployment',
      'metadata:',
      '  name: {{ include "app.fullname" . }}',
      'spec:',
      '  template:',
      '    spec:',
      '      containers:',
      '        {{- if .Values.sidecar }}',
      '        - name: sidecar',
      '          image: cgr.dev/chainguard/busybox:1.36', // 11
      '        {{- end }}',
      '        - name: app',
      '          image: "{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}"', // 14
      '          {{- with .Values.resources }}',
      '          resources: {{ toYaml . | nindent 12 }}',
      '          {{- end }}',
    ].join('\n');
    const result = scanContent('charts/app/templates/deployment.yaml', text);
    expect(result.found.map((f) => [f.location.line, f.ref])).toEqual([[11, 'cgr.dev/chainguard/busybox:1.36']]);
    expect(result.skipped.map((s) => [s.location?.line, s.ref])).toEqual([
      [14, '{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}'],
    ]);
    expect(result.skipped[0]!.reason).toMatch(/template expression/);
    expect(result.problems).toEqual([
      {
        file: 'charts/app/templates/deployment.yaml',
        line: 4,
        level: 'warning',
        message: expect.stringMatching(/is a template/),
      },
    ]);
  });

  it('reads a file that is YAML as written as written, with no warning, even with tags in its strings', () => {
    const text = [
      'apiVersion: monitoring.coreos.com/v1',
      'kind: PrometheusRule',
      'spec:',
      '  groups:',
      '    - rules:',
      '        - annotations:',
      '            summary: "{{ $labels.instance }} is down"',
      '---',
      'kind: Pod',
      'spec:',
      '  containers:',
      '    - image: "{{ .Values.image }}"', // 12
      '    - image: cgr.dev/chainguard/nginx:1.27', // 13
    ].join('\n');
    const result = scanContent('rules.yaml', text);
    expect(result.problems).toEqual([]);
    expect(result.found.map((f) => [f.location.line, f.ref])).toEqual([[13, 'cgr.dev/chainguard/nginx:1.27']]);
    expect(result.skipped.map((s) => [s.location?.line, s.ref])).toEqual([[12, '{{ .Values.image }}']]);
  });

  it('reads a Jinja template the same way, and says so when it cannot be read without rendering', () => {
    const jinja =
      'services:\n  web:\n    image: cgr.dev/chainguard/nginx:{{ nginx_version }}\n{% for s in extra %}\n  {{ s.name }}:\n    image: {{ s.image }}\n{% endfor %}\n';
    const result = scanContent('compose.yml.j2.yml', jinja);
    expect(result.found).toEqual([]);
    expect(result.skipped.map((s) => [s.location?.line, s.ref])).toEqual([
      [3, 'cgr.dev/chainguard/nginx:{{ nginx_version }}'],
      [6, '{{ s.image }}'],
    ]);
    const broken = scanContent('t.yaml', 'a: {{ x }}\n  b: - [\n');
    expect(broken.found).toEqual([]);
    expect(broken.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/is a template/),
      expect.stringMatching(/cannot read the template as YAML without rendering it/),
    ]);
  });
});
