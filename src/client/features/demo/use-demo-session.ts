import { useCallback, useEffect, useState } from 'react';
import { interfaceLimits } from '../../../shared/site-config.ts';

export type DemoPhase = 'loading' | 'intro' | 'active';

/**
 * The demo's life: a 1.5 s loading state, the intro, then a 10-minute session that counts down
 * and returns to the intro (reset) at zero. `sessionKey` changes on every start, so the session's
 * screens start fresh. `loadingShownMs` tells how long the loading state has been on screen already
 * (the prerendered page shows it from the first paint, before the scripts run).
 */
export function useDemoSession(loadingShownMs: () => number = () => 0) {
  const [phase, setPhase] = useState<DemoPhase>('loading');
  const [remaining, setRemaining] = useState<number>(interfaceLimits.demoSessionSeconds);
  const [sessionKey, setSessionKey] = useState(0);
  // Fixed at the first render: the loading state is shown once.
  const [loadingLeftMs] = useState(() =>
    Math.max(0, interfaceLimits.demoLoadingMs - loadingShownMs()),
  );

  useEffect(() => {
    const timer = setTimeout(() => setPhase('intro'), loadingLeftMs);
    return () => clearTimeout(timer);
  }, [loadingLeftMs]);

  useEffect(() => {
    if (phase !== 'active') return;
    const timer = setInterval(() => {
      setRemaining((seconds) => {
        if (seconds <= 1) {
          setPhase('intro');
          return interfaceLimits.demoSessionSeconds;
        }
        return seconds - 1;
      });
    }, 1_000);
    return () => clearInterval(timer);
  }, [phase]);

  const start = useCallback(() => {
    setRemaining(interfaceLimits.demoSessionSeconds);
    setSessionKey((key) => key + 1);
    setPhase('active');
  }, []);

  return { phase, remaining, sessionKey, start };
}
