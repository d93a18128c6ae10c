import { USER_ROLES } from "~/db/schema";

/** Who is making a request: a signed-in account or an API token's owner. */
export interface Principal {
  userId: string;
  email: string;
  role: "admin" | "viewer";
  via: "session" | "token";
}

/** A stored role as a principal's role: anything unknown is a viewer. */
export function roleOf(value: unknown): Principal["role"] {
  return USER_ROLES.find((role) => role === value) ?? "viewer";
}
