import type { Level } from '@markwise/contract';

/** Every level of a journey, topics included, by order ascending: what the builder lists. */
export function byOrder(levels: readonly Level[]): Level[] {
  return levels.toSorted((a, b) => a.order - b.order);
}

/** The ids with the one at `from` moved to `to`; null when that moves nothing. */
export function movedIds(ids: readonly string[], from: number, to: number): string[] | null {
  const inRange = (index: number) => index >= 0 && index < ids.length;
  if (from === to || !inRange(from) || !inRange(to)) return null;
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** The levels in the order of `levelIds`, numbered 1..n as the API numbers them. */
export function inOrder(levels: readonly Level[], levelIds: readonly string[]): Level[] {
  const byId = new Map(levels.map((level) => [level._id, level]));
  return levelIds.flatMap((id, index) => {
    const level = byId.get(id);
    return level ? [{ ...level, order: index + 1 }] : [];
  });
}
