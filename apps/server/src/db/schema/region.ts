import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/** Administrative regions (api-contract §5.8): keyed by the GB/T 2260 code, shared by every tenant. */
export const region = pgTable(
  'calf_region',
  {
    code: varchar({ length: 12 }).primaryKey(),
    parentCode: varchar({ length: 12 }).notNull().default('00'),
    ancestors: varchar({ length: 255 }).notNull().default(''),
    name: varchar({ length: 64 }).notNull(),
    provinceCode: varchar({ length: 12 }).notNull().default(''),
    provinceName: varchar({ length: 64 }).notNull().default(''),
    cityCode: varchar({ length: 12 }).notNull().default(''),
    cityName: varchar({ length: 64 }).notNull().default(''),
    districtCode: varchar({ length: 12 }).notNull().default(''),
    districtName: varchar({ length: 64 }).notNull().default(''),
    townCode: varchar({ length: 12 }).notNull().default(''),
    townName: varchar({ length: 64 }).notNull().default(''),
    villageCode: varchar({ length: 12 }).notNull().default(''),
    villageName: varchar({ length: 64 }).notNull().default(''),
    regionLevel: integer().notNull().default(1),
    sort: integer().notNull().default(0),
    remark: varchar({ length: 255 }).notNull().default(''),
  },
  (t) => [index('calf_region_parent_idx').on(t.parentCode, t.sort)],
);
