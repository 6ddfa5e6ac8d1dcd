// Why a digest change carries no package list (`changes: null`): each reader says which of these
// holds, and change-line.ts says it in one short line where the change is shown.

export type { ChangeGap } from '../model';
