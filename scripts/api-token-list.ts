// Lists API tokens (id, name, owner, created, last used, expiry, state):
//   npm run api-token:list [-- --email E]
// Works whether or not the site runs (app/modules/auth/account-cli.server.ts, docs/auth.md).
import { runAccountCommandLine } from "../app/modules/auth/account-cli.server";

process.exitCode = await runAccountCommandLine("api-token:list", process.argv.slice(2));
