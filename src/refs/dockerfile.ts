// Image references in a Dockerfile/Containerfile: FROM, COPY --from and RUN --mount=...,from=.
// Variables are expanded with ARG/ENV values the way BuildKit scopes them:
//   - ARGs before the first FROM are global and are what FROM lines see;
//   - inside a stage, ARG/ENV apply to the lines after them in that stage only; a global ARG
//     is visible in a stage once redeclared there (`ARG NAME` takes its global default);
//   - ENV outlives its stage into stages built FROM it; ARG does not.
// Lines: the 1-based line where the image word itself starts, so an instruction continued with
// `\` over several lines is annotated where the reference is written, not at the keyword.

import { DockerfileParser, type Argument, type Flag, type Instruction, type Property } from 'dockerfile-ast';
import type { SkippedReference } from '../model';
import type { DiscoveryResult, FoundReference } from './types';
import { expandWord, type Scope } from './shell-expand';
import { messageOf } from '../errors';

interface Position {
  line: number;
  character: number;
}

interface Stage {
  args: Map<string, string | null>;
  env: Map<string, string | null>;
}

/** Variables visible in a stage: ENV wins over ARG of the same name, as in BuildKit. */
function stageScope(stage: Stage): Scope {
  return { get: (name) => (stage.env.has(name) ? stage.env.get(name) : stage.args.get(name)) };
}

// Set by BuildKit itself for each build, so their values are not in the Dockerfile.
const AUTOMATIC_ARGS = new Set([
  'BUILDPLATFORM',
  'BUILDOS',
  'BUILDARCH',
  'BUILDVARIANT',
  'TARGETPLATFORM',
  'TARGETOS',
  'TARGETARCH',
  'TARGETVARIANT',
]);

export function scanDockerfile(file: string, content: string): DiscoveryResult {
  let instructions: Instruction[];
  let escape: string;
  try {
    const dockerfile = DockerfileParser.parse(content);
    instructions = dockerfile.getInstructions();
    escape = dockerfile.getEscapeCharacter();
  } catch (error) {
    return { found: [], skipped: [], problems: [{ file, message: `cannot parse Dockerfile: ${messageOf(error)}` }] };
  }
  const reader = new DockerfileReader(file, instructions, escape, lineFinder(content, escape));
  reader.read();
  return { found: reader.found, skipped: reader.skipped, problems: [] };
}

/** Reads one parsed Dockerfile top to bottom, keeping the ARG/ENV scopes BuildKit keeps. */
class DockerfileReader {
  readonly found: FoundReference[] = [];
  readonly skipped: SkippedReference[] = [];
  /** Every stage name, so `COPY --from=<stage>` is known even before that stage in the file. */
  private readonly stageNames: string[];
  private readonly global = new Map<string, string | null>();
  private readonly stages: Stage[] = [];
  private current: Stage | null = null;

  constructor(
    private readonly file: string,
    private readonly instructions: readonly Instruction[],
    private readonly escape: string,
    private readonly lineOf: (position: Position) => number,
  ) {
    this.stageNames = instructions
      .filter((instruction) => instruction.getKeyword() === 'FROM')
      .map((instruction) => stageNameOf(instruction.getArguments()) ?? '');
  }

  read(): void {
    for (const instruction of this.instructions) {
      const keyword = instruction.getKeyword();
      if (keyword === 'FROM') this.from(instruction);
      else if (keyword === 'ARG') this.arg(instruction);
      // Only ARG (and parser directives, comments) may precede FROM.
      else if (this.current) this.inStage(keyword, instruction, this.current);
    }
  }

  private from(instruction: Instruction): void {
    const base: Stage = { args: new Map(), env: new Map() };
    const earlier = this.stages.length;
    const word = instruction.getArguments()[0];
    if (word) {
      const explain = (name: string) => this.explainFrom(name);
      this.consider(word.getValue(), word.getRange().start, this.global, explain, (value) => {
        if (value === 'scratch') return true;
        if (value === '') return false; // not an unnamed stage: an empty reference, reported as such
        // Only an earlier stage can be a base; its ENV carries over.
        const index = this.stageNames.slice(0, earlier).lastIndexOf(value.toLowerCase());
        if (index < 0) return false;
        for (const [k, v] of this.stages[index]!.env) base.env.set(k, v);
        return true;
      });
    }
    this.stages.push(base);
    this.current = base;
  }

  private arg(instruction: Instruction): void {
    const stage = this.current;
    for (const property of propertiesOf(instruction)) {
      // `ARG NAME VALUE` (no '=') declares NAME and VALUE, both without a value, as BuildKit's
      // parseArg reads it; the parser gives it as one property whose value is "VALUE".
      const names = argumentNames(property);
      for (const name of names ?? []) {
        if (stage) this.declareBare(stage.args, name, true);
        else this.declareBare(this.global, name, false);
      }
      if (names) continue;
      if (stage) this.declare(stage.args, property, stageScope(stage), true);
      else this.declare(this.global, property, this.global, false);
    }
  }

  private inStage(keyword: string, instruction: Instruction, stage: Stage): void {
    const scope = stageScope(stage);
    const explain = (name: string) => this.explainIn(stage, name);
    const isStage = (value: string) => isStageRef(value, this.stageNames);
    if (keyword === 'ENV') {
      for (const property of propertiesOf(instruction)) this.declare(stage.env, property, scope, false);
    } else if (keyword === 'COPY') {
      for (const flag of flagsOf(instruction, 'from')) {
        const value = flag.getValue();
        if (value === null || value === '') continue;
        this.consider(value, (flag.getValueRange() ?? flag.getRange()).start, scope, explain, isStage);
      }
    } else if (keyword === 'RUN') {
      for (const flag of flagsOf(instruction, 'mount')) {
        const from = mountFrom(flag);
        if (from) this.consider(from.value, from.position, scope, explain, isStage);
      }
    }
  }

  private declare(target: Map<string, string | null>, property: Property, scope: Scope, inheritGlobal: boolean): void {
    const raw = property.getUnescapedValue();
    if (raw === null) return this.declareBare(target, property.getName(), inheritGlobal);
    const expanded = expandWord(raw, scope, this.escape);
    target.set(property.getName(), expanded.unresolved.length > 0 ? null : expanded.value);
  }

  private declareBare(target: Map<string, string | null>, name: string, inheritGlobal: boolean): void {
    target.set(name, inheritGlobal && this.global.has(name) ? this.global.get(name)! : null);
  }

  /** Classifies one image word: found, unresolved, a stage, or scratch. */
  private consider(
    raw: string,
    position: Position,
    scope: Scope,
    explain: (name: string) => string,
    stageAt: (value: string) => boolean,
  ): void {
    const location = { file: this.file, line: this.lineOf(position) };
    const { value, unresolved } = expandWord(raw, scope, this.escape);
    if (unresolved.length > 0) {
      const why = unresolved.map(explain).join('; ');
      const reason = `"${raw}" holds a variable without a known value: ${why}`;
      this.skipped.push({ ref: raw, kind: 'unresolved', reason, location });
      return;
    }
    if (value === '' && raw !== '') {
      // Every variable had a known value, and together they give nothing (`${X:+...}` of an
      // unset X): no image to check, and no empty reference to invent.
      const reason = `"${raw}" expands to nothing with the values the Dockerfile gives its variables`;
      this.skipped.push({ ref: raw, kind: 'unresolved', reason, location });
      return;
    }
    if (stageAt(value)) return;
    this.found.push({ ref: value, location });
  }

  /** Why a variable in a FROM line has no value. */
  private explainFrom(name: string): string {
    if (this.global.has(name) || AUTOMATIC_ARGS.has(name)) return noDefault(name);
    return `${name} is not declared by an ARG before the first FROM, and FROM lines see only those`;
  }

  /** Why a variable in a stage's line has no value. */
  private explainIn(stage: Stage, name: string): string {
    if (stage.args.has(name) || stage.env.has(name)) return noDefault(name);
    if (this.global.has(name))
      return `${name} is a global ARG, seen in a stage only once declared again there with "ARG ${name}"`;
    return `${name} is not declared by an ARG or ENV before this line in this stage`;
  }
}

function noDefault(name: string): string {
  return AUTOMATIC_ARGS.has(name)
    ? `${name} is set by BuildKit for the platform being built`
    : `${name} has no default value (it is set by --build-arg)`;
}

/** The stage name after AS, lowercased: BuildKit matches stage names case-insensitively. */
function stageNameOf(args: Argument[]): string | null {
  if (args.length >= 3 && args[1]!.getValue().toLowerCase() === 'as') return args[2]!.getValue().toLowerCase();
  return null;
}

/** `--from` of COPY and `from=` of a mount name a stage by name or by index, else an image. */
function isStageRef(value: string, stageNames: readonly string[]): boolean {
  if (/^\d+$/.test(value) && Number(value) < stageNames.length) return true;
  return value !== '' && stageNames.includes(value.toLowerCase());
}

/** The names an ARG property declares when written without '=' (`ARG A B`), else null. */
function argumentNames(property: Property): string[] | null {
  const withOperator = property as unknown as { getAssignmentOperator?: () => string | null };
  const value = property.getValue();
  if (value === null || withOperator.getAssignmentOperator?.() !== null) return null;
  return [property.getName(), ...value.split(/\s+/).filter((word) => word !== '')];
}

function propertiesOf(instruction: Instruction): Property[] {
  const withProperties = instruction as unknown as { getProperties?: () => Property[] };
  return withProperties.getProperties?.() ?? [];
}

function flagsOf(instruction: Instruction, name: string): Flag[] {
  const withFlags = instruction as unknown as { getFlags?: () => Flag[] };
  return (withFlags.getFlags?.() ?? []).filter((flag) => flag.getName().toLowerCase() === name);
}

/**
 * The `from=` field of a `--mount` flag. The value is CSV (BuildKit reads it with a CSV
 * reader), so a field may be quoted: `"from=img:1"`. The position is that of the field's value.
 */
function mountFrom(flag: Flag): { value: string; position: Position } | null {
  const raw = flag.getValue();
  if (raw === null) return null;
  for (const field of splitCsv(raw)) {
    const eq = field.indexOf('=');
    if (eq < 0 || field.slice(0, eq).trim().toLowerCase() !== 'from') continue;
    const value = field.slice(eq + 1);
    if (value === '') return null;
    const option = flag.getOptions().find((o) => o.getName().replace(/^"/, '').toLowerCase() === 'from');
    const position = option?.getValueRange()?.start ?? flag.getValueRange()?.start ?? flag.getRange().start;
    return { value, position };
  }
  return null;
}

/** Fields of one CSV record: commas separate, double quotes group, `""` is a quote. */
function splitCsv(text: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}

/**
 * Maps a parser position (0-based line and character, lines split at \r\n, \r or \n as the
 * parser does) to the 1-based line where text really starts: a value that begins with an
 * escaped newline (`--from=\` then the image on the next line) is on a later line.
 */
function lineFinder(content: string, escape: string): (position: Position) => number {
  const starts = [0];
  for (let i = 0; i < content.length; i++) {
    const c = content[i];
    if (c === '\r' && content[i + 1] === '\n') i++;
    if (c === '\r' || c === '\n') starts.push(i + 1);
  }
  const lineText = (line: number) =>
    content.slice(starts[line], starts[line + 1] ?? content.length).replace(/[\r\n]+$/, '');
  return (position) => {
    let line = Math.min(position.line, starts.length - 1);
    const rest = lineText(line).slice(position.character);
    if (rest.trimEnd() !== escape) return line + 1;
    // The value starts with an escaped newline: it is on the next line that is neither blank
    // nor a comment (a continuation may hold both).
    line++;
    while (line < starts.length - 1 && /^\s*(#|$)/.test(lineText(line))) line++;
    return Math.min(line, starts.length - 1) + 1;
  };
}

// The first instruction of a Dockerfile is FROM or ARG (only parser directives and comments may
// precede it). Written strictly, so prose that starts with "From ..." is not taken for one.
const FIRST_INSTRUCTION = [
  /^from(?:\s+--[a-z-]+(?:=\S*)?)*\s+\S+(?:\s+as\s+\S+)?\s*\\?$/i,
  /^arg(?:\s+[A-Za-z_][A-Za-z0-9_]*(?:=(?:"[^"]*"|'[^']*'|\S*))?)+\s*\\?$/i,
  /^(?:from|arg)\s*\\$/i, // continued on the next line
];

/** Whether a text starts like a Dockerfile: its first line that is no comment or blank is a FROM or ARG. */
export function looksLikeDockerfile(content: string): boolean {
  for (const raw of content.slice(0, 64 * 1024).split(/\r?\n|\r/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    return FIRST_INSTRUCTION.some((pattern) => pattern.test(line));
  }
  return false;
}
