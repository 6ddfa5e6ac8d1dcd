// The built action (dist/index.js) against the emulator, on the formats discovery reads beyond
// Dockerfiles, Compose files and plain manifests: Helm values, Kubernetes image volumes, a Docker
// container action's action.yml, a Helm template, Compose defaults merged into several services,
// and a Dockerfile known by its content. Each image must appear in `results` at its file and line.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageResult } from '../../src/model';
import { startEmulator, type Emulator } from '../emulator/index';
import { runAction } from '../support/run-action';
import { emulatorInputs } from '../support/emulator-settings';

let emu: Emulator;
let workspace: string;

beforeAll(async () => {
  emu = await startEmulator();
  workspace = await mkdtemp(join(tmpdir(), 'image-check-formats-'));
  const r = emu.registry;
  const files: Record<string, string> = {
    'charts/web/values.yaml': [
      'replicaCount: 2',
      'image:',
      `  registry: ${r}`,
      '  repository: chainguard/nginx', // 4
      '  tag: "1.27"',
      'metrics:',
      '  exporterImage:',
      `    repository: ${r}/chainguard/redis`, // 8
      '    tag: "7.4"',
    ].join('\n'),
    'charts/web/templates/deployment.yaml': [
      'apiVersion: apps/v1',
      'kind: Deployment',
      'metadata:',
      '  name: {{ include "web.fullname" . }}',
      'spec:',
      '  template:',
      '    spec:',
      '      containers:',
      '        - name: web',
      '          image: "{{ .Values.image.registry }}/{{ .Values.image.repository }}:{{ .Values.image.tag }}"',
      '        {{- if .Values.debug }}',
      '        - name: debug',
      `          image: ${r}/chainguard/busybox:latest`, // 13
      '        {{- end }}',
    ].join('\n'),
    'k8s/pod.yaml': [
      'apiVersion: v1',
      'kind: Pod',
      'metadata:',
      '  name: models',
      'spec:',
      '  containers:',
      '    - name: app',
      `      image: ${r}/chainguard/python:3.12-dev`, // 8
      '  volumes:',
      '    - name: data',
      '      image:',
      `        reference: ${r}/chainguard/static:latest`, // 12
    ].join('\n'),
    'lint/action.yml': ['name: lint', 'runs:', '  using: docker', `  image: docker://${r}/chainguard/go:1.24`].join(
      '\n',
    ), // 4
    'compose.yaml': [
      'x-common: &common',
      `  image: \${APP_IMAGE:-${r}/chainguard/node:22}`, // 2
      'services:',
      '  api:',
      '    <<: *common',
      '  worker:',
      '    <<: *common',
      '  built:',
      '    build: .',
      `    image: ${r}/chainguard/jenkins:latest`, // built here, not pulled
    ].join('\n'),
    'docker/Dockerfile-prod': `# the production image\nFROM ${r}/chainguard/python:3.11\n`, // 2
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(join(workspace, file, '..'), { recursive: true });
    await writeFile(join(workspace, file), `${text}\n`);
  }
});
afterAll(async () => {
  await emu.close();
  await rm(workspace, { recursive: true, force: true });
});

describe('the action on Helm values, image volumes, action.yml, templates and Compose defaults', () => {
  it('reports every image at its file and line, and warns about the template without inventing an image', async () => {
    const result = await runAction({
      workspace,
      inputs: {
        ...emulatorInputs(emu),
        comment: 'never',
        'fail-on': 'none',
        files: 'charts/**/*.yaml\nk8s/*.yaml\n**/action.yml\ncompose.yaml\ndocker/*',
      },
    });
    expect(result.exitCode, result.stderr).toBe(0);
    const results = JSON.parse(result.outputs.results!) as ImageResult[];
    const where = Object.fromEntries(results.map((r) => [r.ref, r.locations]));
    const r = emu.registry;
    expect(where).toEqual({
      [`${r}/chainguard/nginx:1.27`]: [{ file: 'charts/web/values.yaml', line: 4 }],
      [`${r}/chainguard/redis:7.4`]: [{ file: 'charts/web/values.yaml', line: 8 }],
      [`${r}/chainguard/busybox:latest`]: [{ file: 'charts/web/templates/deployment.yaml', line: 13 }],
      [`${r}/chainguard/python:3.12-dev`]: [{ file: 'k8s/pod.yaml', line: 8 }],
      [`${r}/chainguard/static:latest`]: [{ file: 'k8s/pod.yaml', line: 12 }],
      [`${r}/chainguard/go:1.24`]: [{ file: 'lint/action.yml', line: 4 }],
      [`${r}/chainguard/node:22`]: [{ file: 'compose.yaml', line: 2 }], // merged twice, one location
      [`${r}/chainguard/python:3.11`]: [{ file: 'docker/Dockerfile-prod', line: 2 }],
    });
    expect(results.every((item) => item.error === null)).toBe(true);
    // The template: one warning naming the file, one for the image its tags build.
    const warnings = result.annotations.filter((a) => a.command === 'warning');
    expect(
      warnings
        .filter((a) => a.properties.file === 'charts/web/templates/deployment.yaml')
        .map((a) => [a.properties.line, a.message]),
    ).toEqual([
      ['10', expect.stringMatching(/was not checked: .*template expression/)],
      ['4', expect.stringMatching(/charts\/web\/templates\/deployment\.yaml: is a template/)],
    ]);
  });
});
