#!/usr/bin/env node
// `npm run check:deps`: the import directions of docs/architecture.md (.dependency-cruiser.cjs) over every
// source folder that exists; a back-arrow or a cycle exits non-zero.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folders = ['apps/api/src', 'apps/web/app', 'apps/console/app', 'packages', 'tools'].filter((f) =>
  existsSync(path.join(root, f)),
);
const result = spawnSync('npx', ['depcruise', ...folders, '--config', '.dependency-cruiser.cjs'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
