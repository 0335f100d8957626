/**
 * Libraries only exports, imports, QR codes and code downloads need load on first use: at start
 * they cost ~45 MB of memory and about a second of loading for calls many runs never make.
 */
let excel: Promise<typeof import('exceljs')> | undefined;
let qr: Promise<typeof import('qrcode')> | undefined;
let zip: Promise<typeof import('jszip')> | undefined;

export const exceljs = () => (excel ??= import('exceljs').then((m) => m.default ?? m));
export const qrcode = () => (qr ??= import('qrcode').then((m) => m.default ?? m));
export const jszip = () => (zip ??= import('jszip').then((m) => m.default ?? m));
