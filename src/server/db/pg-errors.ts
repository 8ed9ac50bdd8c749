// PostgreSQL's error codes as both drivers surface them (drizzle wraps the driver's error in `cause`).
function codeOf(error: unknown): string | undefined {
  const own = (error as { code?: unknown } | null)?.code;
  if (typeof own === 'string') return own;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause && cause !== error ? codeOf(cause) : undefined;
}

/** 23P01: an exclusion constraint refused the row (two holding stays of one unit share a night, two bookings of one lawyer overlap). */
export const isExclusionViolation = (error: unknown) => codeOf(error) === '23P01';

/** VI002: a job's completion found its claim gone (`vi_assert_job_held`, migration 0080): the transaction rolled back. */
export const isJobNotHeld = (error: unknown) => codeOf(error) === 'VI002';
