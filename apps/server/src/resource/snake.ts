/** A field name as its column name: `riskPointTypeId` → `risk_point_type_id`. */
export function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
