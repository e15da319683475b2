import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The manifest validator that .ci/run runs on every rendered overlay (scripts/validate-kubernetes.ts)
 * fails on a deliberately wrong object and on a kind the Kubernetes API does not have, and passes
 * a valid one. Rendering itself needs kubectl and is .ci/run's part.
 */
const root = path.resolve(__dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'kubernetes-validator-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const full = path.join(dir, name);
  writeFileSync(full, text);
  return full;
}

function validate(...files: string[]): { status: number | null; out: string } {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/validate-kubernetes.ts'), ...files],
    { cwd: root, encoding: 'utf8' },
  );
  return { status: run.status, out: run.stdout + run.stderr };
}

const service = file(
  'service.yaml',
  'apiVersion: v1\nkind: Service\nmetadata:\n  name: gateway\nspec:\n  ports:\n    - port: 4000\n',
);

test('a valid object passes', () => {
  const { status, out } = validate(service);
  expect(out).toContain('service.yaml: 1 objects valid');
  expect(status).toBe(0);
});

test('a wrong field type and an unknown kind fail, each named', () => {
  const wrong = file(
    'wrong.yaml',
    [
      'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: gateway\nspec:',
      '  replicas: two\n  selector: {}\n  template: {}\n---',
      'apiVersion: apps/v1\nkind: Deploymnet\nmetadata:\n  name: identity\n',
    ].join('\n'),
  );
  const { status, out } = validate(service, wrong);
  expect(out).toContain('service.yaml: 1 objects valid');
  expect(out).toContain('wrong.yaml: 2 problems');
  expect(out).toContain('Deployment/gateway: data/spec/replicas must be integer');
  expect(out).toContain('Deploymnet/identity: unknown apiVersion/kind apps/v1 Deploymnet');
  expect(status).toBe(1);
});
