/** @jest-environment node */
// The repository's GitHub set-up, checked offline: the workflows against GitHub's workflow schema
// (action-validator bundles it), every npm script a job runs exists, the fast job runs the same
// scripts as `npm test`, the full job runs .ci/run itself, and actions are pinned to commits.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';

const root = path.join(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const workflowFiles = readdirSync(path.join(root, '.github/workflows')).filter((name) => /\.ya?ml$/.test(name));
const scripts = Object.keys(JSON.parse(read('package.json')).scripts as Record<string, string>);

type Step = { run?: string; uses?: string; env?: Record<string, string> };
type Job = { steps: Step[]; permissions?: unknown };
type Workflow = { on: Record<string, unknown>; permissions: Record<string, string>; jobs: Record<string, Job> };
const ci = parse(read('.github/workflows/ci.yml')) as Workflow;

/** The npm scripts a piece of shell runs (`npm run x`, `npm run -s x`, `npm test`), comments aside. */
function npmScripts(shell: string): string[] {
  const found: string[] = [];
  const code = shell.replace(/^\s*#.*$/gm, '');
  for (const match of code.matchAll(/\bnpm\s+(?:run(?:-script)?\s+(?:-\S+\s+)*([\w:-]+)|(test|start)\b)/g)) found.push(match[1] ?? match[2]!);
  return found;
}
const jobScripts = (job: Job) => job.steps.flatMap((step) => npmScripts(step.run ?? ''));

describe('GitHub workflows', () => {
  it.each(workflowFiles)('%s is valid against GitHub’s workflow schema', (file) => {
    expect(validateWorkflow(read(`.github/workflows/${file}`)).errors).toEqual([]);
  });

  it('the validator does refuse a broken workflow', () => {
    const broken = read('.github/workflows/ci.yml').replace('runs-on: ubuntu-24.04', 'runs_on: ubuntu-24.04').replace('pull_request:', 'pull_requests:');
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
  });

  it('runs on pull requests and pushes to main, reading the repository and nothing more', () => {
    expect(Object.keys(ci.on)).toEqual(['pull_request', 'push']);
    expect(ci.on.push).toEqual({ branches: ['main'] });
    expect(ci.permissions).toEqual({ contents: 'read' });
    for (const job of Object.values(ci.jobs)) expect(job.permissions).toBeUndefined();
  });

  it('pins every action to a full commit with its version beside it', () => {
    for (const file of workflowFiles) {
      const uses = read(`.github/workflows/${file}`).split('\n').filter((line) => /^\s*(-\s+)?uses:/.test(line));
      expect(uses.length).toBeGreaterThan(0);
      for (const line of uses) expect(line).toMatch(/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+(\.\d+){0,2}$/);
    }
  });

  it('calls only npm scripts that exist, in both jobs and in .ci/run', () => {
    const called = [...Object.values(ci.jobs).flatMap(jobScripts), ...npmScripts(read('.ci/run'))];
    expect(called.length).toBeGreaterThan(5);
    for (const script of called) expect(scripts).toContain(script);
  });

  it('the fast job checks posts, types, lint, build and unit tests with the scripts npm test runs', () => {
    const fast = jobScripts(ci.jobs.fast!);
    expect(fast).toEqual(['check:posts', 'typecheck', 'lint', 'build', 'test:unit']);
    // npm test (scripts/test.ts) calls the same scripts; check:posts runs before it in .ci/run.
    const testRuns = [...read('scripts/test.ts').matchAll(/'npm', \['run', (?:'-s', )?'([\w:-]+)'/g)].map((match) => match[1]);
    for (const script of fast.filter((name) => name !== 'check:posts')) expect(testRuns).toContain(script);
    expect(npmScripts(read('.ci/run'))).toEqual(['check:posts', 'test']);
  });

  it('the full job runs .ci/run itself, so it cannot pass while the project’s CI fails', () => {
    const runs = ci.jobs.full!.steps.map((step) => step.run?.trim()).filter(Boolean);
    expect(runs).toContain('bash .ci/run');
  });
});

describe('Dependabot', () => {
  type Update = { 'package-ecosystem': string; schedule: { interval: string }; groups?: Record<string, { 'update-types'?: string[] }> };
  const { updates } = parse(read('.github/dependabot.yml')) as { updates: Update[] };
  const update = (ecosystem: string) => updates.find((entry) => entry['package-ecosystem'] === ecosystem);

  it('proposes npm updates weekly, minor and patch releases grouped, and action updates monthly', () => {
    expect(update('npm')?.schedule.interval).toBe('weekly');
    expect(Object.values(update('npm')?.groups ?? {}).some((group) => group['update-types']?.join() === 'minor,patch')).toBe(true);
    expect(update('github-actions')?.schedule.interval).toBe('monthly');
  });
});
