/** The admin panel's texts that spec sections 5 and 8 fix word for word. */
export const DELETE_CONFIRMATION = "Are you sure you want to delete this CPU?";
export const DELETE_SUCCESS = "CPU deleted successfully";
export const DELETE_ERROR = "Error deleting CPU";
export const NO_SEARCH_MATCH = "No CPUs found matching your search.";
export const NO_CPUS = "No CPUs in database yet.";
export const UNEXPECTED_ERROR = "An unexpected error occurred";

/** Every admin page's metadata: a title, and never in search results. */
export function adminMeta(title: string) {
  return [{ title: `${title} | CoreRank admin` }, { name: "robots", content: "noindex, nofollow" }];
}
