// Creates an API token for an admin account and prints it once:
//   npm run api-token:create -- --email E --name N
// Works whether or not the site runs (app/modules/auth/account-cli.server.ts, docs/auth.md).
import { runAccountCommandLine } from "../app/modules/auth/account-cli.server";

process.exitCode = await runAccountCommandLine("api-token:create", process.argv.slice(2));
