const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "45 minutes", "1 hour", "1 hour 15 minutes", "2 hours 30 minutes". */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return unit(rest, 'minute');
  if (rest === 0) return unit(hours, 'hour');
  return `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}
