// `pnpm move-to-postgres <DATABASE_URL> [--force]`: moves the embedded database of DATA_DIR (./.data
// by default) and its files into a PostgreSQL database and the storage STORAGE_URL names, then checks
// every table's rows and every file's SHA-256. Exits 0 when all arrived, 1 otherwise (the target
// database then unchanged), 2 when refused before anything was written.
import { ConfigError, loadConfig } from '../src/config.ts';
import { MoveRefused, moveToPostgres, type MoveReport } from './database-move.ts';

const USAGE = 'Usage: pnpm move-to-postgres <postgres://user:password@host:5432/database> [--force]';

function parseArguments(argv: string[]): { databaseUrl: string; force: boolean } | undefined {
  const force = argv.includes('--force');
  const rest = argv.filter((argument) => argument !== '--force' && argument !== '--');
  if (rest.length !== 1 || !/^postgres(ql)?:\/\//.test(rest[0]!)) return undefined;
  return { databaseUrl: rest[0]!, force };
}

function printReport(report: MoveReport): void {
  const width = Math.max(...report.tables.map((table) => table.table.length), 5);
  console.log(`\n${'table'.padEnd(width)}  ${'source'.padStart(8)}  ${'target'.padStart(8)}  check`);
  for (const table of report.tables) {
    const check = table.sameRows ? 'ok' : table.sourceRows === table.targetRows ? 'DIFFERENT ROWS' : 'COUNTS DIFFER';
    console.log(`${table.table.padEnd(width)}  ${String(table.sourceRows).padStart(8)}  ${String(table.targetRows).padStart(8)}  ${check}`);
  }
  const rows = report.tables.reduce((sum, table) => sum + table.sourceRows, 0);
  const badFiles = report.files.filter((file) => file.sourceSha256 === undefined || file.sourceSha256 !== file.targetSha256);
  const bytes = report.files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`\n${report.tables.length} tables, ${rows} rows; ${report.files.length} files, ${bytes} bytes ${report.filesCopied ? 'copied' : 'left in place'}.`);
  for (const file of badFiles) {
    console.log(file.sourceSha256 === undefined ? `MISSING in the data folder: ${file.key}` : `SHA-256 DIFFERS: ${file.key}`);
  }
}

async function main(): Promise<number> {
  const parsed = parseArguments(process.argv.slice(2));
  if (!parsed) {
    console.error(USAGE);
    return 2;
  }
  let config;
  try {
    config = loadConfig({ ...process.env, DATABASE_URL: parsed.databaseUrl });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Invalid configuration: ${error.message}`);
      return 2;
    }
    throw error;
  }
  const target = new URL(parsed.databaseUrl);
  console.log(`Moving ${config.dataDir} into ${target.host}${target.pathname}...`);
  let report;
  try {
    report = await moveToPostgres({
      dataDir: config.dataDir,
      databaseUrl: parsed.databaseUrl,
      storage: config.storage,
      force: parsed.force,
      log: (line) => console.log(line),
    });
  } catch (error) {
    if (error instanceof MoveRefused) {
      console.error(`Not moved: ${error.message}`);
      return 2;
    }
    // A server that cannot be reached, a row the target refuses: the transaction was rolled back.
    console.error(`The move failed, and no row was committed to the target database: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  printReport(report);
  if (!report.ok) {
    console.error('\nThe copy did not match: nothing was committed to the target database.');
    return 1;
  }
  console.log(
    '\nDone. Start the api with DATABASE_URL set to the target' +
      (config.storage.kind === 's3' || report.filesCopied ? ' and the same STORAGE_URL' : '') +
      '. Two-step sign-in keys and signing certificates are encrypted with SECRETS_KEY, or else with ' +
      `FILES_SECRET or ${config.dataDir}/files-secret: keep the same value (or that file in the new DATA_DIR).`,
  );
  return 0;
}

process.exitCode = await main();
