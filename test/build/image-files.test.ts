import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SUBGRAPHS } from '../../lib/config';

// No Docker engine runs the tests: what the image and the compose file hold is checked by reading them.
const ROOT = resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

interface Stage {
  from: string;
  name?: string;
  /** Instructions with their continuation lines joined, comments left out. */
  instructions: { keyword: string; args: string }[];
}

function dockerfileStages(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  for (const line of lines) {
    const [, keyword, args] = /^(\S+)\s*(.*)$/.exec(line)!;
    if (keyword.toUpperCase() === 'FROM') {
      const [, from, name] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args)!;
      stages.push({ from, name, instructions: [] });
    } else {
      stages.at(-1)!.instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return stages;
}

/** `node dist/x/y.js ...` runs compiled code whose source is x/y.ts. */
function expectCompiledCommand(command: string[]): void {
  expect(command[0]).toBe('node');
  expect(command.join(' ')).not.toMatch(/tsx|\.ts\b/);
  const script = command.find((arg) => arg.startsWith('dist/'));
  expect(script).toMatch(/^dist\/.+\.js$/);
  expect(existsSync(join(ROOT, script!.replace(/^dist\//, '').replace(/\.js$/, '.ts')))).toBe(true);
}

describe('Dockerfile', () => {
  const stages = dockerfileStages(read('Dockerfile'));
  const build = stages[0];
  const final = stages.at(-1)!;
  const args = (stage: Stage, keyword: string) =>
    stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

  it('builds with every dependency in a stage of its own', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(build.name).toBeDefined();
    const runs = args(build, 'RUN').join('\n');
    expect(runs).toMatch(/npm ci(?!.*--omit)/);
    expect(runs).toContain('npm run build');
  });

  it('ships production dependencies and compiled code only, as a non-root user, started with node', () => {
    const runs = args(final, 'RUN');
    expect(runs.some((run) => /npm ci\b.*--omit=dev/.test(run))).toBe(true);
    for (const run of runs) expect(run).not.toMatch(/tsx|npm (ci|install)(?!.*--omit=dev)/);
    // Copies: the package files for `npm ci`, and the compiled folder from the build stage.
    const copies = args(final, 'COPY');
    for (const copy of copies) {
      const parts = copy.split(/\s+/);
      const from = parts.find((part) => part.startsWith('--from='));
      const sources = parts.filter((part) => !part.startsWith('--')).slice(0, -1);
      if (from) {
        expect(from).toBe(`--from=${build.name}`);
        expect(sources).toEqual(['/app/dist']);
      } else {
        expect(
          sources.every((source) => ['package.json', 'package-lock.json'].includes(source)),
        ).toBe(true);
      }
    }
    expect(copies.some((copy) => copy.startsWith(`--from=${build.name}`))).toBe(true);
    expect(args(final, 'ADD')).toEqual([]);

    const user = args(final, 'USER').at(-1);
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user!.split(':')[0]);
    expect(args(final, 'ENV').join(' ')).toContain('NODE_ENV=production');
    expectCompiledCommand(JSON.parse(args(final, 'CMD').at(-1)!) as string[]);
    expect(args(final, 'ENTRYPOINT')).toEqual([]);
  });

  it('leaves local builds and data out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim());
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'dist', '.data', '.git']));
  });
});

describe('package.json', () => {
  const pkg = JSON.parse(read('package.json')) as {
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

  it('needs tsx and TypeScript only to build and develop', () => {
    expect(pkg.dependencies).not.toHaveProperty('tsx');
    expect(pkg.dependencies).not.toHaveProperty('typescript');
    expect(pkg.devDependencies).toHaveProperty('tsx');
    expect(pkg.devDependencies).toHaveProperty('typescript');
  });

  it('installs no compiler or TypeScript runner with npm ci --omit=dev (the lock file marks them dev)', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { dev?: boolean; devOptional?: boolean }>;
    };
    const production = Object.entries(lock.packages)
      .filter(([path, entry]) => path && !entry.dev && !entry.devOptional)
      .map(([path]) => path.replace(/^.*node_modules\//, ''));
    expect(production.length).toBeGreaterThan(0);
    for (const tool of ['tsx', 'typescript', 'esbuild', '@swc/core', 'prisma'])
      expect(production).not.toContain(tool);
  });

  it('starts the compiled platform with node', () => {
    expect(pkg.scripts.build).toContain('scripts/build.ts');
    expectCompiledCommand(pkg.scripts['start:prod'].split(' '));
  });
});

describe('docker-compose.yml', () => {
  const text = read('docker-compose.yml');
  const commands = [...text.matchAll(/^\s+command:\s*(\[.*\])\s*$/gm)].map(
    (match) => JSON.parse(match[1]) as string[],
  );

  it('runs compiled code in every service built from this repository', () => {
    expect(commands.length).toBeGreaterThan(0);
    const names = SUBGRAPHS.map((s) => s.name as string);
    for (const command of commands) {
      expectCompiledCommand(command);
      if (command[1] === 'dist/scripts/start-subgraph.js') expect(names).toContain(command[2]);
    }
    expect(text).not.toMatch(/tsx/);
  });
});
