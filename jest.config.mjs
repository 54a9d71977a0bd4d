// JavaScript, not TypeScript like every script: Jest reads a TypeScript config only through ts-node,
// which the project does not otherwise need.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // A worker per core: Jest's default keeps one core for its own process, which only hands out
  // test files, so a 2-core machine ran every suite in a single worker (75 s instead of 52 s).
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/tests/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)', '<rootDir>/tests/integration/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/', '<rootDir>/out/', '<rootDir>/out-no-analytics/', '<rootDir>/.next/'],
  modulePathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/out-no-analytics/', '<rootDir>/.next/'],
};

/**
 * Packages published only as ES modules ("type": "module"), such as the unified, hast and
 * micromark ones the content loader and the HTML-to-text step use. Jest runs CommonJS, so these
 * are compiled like the project's own files; every other package is loaded as it is.
 */
function esModulePackages(dir = 'node_modules') {
  const names = [];
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    if (name.startsWith('@')) {
      names.push(...esModulePackages(path.join(dir, name)).map((scoped) => `${name}/${scoped}`));
      continue;
    }
    try {
      if (JSON.parse(readFileSync(path.join(dir, name, 'package.json'), 'utf8')).type === 'module') names.push(name);
    } catch {
      // Not a package (a stray file or folder).
    }
  }
  return names;
}

const escape = (name) => name.replace(/[.+]/g, '\\$&');

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(?:${esModulePackages().map(escape).join('|')})/)`,
      '^.+\\.module\\.(css|sass|scss)$',
    ],
  };
}
