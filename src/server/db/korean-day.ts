/** A bare day is a day in Korea: from its first to its last millisecond in Asia/Seoul (always UTC+9). */
export function koreanBound(value: string, edge: 'start' | 'end'): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value))
    return new Date(`${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}+09:00`);
  return new Date(value);
}
