import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#app/server/db.server.ts";

// Migrates one template database, which every test file then clones: a fresh migrated
// database per file without paying for the migrations each time.

export const TEMPLATE_DUMP = path.resolve(".tmp/test-template.tar.gz");

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `harborline_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString(), rootDir: process.cwd() });
    await database.migrate();
    await database.close();
    project.provide("templateDatabase", template);
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${template} with (force)`);
      await cleanup.end();
    };
  }
  const database = await openDatabase({ rootDir: process.cwd() });
  await database.migrate();
  if (!database.dump) throw new Error("the embedded database cannot be dumped");
  const dump = await database.dump();
  fs.mkdirSync(path.dirname(TEMPLATE_DUMP), { recursive: true });
  fs.writeFileSync(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("templateDatabase", TEMPLATE_DUMP);
}

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}
