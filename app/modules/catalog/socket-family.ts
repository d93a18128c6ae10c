/**
 * Socket families: one clean list for the socket filter. A CPU's socket as published may name
 * several sockets ("FP7, FP7r2, FP8") and revisions of one socket ("FP7r2" is a revision of
 * FP7): each family is the socket without its revision suffix (a lower-case "r" and digits), so
 * "FP7, FP7r2" is the one family FP7 and "FP7, FP7r2, FP8" belongs to FP7 and FP8.
 */
export function socketFamilies(socket: string | null): string[] {
  if (!socket) return [];
  const families = socket
    .split(/[,/]/)
    .map((part) => part.trim().replace(/(?<=\d)r\d+$/, ""))
    .filter((part) => part !== "");
  return [...new Set(families)];
}

/** Every family of these sockets, once each, in name order ("AM4" before "AM5", "FP6" before "FP7"). */
export function socketFamilyOptions(sockets: readonly (string | null)[]): string[] {
  const all = new Set<string>();
  for (const socket of sockets) for (const family of socketFamilies(socket)) all.add(family);
  return [...all].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}

/** Whether a CPU with this socket fits the family. */
export function inSocketFamily(socket: string | null, family: string): boolean {
  return socketFamilies(socket).includes(family);
}
