/** Spec §5 phone checks, in order: not empty, 11 digits, mainland mobile format. Returns an i18n key. */
export function phoneProblem(phone: string): string | null {
  const value = phone.trim();
  if (!value) return 'adminResource.phoneEmpty';
  if (value.length !== 11) return 'adminResource.phoneLength';
  if (!/^1[3-9]\d{9}$/.test(value)) return 'adminResource.phoneFormat';
  return null;
}

/** A comma list of phones (Chinese or ASCII commas, blanks allowed around them). */
export function splitPhones(input: string): string[] {
  return input
    .split(/[,，\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The first problem of a comma list, with the phone it concerns. */
export function phonesProblem(input: string): { key: string; phone?: string } | null {
  const phones = splitPhones(input);
  if (phones.length === 0) return { key: 'adminResource.phoneEmpty' };
  for (const phone of phones) {
    const key = phoneProblem(phone);
    if (key) return { key, phone };
  }
  return null;
}

/** Template parameters must be a JSON object (empty means `{}`); returns the normalized string or null. */
export function normalizeParams(input: string | undefined): string | null {
  const text = (input ?? '').trim();
  if (!text) return '{}';
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? JSON.stringify(parsed) : null;
  } catch {
    return null;
  }
}
