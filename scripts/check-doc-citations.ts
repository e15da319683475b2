/**
 * Every citation in a source comment (or a GraphQL schema's descriptions, or a document: docs/,
 * README.md, CONTRIBUTING.md) points at something that exists: a `docs/...` file, the section it
 * names (`docs/api/ml.md, "Errors"`, `docs/reports.md, Datasets)`, `docs/api/ml.md#errors`) as a
 * heading of that document, a cited repository path (`lib/db/prisma.ts`,
 * `test/gateway/rest-contract-walk.test.ts`), and a bare file name (`notice-rules.ts`) as a file
 * of the repository. Part of `npm run lint`; prints file:line for each broken citation and exits 1
 * if there is one.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '..');
const SOURCE_DIRS = ['lib', 'gateway', 'subgraphs', 'scripts', 'test', 'bench', 'prisma'];
const SKIP = new Set(['node_modules', 'generated', 'dist', '.data']);
const TOP_DIRS = [...SOURCE_DIRS, 'docs', 'schema'];

// docs/<file>.md, then optionally #anchor, or `, "Section"`, or `, Section)` (a capitalised name).
const DOC_CITATION = /\bdocs\/([\w./-]+?\.md)(?:#([\w-]+)|,\s*"([^"]+)"|,\s*([A-Z][\w ’'-]*)\))?/g;
// A repository path with an extension (not a docs/ one: those are checked above).
const PATH_CITATION = new RegExp(
  `(?<![\\w./-])((?:${TOP_DIRS.filter((d) => d !== 'docs').join('|')})/[\\w./-]+\\.(?:ts|js|cjs|mjs|graphql|prisma|json))(?![\\w/-])`,
  'g',
);

// A bare file name (`notice-rules.ts`, `README.md`): no folder before it, and no pattern
// (`*-store.ts`, `<thing>-rules.ts`) or property access (`this.options`) around it.
const BARE_CITATION =
  /(?<![\w./<>*{}$@-])([a-z0-9][\w-]*(?:\.[\w-]+)*\.(?:ts|js|cjs|mjs|graphql|prisma|json|md|hbs))(?![\w/(-])/g;

/**
 * Every file name of the repository (outside SKIP). Comments cite a file of their own folder by
 * its bare name, and a file elsewhere the same way when its name says which (the root's configs,
 * `notice-rules.ts`); a bare name no folder holds cites nothing.
 */
const FILE_NAMES = new Set<string>();
function indexNames(dir: string): void {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) indexNames(full);
    else FILE_NAMES.add(name);
  }
}
indexNames(root);
/** npm packages named like files (`ipaddr.js`). */
const PACKAGES = new Set(
  Object.keys({
    ...(
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        dependencies?: object;
      }
    ).dependencies,
  }),
);

/** A `.js` name is also what the build makes of the `.ts` beside it (`dist/scripts/start.js`). */
const built = (cited: string) => cited.replace(/\.js$/, '.ts');

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...sourceFiles(full));
    else if (/\.(ts|js|cjs|mjs|graphql)$/.test(name)) found.push(full);
  }
  return found;
}

function markdownFiles(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...markdownFiles(full));
    else if (name.endsWith('.md')) found.push(full);
  }
  return found;
}

/** The comments of a file with the line each starts on. */
function comments(file: string): { text: string; line: number }[] {
  const text = readFileSync(file, 'utf8');
  // A schema's descriptions and comments are its prose, a document is all prose: the whole file
  // is read as one comment.
  if (/\.(graphql|md)$/.test(file)) return [{ text, line: 1 }];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const seen = new Set<number>();
  const found: { text: string; line: number }[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      const line = source.getLineAndCharacterOfPosition(range.pos).line + 1;
      found.push({ text: text.slice(range.pos, range.end), line });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.forEachChild(visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return found;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[`*_"“”]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const headingsOf = new Map<string, string[]>();
function headings(doc: string): string[] {
  let found = headingsOf.get(doc);
  if (!found) {
    found = readFileSync(path.join(root, doc), 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => line.replace(/^#+ /, '').trim());
    headingsOf.set(doc, found);
  }
  return found;
}

/** A section names a heading if the heading reads the same, or begins with it. */
function hasSection(doc: string, section: string): boolean {
  const wanted = plain(section);
  return headings(doc).some((h) => plain(h) === wanted || plain(h).startsWith(`${wanted}`));
}

function check(file: string): string[] {
  const problems: string[] = [];
  for (const comment of comments(file)) {
    // A comment's lines joined, so a citation broken over two lines reads as one.
    // (Spaces only: a blank line is still a line when the citation's line is counted.)
    const text = comment.text.replace(/\n[ \t]*(\*(?!\/)|\/\/)[ \t]?/g, '\n');
    const joined = text.replace(/\n/g, ' ');
    for (const match of joined.matchAll(DOC_CITATION)) {
      const doc = `docs/${match[1]}`;
      const line = comment.line + text.slice(0, match.index).split('\n').length - 1;
      const place = `${path.relative(root, file)}:${line}`;
      if (!existsSync(path.join(root, doc))) {
        problems.push(`${place}: ${doc} does not exist`);
        continue;
      }
      const anchor = match[2];
      const section = match[3] ?? match[4];
      if (anchor && !headings(doc).some((h) => slug(h) === anchor))
        problems.push(`${place}: ${doc} has no heading #${anchor}`);
      if (section && !hasSection(doc, section))
        problems.push(`${place}: ${doc} has no section "${section}"`);
    }
    for (const match of joined.matchAll(PATH_CITATION)) {
      const cited = match[1].replace(/\.$/, '');
      if (cited.includes('<') || cited.includes('*')) continue;
      if (existsSync(path.join(root, cited)) || existsSync(path.join(root, built(cited)))) continue;
      const line = comment.line + text.slice(0, match.index).split('\n').length - 1;
      problems.push(`${path.relative(root, file)}:${line}: ${cited} does not exist`);
    }
    for (const match of joined.matchAll(BARE_CITATION)) {
      const name = match[1];
      if (FILE_NAMES.has(name) || FILE_NAMES.has(built(name)) || PACKAGES.has(name)) continue;
      const line = comment.line + text.slice(0, match.index).split('\n').length - 1;
      problems.push(
        `${path.relative(root, file)}:${line}: ${match[1]} is no file of the repository`,
      );
    }
  }
  return problems;
}

const files = [
  ...SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir))),
  ...markdownFiles(path.join(root, 'docs')),
  ...['README.md', 'CONTRIBUTING.md'].map((name) => path.join(root, name)),
];
const problems = files.flatMap(check);
for (const problem of problems) console.log(problem);
if (problems.length > 0) {
  console.log(`${problems.length} broken citation(s) in source comments and documents.`);
  process.exit(1);
}
console.log(
  `Doc citations: ${files.length} files checked, every cited document, section and path exists.`,
);
