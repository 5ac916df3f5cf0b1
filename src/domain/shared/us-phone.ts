/**
 * spec (doc 1, §9): phone numbers display in a US format. Ten digits (or eleven with the
 * country code 1) read "(555) 123-4567" or "+1 (555) 123-4567"; anything else, such as a number
 * from another country or one with an extension, is shown as the client typed it.
 */
export function formatUsPhone(phone: string | null | undefined): string {
  const typed = phone?.trim() ?? '';
  if (/[a-z]/i.test(typed)) return typed;
  const digits = typed.replace(/\D/g, '');
  const local = (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  if (digits.length === 10 && !typed.startsWith('+')) return local(digits);
  if (digits.length === 11 && digits.startsWith('1')) return `+1 ${local(digits.slice(1))}`;
  return typed;
}
