/**
 * The tables business fields refer to, with the column their `<field>Name` label comes from: one
 * place, so every definition names a department, a person or a point the same way.
 */
export const refs = {
  user: { table: 'calf_user', label: 'realName' },
  dept: { table: 'calf_dept', label: 'deptName' },
  place: { table: 'shtmp_place', label: 'name' },
  riskPoint: { table: 'risk_point_type', label: 'name' },
  checkPoint: { table: 'shtmp_check_risk_point', label: 'name' },
} as const;
