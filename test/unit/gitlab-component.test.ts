import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { z } from 'zod';
import { CHECK } from '../../src/cli/commands';
import { VERSION } from '../../src/version';

// The CI/CD component (templates/image-check.yml) held to the contract: a `spec: inputs:` header,
// then one job `image-check`; its inputs are the action's that apply to the CLI, same names and
// defaults, plus stage, image, audience and cli.

const ROOT = resolve(import.meta.dirname, '../..');
const text = readFileSync(resolve(ROOT, 'templates/image-check.yml'), 'utf8');
const [header, body] = parseAllDocuments(text).map((d) => d.toJS() as unknown);

const headerSchema = z.strictObject({
  spec: z.strictObject({
    inputs: z.record(
      z.string(),
      z.strictObject({ description: z.string().min(1), default: z.string(), options: z.array(z.string()).optional() }),
    ),
  }),
});
const jobSchema = z.looseObject({
  stage: z.string(),
  image: z.string(),
  id_tokens: z.object({ IMAGE_CHECK_ID_TOKEN: z.object({ aud: z.string() }) }),
  rules: z.array(z.object({ if: z.string() })),
  script: z.array(z.string()).min(1),
  artifacts: z.object({ when: z.literal('always'), reports: z.object({ codequality: z.string() }) }),
});
const actionSchema = z.looseObject({ inputs: z.record(z.string(), z.looseObject({ default: z.string().optional() })) });

const inputs = headerSchema.parse(header).spec.inputs;
const jobs = z.record(z.string(), jobSchema).parse(body);
const action = actionSchema.parse(parse(readFileSync(resolve(ROOT, 'action.yml'), 'utf8')));
const OWN = ['stage', 'image', 'audience', 'cli'];

describe('the GitLab CI/CD component', () => {
  it('has one job, image-check, on merge request pipelines and the default branch, with the Code Quality report', () => {
    expect(Object.keys(jobs)).toEqual(['image-check']);
    const job = jobs['image-check']!;
    expect(job.rules.map((r) => r.if)).toEqual([
      '$CI_PIPELINE_SOURCE == "merge_request_event"',
      '$CI_COMMIT_BRANCH && $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH',
    ]);
    expect(job.artifacts.reports.codequality).toBe('gl-code-quality-report.json');
    expect(job.script.join('\n')).toContain('--format gitlab --output gl-code-quality-report.json');
  });

  it("takes the action's inputs that apply to check, with the same names and defaults", () => {
    for (const [name, input] of Object.entries(inputs).filter(([n]) => !OWN.includes(n))) {
      expect(action.inputs[name], name).toBeDefined();
      expect(input.default, name).toBe(action.inputs[name]!.default ?? '');
      // An option of `check`, or what its arguments and --image stand for.
      expect(name in CHECK.options || name === 'files' || name === 'images', name).toBe(true);
    }
    expect(Object.keys(inputs)).toEqual(expect.arrayContaining([...OWN, 'files', 'images', 'comment', 'suggest']));
  });

  it("runs this release's major of the CLI with npx, and uses every input it declares", () => {
    expect(inputs.cli!.default).toBe(`@image-check/cli@${VERSION.split('.')[0]}`);
    expect(inputs.stage!.default).toBe('test');
    expect(inputs.image!.default).toMatch(/^node:24/);
    for (const name of Object.keys(inputs)) expect(text, name).toContain(`$[[ inputs.${name} ]]`);
  });
});
