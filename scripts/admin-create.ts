// Creates an account, or resets its password and role:
//   npm run admin:create -- --email E --password P [--role admin|viewer] [--name N]
// Works whether or not the site runs (app/modules/auth/account-cli.server.ts, docs/auth.md), on
// the database the server uses: it never creates a new embedded database unless given
// --create-database (a fresh DATA_DIR set up before the first start).
import { runAccountCommandLine } from "../app/modules/auth/account-cli.server";

process.exitCode = await runAccountCommandLine("admin:create", process.argv.slice(2));
