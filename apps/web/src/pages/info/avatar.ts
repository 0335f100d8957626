export const AVATAR_MAX_BYTES = 500 * 1024;
const AVATAR_TYPES = ['image/jpeg', 'image/png'];

/** Avatar files: only jpg/png, no more than 500 kB (spec §5). Returns the i18n key of the problem. */
export function avatarProblem(file: { type: string; size: number }): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'profile.avatarType';
  if (file.size > AVATAR_MAX_BYTES) return 'profile.avatarSize';
  return null;
}
