/**
 * Index access the caller has proven in range (`noUncheckedIndexedAccess`). A miss is a
 * bug in the scanner, so it throws with the index instead of continuing on `undefined`.
 */

/** The element at `index` of `items`; the caller's loop bounds keep `index` in range. */
export const elementAt = <A>(items: ReadonlyArray<A>, index: number): A => {
  if (!Number.isInteger(index) || index < 0 || index >= items.length) {
    throw new RangeError(`index ${index} is outside 0..${items.length - 1}`)
  }
  return items[index] as A
}

/** Capture group `group` of a match, for a group the pattern always captures when it matches. */
export const captured = (match: RegExpExecArray | RegExpMatchArray, group: number): string => {
  const value = match[group]
  if (value === undefined) throw new RangeError(`capture group ${group} did not participate in the match`)
  return value
}
