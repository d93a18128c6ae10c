import type { Database } from "~/db/client.server";

/** Who is making a request: a signed-in account or an API token's owner. */
export interface Principal {
  userId: string;
  email: string;
  role: "admin" | "viewer";
  via: "session" | "token";
}

/** The request's session cookie or Bearer token, or null. (Interface; implemented by the auth work.) */
export async function authenticate(_request: Request, _db: Database): Promise<Principal | null> {
  return null;
}
