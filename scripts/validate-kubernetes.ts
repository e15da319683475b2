/**
 * `npm run deploy:validate`: renders every overlay of deploy/kubernetes/overlays with
 * `<KUBECTL> kustomize` (KUBECTL, default `kubectl` on the PATH; .ci/run passes Debian's 1.20)
 * and checks each rendered object against the Kubernetes API schemas (./kubernetes/schema-check.ts)
 * and what the platform needs of an overlay (./kubernetes/platform-check.ts).
 * With file arguments, checks those rendered streams against the schemas only.
 * Prints one line per overlay or file and every problem; exits 1 if there is one.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { platformProblems } from './kubernetes/platform-check';
import { parseManifests, schemaProblems, type ManifestObject } from './kubernetes/schema-check';

const root = path.resolve(__dirname, '..');
const overlays = path.join(root, 'deploy', 'kubernetes', 'overlays');

interface Source {
  label: string;
  text: () => string;
  whole: boolean;
}

function sources(files: string[]): Source[] {
  if (files.length > 0) {
    return files.map((file) => ({
      label: file,
      text: () => readFileSync(file, 'utf8'),
      whole: false,
    }));
  }
  const kubectl = process.env.KUBECTL || 'kubectl';
  const version = execFileSync(kubectl, ['version', '--client'], { encoding: 'utf8' }).trim();
  console.log(`${kubectl}: ${version.split('\n')[0]}`);
  return readdirSync(overlays, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      label: `deploy/kubernetes/overlays/${entry.name}`,
      text: () =>
        execFileSync(kubectl, ['kustomize', path.join(overlays, entry.name)], {
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        }),
      whole: true,
    }));
}

async function check(source: Source): Promise<string[]> {
  let objects: ManifestObject[];
  try {
    objects = parseManifests(source.text());
  } catch (error) {
    return [`cannot render or parse: ${(error as Error).message}`];
  }
  if (objects.length === 0) return ['no objects'];
  const problems = await schemaProblems(objects);
  if (source.whole) problems.push(...platformProblems(objects));
  if (problems.length === 0) console.log(`${source.label}: ${objects.length} objects valid`);
  return problems;
}

async function main(): Promise<void> {
  let failed = 0;
  const all = sources(process.argv.slice(2));
  if (all.length === 0) throw new Error(`no overlay in ${overlays}`);
  for (const source of all) {
    const problems = await check(source);
    if (problems.length === 0) continue;
    failed += 1;
    console.log(`${source.label}: ${problems.length} problems`);
    for (const problem of problems) console.log(`  ${problem}`);
  }
  process.exitCode = failed === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
