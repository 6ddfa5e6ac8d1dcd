// Lists the functions in src/ longer than the style's limit, longest first; exits 1 if any.
// Usage: npx tsx scripts/long-functions.ts [max lines, default 80]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
const limit = Number(process.argv[2] ?? 80);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** What a function is called where it is declared: its name, its variable, its property or its method. */
function nameOf(node: ts.Node): string {
  const named = node as { name?: ts.Node };
  if (named.name && ts.isIdentifier(named.name)) return named.name.text;
  const parent = node.parent as ts.Node | undefined;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name))
    return parent.name.text;
  return '(anonymous)';
}

const long: { where: string; name: string; lines: number }[] = [];
for (const file of sourceFiles(join(root, 'src'))) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      if (end - start + 1 > limit)
        long.push({ where: `${relative(root, file)}:${start}`, name: nameOf(node), lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
long.sort((a, b) => b.lines - a.lines);
for (const f of long) console.log(`${String(f.lines).padStart(4)}  ${f.name}  ${f.where}`);
if (long.length > 0) process.exitCode = 1;
