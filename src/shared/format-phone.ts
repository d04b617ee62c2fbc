/**
 * A Korean telephone number as people write it: the server keeps digits only (mobileField,
 * phoneField), readers expect the dashes — 010-1234-5678, 02-123-4567, 031-123-4567, 1588-1234.
 * Anything else is shown as stored.
 */
export function formatPhoneNumber(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  if (digits.length !== value.replace(/[\s-]/g, '').length) return value;
  const seoul = /^(02)(\d{3,4})(\d{4})$/.exec(digits);
  if (seoul) return seoul.slice(1).join('-');
  const other = /^(0\d{2})(\d{3,4})(\d{4})$/.exec(digits);
  if (other) return other.slice(1).join('-');
  const nationwide = /^(1\d{3})(\d{4})$/.exec(digits);
  if (nationwide) return nationwide.slice(1).join('-');
  return value;
}
