// Server state that other people change while this tab is open — the platform admin activates
// a plan, credits are booked after a bank transfer — is re-read when the tab gets focus again and
// every 30 s while it is visible (TanStack Query pauses the interval in background tabs). A short
// poll on these few queries is simpler than a push channel and costs one small GET per tab per
// half minute.
export const LIVE_REFRESH_MS = 30_000;

export const liveQueryOptions = {
  refetchInterval: LIVE_REFRESH_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: 'always',
} as const;
