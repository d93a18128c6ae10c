// Creates an account, or resets its password and role:
//   npm run admin:create -- --email E --password P [--role admin|viewer] [--name N]
// Works whether or not the site runs (app/modules/auth/account-cli.server.ts, docs/auth.md).
import { runAccountCommandLine } from "../app/modules/auth/account-cli.server";

process.exitCode = await runAccountCommandLine("admin:create", process.argv.slice(2));
