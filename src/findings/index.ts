// What to tell the user, for every surface: the kinds of finding (kinds.ts), a result's findings
// under fail-on (of.ts, over predicates.ts), the words they are said in (phrases.ts) and the
// verdict sentence (verdict-line.ts). Imports only the model, the text helpers and mirror forms.
export * from './kinds';
export * from './of';
export * from './phrases';
export * from './predicates';
export * from './verdict-line';
