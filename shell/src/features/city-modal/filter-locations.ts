/** Spec §5: case-insensitive substring match on the location text; a blank search shows all. */
export function filterLocations(locations: readonly string[], search: string): readonly string[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return locations;
  return locations.filter((location) => location.toLowerCase().includes(needle));
}
