import { createRequire } from 'node:module';

/**
 * Libraries only exports, imports, QR codes, code downloads, captchas, rich text, site plans and
 * S3 storage need load on first use: at start they cost ~45 MB of memory and over a second of
 * loading (the S3 SDK, sanitize-html with PostCSS and svg-captcha with its font alone ~0.3 s of
 * every start) for calls many runs never make.
 */
let excel: Promise<typeof import('exceljs')> | undefined;
let qr: Promise<typeof import('qrcode')> | undefined;
let zip: Promise<typeof import('jszip')> | undefined;

export const exceljs = () => (excel ??= import('exceljs').then((m) => m.default ?? m));
export const qrcode = () => (qr ??= import('qrcode').then((m) => m.default ?? m));
export const jszip = () => (zip ??= import('jszip').then((m) => m.default ?? m));
let s3: Promise<typeof import('@aws-sdk/client-s3')> | undefined;
let captcha: Promise<typeof import('svg-captcha')> | undefined;
export const awsS3 = () => (s3 ??= import('@aws-sdk/client-s3'));
export const svgCaptcha = () => (captcha ??= import('svg-captcha').then((m) => m.default ?? m));

// Sanitizing is synchronous where it is called (normalising a row before its save), so this one
// loads with a synchronous require (sanitize-html is CommonJS) on its first call. Named `load`,
// not `require`, so that the server bundle leaves it to run time.
const load = createRequire(import.meta.url);
let sanitizer: typeof import('sanitize-html') | undefined;
export const sanitizeHtml = (): typeof import('sanitize-html') => (sanitizer ??= load('sanitize-html'));
