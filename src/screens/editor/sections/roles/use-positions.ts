import { useMemo } from 'react';

/**
 * Each item's 1-based position by id, as a map that stays the same object until the order changes: rows are
 * named by position ('Highlight 2'), and typing into one row must not hand every row a new map.
 */
export function usePositions(items: readonly { id: string }[]): ReadonlyMap<string, number> {
  const order = items.map((item) => item.id).join('\n');
  return useMemo(() => new Map(order ? order.split('\n').map((id, index) => [id, index + 1] as const) : []), [order]);
}
