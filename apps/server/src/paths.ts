import { fileURLToPath } from 'node:url';

// This module sits one level below the package root both as source (src/paths.ts) and bundled (dist/main.js),
// so the same relative URL finds the package's own folders in development and in production.
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));
export const publicDir = fileURLToPath(new URL('../public', import.meta.url));
