// The action's one channel to the runner's log: every line and annotation the action writes goes
// through here, so text from a service or a file (a policy's name, an error's message) can start no
// workflow command and carry no escape sequence, whichever field it came in (secrets.ts terminalText).
import * as core from '@actions/core';
import { terminalText } from '../secrets';

type Properties = core.AnnotationProperties;

const safeProperties = (p: Properties = {}): Properties => ({
  ...p,
  ...(p.title === undefined ? {} : { title: terminalText(p.title) }),
  ...(p.file === undefined ? {} : { file: terminalText(p.file) }),
});

export const info = (text: string): void => core.info(terminalText(text));
export const debug = (text: string): void => core.debug(terminalText(text));
export const notice = (text: string, p?: Properties): void => core.notice(terminalText(text), safeProperties(p));
export const warning = (text: string, p?: Properties): void => core.warning(terminalText(text), safeProperties(p));
export const error = (text: string, p?: Properties): void => core.error(terminalText(text), safeProperties(p));
export const setFailed = (text: string): void => core.setFailed(terminalText(text));
export const startGroup = (name: string): void => core.startGroup(terminalText(name));
export const endGroup = (): void => core.endGroup();
