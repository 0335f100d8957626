// `node --import ./register.mjs <bench>.ts`: TypeScript without tsx's keepNames (see ts-loader.mjs).
import { register } from 'node:module';

register('./ts-loader.mjs', import.meta.url);
