import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/server folder, found from this file whether it runs from src/ (tests) or dist/. */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@shangwe/server') {
      return dir;
    }
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the @shangwe/server package folder');
}

export const migrationsDir = () => path.join(serverRoot(), 'migrations');
export const webDistDir = () => path.join(serverRoot(), '..', 'web', 'dist');
