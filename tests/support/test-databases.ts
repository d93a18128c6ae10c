import { randomBytes } from "node:crypto";
import pg from "pg";
import type { DatabaseTarget } from "~/db/client.server";

export interface TestDatabase {
  name: "pglite" | "postgres";
  /** Creates an empty database and returns where it is and how to remove it. */
  create(): Promise<{ target: DatabaseTarget; drop(): Promise<void> }>;
}

const pglite: TestDatabase = {
  name: "pglite",
  create: async () => ({ target: { kind: "pglite", inMemory: true }, drop: async () => {} }),
};

/** A fresh database per suite on the server of TEST_DATABASE_URL, dropped afterwards. */
function postgres(url: string): TestDatabase {
  return {
    name: "postgres",
    async create() {
      const name = `corerank_test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const target = new URL(url);
      target.pathname = `/${name}`;
      return {
        target: { kind: "postgres", url: target.toString() },
        async drop() {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          await client.query(`drop database if exists ${name} with (force)`);
          await client.end();
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (as in CI). */
export const testDatabases: TestDatabase[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];
