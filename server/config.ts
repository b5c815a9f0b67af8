import path from 'node:path';
import { auditKeyFromEnv } from '../db/audit-key';
import type { DatabaseConfig } from '../db/client';
import type { JobSettings } from './jobs/job-runner';

export type SmtpConfig = { host: string; port: number; secure: boolean; user: string | null; password: string | null; from: string };

/** docs/running.md §6: backups the server takes itself (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP). */
export type BackupSchedule = { dir: string; everyMs: number; keep: number; keyFile: string | null; passphrase: string | null };

export type RateLimitRule = { max: number; windowMs: number };

/**
 * Growing delays after failures: the first `freeFailures` cost nothing, then each further attempt
 * waits `firstDelayMs`, doubled at every failure up to `maxDelayMs`. The count starts again after
 * a success, or after `forgetMs` without an attempt.
 */
export type BackoffRule = { freeFailures: number; firstDelayMs: number; maxDelayMs: number; forgetMs: number };

export type AppConfig = {
  port: number;
  host: string;
  database: DatabaseConfig;
  /**
   * REPORTS_DATABASE_URL: a streaming replica of DATABASE_URL's server that the reports and their
   * exports read (docs/running.md §7); null: they read the primary.
   */
  reportsDatabaseUrl?: string | null;
  /** Public address of the app, used in e-mailed links. */
  appUrl: string;
  authSecret: string | null;
  /** The audit chain's key from AUDIT_KEY or AUDIT_KEY_FILE; null: the embedded database's DATA_DIR/audit.key (docs/architecture.md §9). */
  auditKey: Buffer | null;
  smtp: SmtpConfig | null;
  trustProxy: boolean;
  logLevel: string;
  /** METRICS_TOKEN: who sends it as a bearer token may read /metrics from anywhere; loopback clients always may (docs/running.md §2). */
  metricsToken: string | null;
  /** Where the built web app is; null serves the API only. */
  webDist: string | null;
  rateLimits: {
    /** Failed sign-ins of one e-mail from one client address: never the account alone, which a stranger could lock. */
    signInPerAddressAndEmail: BackoffRule;
    /** Every sign-in attempt from one client address, whatever the e-mail. */
    signInPerAddress: RateLimitRule;
    /**
     * Failed sign-ins of one e-mail from every address together: past `max` in the window the
     * account is under guard, and its sign-in also needs its second factor or a mailed link; it
     * never locks the owner out (docs/permissions.md §9).
     */
    signInPerAccount: RateLimitRule;
    /** Sign-in links mailed to one account while it is under guard. */
    signInLinkPerAccount: RateLimitRule;
    signUpPerAddress: RateLimitRule;
    /** Sign-ups from one network (/24, /64) together: no limit over everyone, which strangers could spend for all. */
    signUpPerNetwork: RateLimitRule;
    resetPerEmail: RateLimitRule;
    resetPerAddress: RateLimitRule;
    /** Codes of the second factor (sign-in step and enrolment) per user: only someone who knows the password gets here. */
    twoFactorPerUser: BackoffRule;
    /** Every code attempt from one client address, whatever the user. */
    twoFactorPerAddress: RateLimitRule;
  };
  /** Scheduled backups; null when BACKUP_DIR is not set. */
  backups?: BackupSchedule | null;
  /**
   * How often each instance looks for scheduled reports due, alerts to send and the nightly audit
   * check (docs/mail.md §4, §5); a minute when the server starts, off when absent (API tests call the looks themselves).
   */
  schedulesEveryMs?: number | null;
  /** The job runner's timings (tests shorten them); defaults in server/jobs/job-runner.ts. */
  jobs?: Partial<JobSettings>;
};

/** A whole number of milliseconds from 1 to 999,999, or null. */
const milliseconds = (text: string | undefined) => (/^[1-9]\d{0,5}$/.test(text ?? '') ? Number.parseInt(text!, 10) : null);

/**
 * JOB_LEASE_MS: how long an instance may stay silent before its running jobs are taken over by
 * another (docs/running.md §5). WASIT_TEST_JOB_DELAY_MS, browser and cluster tests only: hold
 * each job before its first row, so that it can be seen running (or its instance killed meanwhile).
 */
function jobSettings(env: NodeJS.ProcessEnv): Partial<JobSettings> {
  const leaseMs = milliseconds(env.JOB_LEASE_MS);
  const startDelayMs = milliseconds(env.WASIT_TEST_JOB_DELAY_MS);
  return { ...(leaseMs === null ? {} : { leaseMs }), ...(startDelayMs === null ? {} : { startDelayMs }) };
}

export const DEFAULT_RATE_LIMITS: AppConfig['rateLimits'] = {
  signInPerAddressAndEmail: { freeFailures: 5, firstDelayMs: 2_000, maxDelayMs: 15 * 60_000, forgetMs: 24 * 3600_000 },
  signInPerAddress: { max: 100, windowMs: 15 * 60_000 },
  signInPerAccount: { max: 10, windowMs: 3600_000 },
  signInLinkPerAccount: { max: 3, windowMs: 15 * 60_000 },
  signUpPerAddress: { max: 5, windowMs: 3600_000 },
  signUpPerNetwork: { max: 20, windowMs: 3600_000 },
  resetPerEmail: { max: 3, windowMs: 60_000 },
  resetPerAddress: { max: 20, windowMs: 60_000 },
  twoFactorPerUser: { freeFailures: 3, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000, forgetMs: 24 * 3600_000 },
  twoFactorPerAddress: { max: 30, windowMs: 15 * 60_000 },
};

const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * BACKUP_DIR turns scheduled backups on; BACKUP_EVERY is a whole number of minutes, hours or days
 * (`30m`, `6h`, `1d`; a day by default), BACKUP_KEEP how many stay (7 by default). A wrong value
 * stops the start rather than leave an operator believing backups run.
 */
function readBackups(env: NodeJS.ProcessEnv, root: string): BackupSchedule | null {
  if (!env.BACKUP_DIR) return null;
  const every = /^([1-9]\d{0,3})([mhd])$/.exec(env.BACKUP_EVERY ?? '1d');
  if (!every) throw new Error(`BACKUP_EVERY must be minutes, hours or days, like 30m, 6h or 1d (got ${env.BACKUP_EVERY})`);
  const keep = /^[1-9]\d{0,3}$/.test(env.BACKUP_KEEP ?? '7') ? Number.parseInt(env.BACKUP_KEEP ?? '7', 10) : null;
  if (keep === null) throw new Error(`BACKUP_KEEP must be a whole number from 1 (got ${env.BACKUP_KEEP})`);
  return {
    dir: path.resolve(root, env.BACKUP_DIR),
    everyMs: Number.parseInt(every[1]!, 10) * UNIT_MS[every[2]!]!,
    keep,
    keyFile: env.BACKUP_KEY_FILE || null,
    passphrase: env.BACKUP_PASSPHRASE || null,
  };
}

function readPort(text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const port = Number.parseInt(text, 10);
  if (!/^\d+$/.test(text) || port < 1 || port > 65_535) throw new Error(`PORT must be a number from 1 to 65535, got "${text}"`);
  return port;
}

function readSmtp(env: NodeJS.ProcessEnv): SmtpConfig | null {
  if (!env.SMTP_HOST) return null;
  return {
    host: env.SMTP_HOST,
    port: readPort(env.SMTP_PORT, 587),
    secure: env.SMTP_SECURE === 'true',
    user: env.SMTP_USER || null,
    password: env.SMTP_PASSWORD || null,
    from: env.MAIL_FROM || 'Wasit <no-reply@wasit.example>',
  };
}

/** A replica follows a PostgreSQL primary: the embedded database has none, and pointing reports elsewhere would read other books. */
function readReportsDatabaseUrl(env: NodeJS.ProcessEnv): string | null {
  if (!env.REPORTS_DATABASE_URL) return null;
  if (!env.DATABASE_URL) {
    throw new Error('REPORTS_DATABASE_URL needs DATABASE_URL: reports read a replica of the PostgreSQL primary, and the embedded database has none');
  }
  return env.REPORTS_DATABASE_URL;
}

/** Every configuration variable the app reads; README lists the same. */
export function readConfig(env: NodeJS.ProcessEnv, root: string): AppConfig {
  const port = readPort(env.PORT, 3000);
  const databaseUrl = env.DATABASE_URL;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    database: databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: path.resolve(root, env.DATA_DIR || 'data') },
    reportsDatabaseUrl: readReportsDatabaseUrl(env),
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    authSecret: env.AUTH_SECRET || null,
    auditKey: auditKeyFromEnv(env),
    smtp: readSmtp(env),
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    metricsToken: env.METRICS_TOKEN || null,
    webDist: path.resolve(root, 'web/dist'),
    rateLimits: DEFAULT_RATE_LIMITS,
    jobs: jobSettings(env),
    backups: readBackups(env, root),
    schedulesEveryMs: 60_000,
  };
}
