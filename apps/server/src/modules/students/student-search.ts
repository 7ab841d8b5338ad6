/** The lower-case name columns that student search uses (see migration 0005). */
export function studentSearchColumns(firstname: string, lastname: string) {
  const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return {
    search_name: normalise(`${firstname} ${lastname}`),
    search_lastname: normalise(lastname),
  };
}
