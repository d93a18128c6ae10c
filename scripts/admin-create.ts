// Admin accounts arrive with the admin panel; until then this command only says so.
console.error("admin:create: not yet. Admin accounts and sign-in arrive with the admin panel.");
process.exitCode = 1;
