import type PgBoss from 'pg-boss';

/**
 * pg-boss 10 expires an active job at started_on + expire_in, and its worker fails a handler still
 * running after expire_in (read once, when the job is fetched). Jobs are sent with expire_in = the
 * run limit (EVALUATION_JOB_TIMEOUT_SECONDS), which this leaves alone (a retry copies it); the
 * worker running a job keeps moving started_on so that the expiry lands `leaseSeconds` from now.
 * A live job is never expired, a dead worker's is retried about `leaseSeconds` after its last
 * beat. While a job runs, started_on therefore reads as its expiry minus expire_in (a fetch for a
 * retry sets it to the real start again).
 */
const RENEW_LEASE = `update pgboss.job
    set started_on = now() + make_interval(secs => $3) - expire_in
  where name = $1 and id = $2 and state = 'active'`;

/**
 * A job whose expiry lies further off than a lease was never beaten. Fetched more than a beat's
 * interval ago, its worker died between pg-boss's fetch and the first beat (a window of
 * milliseconds, wider under load), and pg-boss would wait the whole run limit. Such a job gets the
 * lease one beat at its fetch would have given it. A live worker's beat moves it on as usual, and
 * a beaten job never matches.
 */
const LEASE_UNBEATEN = `update pgboss.job
    set started_on = started_on + make_interval(secs => $2) - expire_in
  where name = any($1::text[]) and state = 'active'
    and started_on + expire_in > now() + make_interval(secs => $2)
    and started_on < now() - make_interval(secs => $2 / 4.0)
  returning id`;

/** Gives jobs of these names fetched by a worker that never beat the lease; how many it found. */
export async function leaseUnbeatenJobs(
  db: PgBoss.Db,
  jobNames: string[],
  leaseSeconds: number,
): Promise<number> {
  const { rows } = await db.executeSql(LEASE_UNBEATEN, [jobNames, leaseSeconds]);
  return rows.length;
}

/** Beats at once (the job was fetched with the long limit) and every quarter of the lease. */
export function keepJobAlive(options: {
  db: PgBoss.Db;
  jobName: string;
  jobId: string;
  leaseSeconds: number;
  /** Past this the beats stop: pg-boss has failed the job by then, and a retry is not ours. */
  maxSeconds: number;
  onError: (error: unknown) => void;
}): () => void {
  const { db, jobName, jobId, leaseSeconds } = options;
  const until = Date.now() + options.maxSeconds * 1000;
  const beat = () => {
    if (Date.now() > until) return stop();
    db.executeSql(RENEW_LEASE, [jobName, jobId, leaseSeconds]).catch(options.onError);
  };
  const timer = setInterval(beat, (leaseSeconds * 1000) / 4);
  timer.unref();
  const stop = () => clearInterval(timer);
  beat();
  return stop;
}
