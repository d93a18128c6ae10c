// Revokes one API token, or every token of an account:
//   npm run api-token:revoke -- --id N | --email E
// Works whether or not the site runs (app/modules/auth/account-cli.server.ts, docs/auth.md).
import { runAccountCommandLine } from "../app/modules/auth/account-cli.server";

process.exitCode = await runAccountCommandLine("api-token:revoke", process.argv.slice(2));
