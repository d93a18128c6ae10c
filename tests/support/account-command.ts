import { parseCommandLine } from "~/modules/auth/account-commands";

/** `admin:create` for an account, parsed as from the command line (the role defaults to admin). */
export function adminCreateCommand(
  email: string,
  password: string,
  role: "admin" | "viewer" = "admin",
) {
  const command = parseCommandLine("admin:create", [
    "--email",
    email,
    "--password",
    password,
    "--role",
    role,
  ]);
  if (command.command !== "admin:create") throw new Error("unreachable");
  return command;
}
