import { UsageError } from '../errors';
import { HttpClient } from '../http/client';
import { IamClient, type NewIdentity } from '../platform/iam';
import type { Identity, RoleBinding } from '../platform/schemas';
import { VERSION } from '../version';
import { ciJobSnippet, DEFAULT_ISSUER_HOST } from './ci';
import { IDENTITY_CREATE } from './commands';
import { planIdentity, type IdentityPlan } from './identity-plan';
import type { CommandOutput } from './output';
import { DEFAULT_API_URL, connectionFrom, helpOf, parseCommand } from './options';

const COMMAND = IDENTITY_CREATE.name;

/**
 * `identity create`: finds the role first (nothing is created for a typo), creates the identity
 * under the group, binds the role; a failed binding removes the identity again, so no half-made
 * identity is left behind.
 */
export async function identityCreate(args: string[], env: Record<string, string | undefined>): Promise<CommandOutput> {
  const { values, positionals } = parseCommand(IDENTITY_CREATE, args);
  if (values.help) return { help: helpOf(IDENTITY_CREATE) };
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`, COMMAND);
  const plan = planIdentity(values);
  if (values['dry-run']) return { text: planText(plan), json: { dryRun: true, plan } };
  const { apiUrl, token } = connectionFrom(values, env, COMMAND);

  const http = new HttpClient({ userAgent: `image-check-cli/${VERSION}` });
  try {
    const iam = new IamClient({ http, apiUrl, token });
    const role = await iam.findRole(plan.role);
    const identity = await iam.createIdentity(plan.group, {
      name: plan.name,
      description: plan.description,
      claimMatch: claimMatchOf(plan),
    });
    let binding: RoleBinding;
    try {
      binding = await iam.bindRole(plan.group, identity.uid, role.uid);
    } catch (error) {
      await iam.deleteIdentity(identity.uid).catch(() => {
        if (error instanceof Error)
          error.message += ` (and identity ${identity.uid} could not be removed again: run image-check identity delete ${identity.uid})`;
      });
      throw error;
    }
    const snippetInput = { identity: identity.uid, group: plan.group, apiUrl, defaultApiUrl: DEFAULT_API_URL };
    const snippet = ciJobSnippet(plan.ci, snippetInput, jobAudience(plan));
    return {
      text: createdText(plan, identity, binding, snippet),
      json: {
        identity,
        roleBinding: binding,
        ...claimMatchOf(plan),
        covers: plan.covers,
        workflow: snippet,
      },
    };
  } finally {
    await http.close();
  }
}

function claimMatchOf(plan: IdentityPlan): NewIdentity['claimMatch'] {
  const audience = plan.audience !== undefined ? { audience: plan.audience } : {};
  return plan.subjectPattern !== undefined
    ? { issuer: plan.issuer, subjectPattern: plan.subjectPattern, ...audience }
    : { issuer: plan.issuer, subject: plan.subject!, ...audience };
}

/** The audience the job's token must carry: the identity's, else the exchange service's host. */
const jobAudience = (plan: IdentityPlan) => plan.audience ?? DEFAULT_ISSUER_HOST;

/** What the identity accepts and which events' runs that covers, aligned under a label column. */
function acceptsLines(plan: IdentityPlan): string[] {
  const lines = [
    `  accepts  issuer ${plan.issuer}`,
    plan.subjectPattern !== undefined
      ? `           subject pattern ${plan.subjectPattern}`
      : `           subject ${plan.subject}`,
  ];
  if (plan.ci !== 'github')
    lines.push(
      plan.audience !== undefined
        ? `           audience ${plan.audience}`
        : `           audience ${DEFAULT_ISSUER_HOST} (the exchange service's host: request the job's token for it)`,
    );
  const width = Math.max(0, ...plan.covers.map((c) => c.event.length));
  plan.covers.forEach((c, i) =>
    lines.push(`  ${i === 0 ? 'covers ' : '       '}  ${c.event.padEnd(width)}  ${c.subject}`),
  );
  const pushRef = plan.covers.find((c) => c.event === 'push');
  const unlisted = (['schedule', 'workflow_dispatch'] as const).filter((e) => !plan.covers.some((c) => c.event === e));
  if (pushRef && unlisted.length)
    lines.push(`           (${unlisted.join(' and ')} runs on that branch carry the push subject too)`);
  return lines;
}

const closingLine = (plan: IdentityPlan) =>
  plan.subjectPattern !== undefined
    ? 'Only runs whose token carries a subject matching that pattern can assume it (see image-check identity create --help).'
    : 'Only runs whose token carries exactly that subject can assume it (see image-check identity create --help).';

function planText(plan: IdentityPlan): string {
  return [
    `Would create identity "${plan.name}" under group ${plan.group}`,
    ...acceptsLines(plan),
    `  role     ${plan.role} on group ${plan.group}`,
    '',
    closingLine(plan),
    'Nothing was sent (--dry-run).',
    '',
  ].join('\n');
}

function createdText(plan: IdentityPlan, identity: Identity, binding: RoleBinding, snippet: string): string {
  const group = binding.group.name ? `${binding.group.name} (${binding.group.uid})` : binding.group.uid;
  return [
    `Created identity ${identity.uid} "${identity.name}"`,
    ...acceptsLines(plan),
    `  role     ${binding.role.name ?? plan.role} on group ${group} (binding ${binding.uid})`,
    '',
    plan.ci === 'github' ? 'Add to the workflow job:' : 'Add to the job:',
    '',
    snippet.replace(/^/gm, '  '),
    '',
    closingLine(plan),
    `Remove it with: image-check identity delete ${identity.uid}`,
    '',
  ].join('\n');
}
