import { fileURLToPath } from 'node:url';

/**
 * The server package folder (`apps/server/`), whether this code runs from `src/` under tsx or from
 * the bundle `dist/main.mjs` that `npm start` builds.
 */
export const serverRoot = fileURLToPath(
  new URL(/\/dist\/[^/]+$/.test(import.meta.url) ? '..' : '../..', import.meta.url),
);
