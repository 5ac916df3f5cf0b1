// A client's normalised fields (clients table): one normalisation for every database collation.
// spec: first character and first two characters of first name, last name and email.

/** The key a page's clients are matched by: trimmed, lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function clientSearchFields(firstName: string, lastName: string, primaryEmail: string) {
  const firstNameLower = firstName.trim().toLowerCase();
  const lastNameLower = lastName.trim().toLowerCase();
  const emailLower = normalizeEmail(primaryEmail);
  const prefixes = new Set<string>();
  for (const word of [firstNameLower, lastNameLower, emailLower]) {
    const chars = Array.from(word);
    if (chars.length === 0) continue;
    prefixes.add(chars[0]!);
    if (chars.length > 1) prefixes.add(chars[0]! + chars[1]!);
  }
  return {
    firstNameLower,
    lastNameLower,
    firstNameChar: Array.from(firstNameLower)[0] ?? '',
    lastNameChar: Array.from(lastNameLower)[0] ?? '',
    searchPrefixes: [...prefixes],
  };
}

/** The emails after adding one: kept as typed, each normalised address once. */
export function addEmail(emails: readonly string[], email: string) {
  const normalized = emails.map(normalizeEmail);
  if (normalized.includes(normalizeEmail(email)))
    return { emails: [...emails], emailsNormalized: normalized };
  return { emails: [...emails, email.trim()], emailsNormalized: [...normalized, normalizeEmail(email)] };
}
