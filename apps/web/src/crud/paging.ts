/** Paging presets of spec §9. */
export const ADMIN_PAGING = { size: 10, sizes: [10, 30, 50, 100, 200] } as const;
export const TABLE_PAGING = { size: 50, sizes: [10, 20, 30, 40, 50, 100] } as const;
export type PagingPreset = { size: number; sizes: readonly number[] };
