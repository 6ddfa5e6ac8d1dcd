// The rules a GitHub Actions workflow is held to, wherever it is written (the project's own
// workflows, the examples of the README and docs): GitHub's own parser finds nothing wrong, every
// action is pinned to a full commit SHA with its version in a comment (a moved tag cannot change
// what runs), and every job names the permissions it uses (the workflow's default grants none
// beyond reading).
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { parseDocument, isMap, isScalar, visit, type Node, type Pair } from 'yaml';

/** What GitHub's own parser and converter find wrong with a workflow. */
export async function lintProblems(file: { name: string; content: string }): Promise<string[]> {
  const parsed = parseWorkflow(file, new NoOperationTraceWriter());
  const problems = parsed.context.errors.getErrors().map((e) => e.message);
  if (problems.length > 0 || parsed.value === undefined) return problems;
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  return [...problems, ...(template.errors ?? []).map((e) => e.Message)];
}

const FULL_SHA = /^[^@\s]+@[0-9a-f]{40}$/;

/**
 * Every `uses:` not pinned to a full commit SHA with `# v<version>` after it, by line. Local
 * actions are exempt, and so are the `uses:` values `exempt` accepts (the docs' own action, whose
 * README says how to pin it).
 */
export function unpinnedUses(content: string, exempt: (uses: string) => boolean = () => false): string[] {
  const doc = parseDocument(content);
  const problems: string[] = [];
  const lineOf = (node: Node) => content.slice(0, node.range?.[0] ?? 0).split('\n').length;
  visit(doc, {
    Pair(_, pair: Pair) {
      if (!isScalar(pair.key) || pair.key.value !== 'uses' || !isScalar(pair.value)) return;
      const value = String(pair.value.value);
      if (value.startsWith('./') || exempt(value)) return;
      const line = lineOf(pair.value as Node);
      const comment = /#\s*(v\d+(?:\.\d+)*)\s*$/.exec(content.split('\n')[line - 1] ?? '');
      if (!FULL_SHA.test(value)) problems.push(`line ${line}: uses ${value} is not pinned to a full commit SHA`);
      else if (!comment) problems.push(`line ${line}: uses ${value} has no "# v<version>" comment naming the release`);
    },
  });
  return problems;
}

/** Jobs without a `permissions:` of their own, and a workflow default granting more than reading. */
export function permissionProblems(content: string): string[] {
  const doc = parseDocument(content);
  const problems: string[] = [];
  const top = doc.get('permissions', true) as Node | undefined;
  const topJson: unknown = top === undefined ? undefined : (doc.toJS() as { permissions: unknown }).permissions;
  const readOnly =
    topJson !== undefined &&
    (topJson === 'read-all' ||
      (typeof topJson === 'object' &&
        topJson !== null &&
        Object.values(topJson).every((v) => v === 'read' || v === 'none')));
  if (!readOnly) problems.push('the workflow-level permissions must be {} or read-only: jobs ask for what they write');
  const jobs = doc.get('jobs', true);
  if (!isMap(jobs)) return [...problems, 'no jobs'];
  for (const item of jobs.items) {
    const job = item.value;
    if (isMap(job) && !job.has('permissions'))
      problems.push(`job ${String((item.key as { value: unknown }).value)} sets no permissions`);
  }
  return problems;
}
