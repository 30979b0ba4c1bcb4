import { useCallback, useEffect, useState } from 'react';
import { interfaceLimits } from '../../../shared/site-config.ts';

export type DemoPhase = 'loading' | 'intro' | 'active';

/**
 * The demo's life: a 1.5 s loading state, the intro, then a 10-minute session that counts down
 * and returns to the intro (reset) at zero. `sessionKey` changes on every start, so the session's
 * screens start fresh.
 */
export function useDemoSession() {
  const [phase, setPhase] = useState<DemoPhase>('loading');
  const [remaining, setRemaining] = useState<number>(interfaceLimits.demoSessionSeconds);
  const [sessionKey, setSessionKey] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setPhase('intro'), interfaceLimits.demoLoadingMs);
    return () => clearTimeout(timer);
  }, []);

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
