import { RoleManager } from './role/RoleManager';

/** /authority/role — roles and their grants. */
export default function RolePage() {
  return <RoleManager />;
}
