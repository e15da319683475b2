// Lints snippets as virtual files with the repository's eslint.config.mjs (ESLint's Node API):
// reads [{ filePath, code }] as JSON on stdin, writes the rule ids reported for each. A child
// process, because jest's module sandbox cannot import an ES-module ESLint config.
import { ESLint } from 'eslint';
import path from 'node:path';

const root = process.argv[2];
const eslint = new ESLint({ cwd: root });
let input = '';
for await (const chunk of process.stdin) input += chunk;
const reports = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  reports.push(result.messages.map((message) => message.ruleId ?? message.message));
}
process.stdout.write(JSON.stringify(reports));
