// Any OIDC issuer given by hand (--issuer with --subject or --subject-pattern): for a CI without a
// ready form, and the token line the missing-token message shows when no CI is detected.
import { subjectPatternProblem } from '../subject-pattern';
import { checkCommand, httpsUrl, ID_TOKEN_ENV, lowerName, type OtherCiForm } from './shared';

const tokenLines = (audience: string) => [`export ${ID_TOKEN_ENV}="<your CI's OIDC token, audience ${audience}>"`];

export const BY_HAND: OtherCiForm<'oidc'> = {
  id: 'oidc',
  label: 'OIDC',
  option: 'issuer',
  // Given by hand: no variable shows which CI that is.
  detect: () => false,
  tokenLines,

  claim(input, _audience, fail) {
    const issuer = httpsUrl(input.issuer!.trim(), '--issuer', fail);
    const defaultName = lowerName(`oidc-${new URL(issuer).host}`);
    if (input.subject !== undefined && input['subject-pattern'] !== undefined)
      throw fail('--subject and --subject-pattern exclude each other: an identity has one');
    if (input.subject !== undefined) {
      const subject = input.subject.trim();
      if (!subject || /\s/.test(subject)) throw fail(`--subject "${input.subject}" must be one word (the sub claim)`);
      return { issuer, subject, accepts: 'that subject', defaultName };
    }
    const pattern = input['subject-pattern'];
    if (pattern === undefined) throw fail('--issuer needs --subject or --subject-pattern: what the sub claim must be');
    const problem = subjectPatternProblem(pattern);
    if (problem) throw fail(`--subject-pattern "${pattern}" ${problem}`);
    return { issuer, subjectPattern: pattern, accepts: 'subjects matching that pattern', defaultName };
  },

  jobSnippet: (input, audience) => [...tokenLines(audience), checkCommand(input)].join('\n'),
};
