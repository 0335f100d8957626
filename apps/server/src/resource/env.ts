/**
 * Process-wide settings of the generic layer, set once by `buildApp` (like the time zone of
 * core/dates): the key that signs file links and how long those links live.
 */
export type LayerEnv = { dataKey: Buffer; fileLinkSeconds: number };

let env: LayerEnv | undefined;

export function configureLayer(e: LayerEnv): void {
  env = e;
}

export function layerEnv(): LayerEnv {
  if (!env) throw new Error('resource layer used before buildApp configured it');
  return env;
}
