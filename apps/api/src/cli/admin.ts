// `npm run admin -- <command>`: run the market from a terminal (decision 404). Opens the same database
// as the server (DATABASE_URL, else the embedded one in DATA_DIR/pg), applies migrations, does one thing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from '../config/env';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { fileMailer, smtpMailer } from '../mail/mailer';
import { AppError } from '../platform/errors';
import { publicOrigin } from '../platform/origin';
import { CliError, COMMANDS } from './admin-commands';
import { MONEY_COMMANDS } from './money-commands';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export const USAGE = `Bazaar admin: run the market from a terminal.

Usage: npm run admin -- <command> [arguments] [options]

Commands:
  order-status <order_id> <status> [--note <text>]
      Move an order along the transition table, as admin (e.g. confirmed, processing, handover,
      picked_up, delivered, canceled, failed, refunded). Canceling or refunding gives stock back and
      credits the wallet for what was paid, once.
  wallet-topup <email> <amount> [--note <text>]
      Credit a customer's wallet (add_fund_by_admin): a whole number of rupees, 1 to 1,000,000.
  create-seller <email> <password> <store_slug> [--name <name>]
      A seller account for one store; it signs in at POST /api/v1/staff/auth/login.
  create-admin <email> <password> [--name <name>]
      An admin account (every store, wallet top-ups, refunds).
  store-applications
      The store applications waiting for a decision (POST /api/v1/auth/vendor/register), oldest first.
  approve-store <application_id>
      Approve one: the store is made (hours 9:00-21:00 every day until its seller sets them) with a
      seller account that signs in with the email and password of the application; the applicant is
      mailed (SMTP_URL, else DATA_DIR/mail).
  reject-store <application_id> --note <reason>
      Refuse one; the applicant is mailed the reason.
  courier-applications
      The courier applications waiting for a decision (POST /api/v1/auth/delivery-man/store), oldest first.
  approve-courier <application_id>
      Approve one: the courier's account (the email and password of the application, signing in at
      POST /api/v1/auth/delivery-man/login) and profile are made, offline until they go online; the
      applicant is mailed.
  reject-courier <application_id> --note <reason>
      Refuse one; the applicant is mailed the reason.
  payouts [--status pending|approved|rejected|paid|all]
      Payout requests of stores and couriers (pending by default), newest first.
  approve-payout <payout_id>
      Approve a pending request; its amount stays reserved until paid.
  pay-payout <payout_id>
      Record an approved request as paid (the money was sent): the payee's balance goes down by it.
  reject-payout <payout_id> --note <reason>
      Refuse a pending or approved request; the payee may ask again.
  set-commission <store_id> <percent|default>
      The commission the market takes of one store's orders (default: the market's own again).
  set-commission market <percent>
      The market's default commission (setting admin_commission; 10 % until set).
  receive-cash store|courier <id> <amount>
      Cash collected on delivery that a store or a courier handed over to the market.

Options:
  --note <text>   a note for the order history or the wallet entry, or why an application or a
                  payout request is refused
  --status <s>    which payout requests to list
  --name <name>   the staff member's name (default: the store's name, or "Admin")
  -h, --help      this text

The database is the server's: DATABASE_URL (postgres://…) when set, else the embedded one in
DATA_DIR/pg (DATA_DIR defaults to ./data). The embedded database takes one process at a time: stop
\`npm start\` first, or use the same calls over HTTP (see README, "Staff accounts").
Exit status: 0 done, 1 refused (the reason is printed), 2 wrong usage.`;

type Outcome = { code: number; out?: string; err?: string };

const ALL_COMMANDS = { ...COMMANDS, ...MONEY_COMMANDS };
type CommandName = keyof typeof ALL_COMMANDS;

type CommandLine = {
  positionals: string[];
  values: { note?: string; name?: string; status?: string; help?: boolean };
};

/**
 * The command line: --note, --name and --status take a value (also as --note=…), -h/--help stands alone, and
 * everything else is an argument, a negative number included (so "-5" is judged as an amount).
 */
export function parseCommandLine(argv: string[]): CommandLine {
  const line: CommandLine = { positionals: [], values: {} };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      line.positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-h' || arg === '--help') line.values.help = true;
    else if (/^--(note|name|status)(=|$)/.test(arg)) {
      const [flag, value] = arg.includes('=')
        ? [arg.slice(2, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg.slice(2), argv[++i]];
      if (value === undefined) throw new Error(`Option --${flag} needs a value`);
      line.values[flag as 'note' | 'name' | 'status'] = value;
    } else if (/^-[^\d]/.test(arg)) throw new Error(`Unknown option ${arg}`);
    else line.positionals.push(arg);
  }
  return line;
}

/** Refuses to open an embedded database another process (a running server) holds open. */
function assertEmbeddedFree(pgDir: string) {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    throw new CliError(
      `The embedded database in ${pgDir} is in use (is \`npm start\` running?). Stop the server first, or use the HTTP calls. If no server is running, a crash left ${pidFile} behind: remove it and retry.`,
    );
  }
}

export async function runAdmin(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<Outcome> {
  let parsed: CommandLine;
  try {
    parsed = parseCommandLine(argv);
  } catch (err) {
    return { code: 2, err: `${(err as Error).message}\n\nRun \`npm run admin -- --help\` for usage.` };
  }
  const [command, ...args] = parsed.positionals;
  if (parsed.values.help || !command) return { code: parsed.values.help ? 0 : 2, out: USAGE };
  if (!Object.hasOwn(ALL_COMMANDS, command)) {
    return { code: 2, err: `Unknown command "${command}".\n\nRun \`npm run admin -- --help\` for usage.` };
  }
  let handle: DatabaseHandle | null = null;
  try {
    const config = loadEnv(env);
    const dataDir = path.resolve(repoRoot, config.DATA_DIR);
    if (!config.DATABASE_URL) assertEmbeddedFree(path.join(dataDir, 'pg'));
    handle = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
    await handle.migrate();
    const context = {
      dataDir,
      mailer: config.SMTP_URL
        ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
        : fileMailer(path.join(dataDir, 'mail'), config.MAIL_FROM, { info: () => {} }),
      publicOrigin: publicOrigin(config),
    };
    const out = await ALL_COMMANDS[command as CommandName](handle.db, args, parsed.values, context);
    return { code: 0, out };
  } catch (err) {
    if (err instanceof CliError) return { code: 1, err: err.message };
    if (err instanceof AppError)
      return {
        code: 1,
        err: err
          .render('en')
          .map((e) => e.message)
          .join('\n'),
      };
    if (err instanceof Error && err.message.startsWith('Invalid configuration'))
      return { code: 1, err: err.message };
    return { code: 1, err: `Failed: ${err instanceof Error ? err.message : String(err)}` };
  } finally {
    await handle?.close();
  }
}

// Run only when executed, not when a test imports it.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outcome = await runAdmin(process.argv.slice(2));
  if (outcome.out) process.stdout.write(`${outcome.out}\n`);
  if (outcome.err) process.stderr.write(`${outcome.err}\n`);
  process.exitCode = outcome.code;
}
