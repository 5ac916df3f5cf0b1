// spec (doc 1, §4, §5): how editing a booked package's counts changes its credits.

/** A changed count leaves max(0, new count − sessions already booked with it) available. */
export function availableAfterEdit(count: number, used: number): number {
  return Math.max(0, count - used);
}

/** Only services and series not yet included can be added: the rest of the expert's, in order. */
export function addableItems<T extends { id: string }>(
  all: readonly T[],
  includedIds: Iterable<string>,
): T[] {
  const included = new Set(includedIds);
  return all.filter((item) => !included.has(item.id));
}
