import { useCallback, useEffect, useState } from 'react';
import { interfaceLimits } from '../../../shared/site-config.ts';

export type DemoPhase = 'loading' | 'intro' | 'active';

/**
 * On a slow connection Inter can arrive after the loading state ends. Its fallback wraps a
 * paragraph a little differently, so the intro's lines would move under the reader when it swaps
 * in: the loading state waits for it, this much longer at most.
 */
export const WEB_FONT_WAIT_MS = 2_000;

const webFontLoading = () =>
  typeof document !== 'undefined' && document.fonts?.status === 'loading';

/**
 * The demo's life: a 1.5 s loading state (longer while the web font is on its way, up to
 * WEB_FONT_WAIT_MS), the intro, then a 10-minute session that counts down and returns to the
 * intro (reset) at zero. `sessionKey` changes on every start, so the session's screens start
 * fresh. `loadingShownMs` tells how long the loading state has been on screen already
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
    // Once shown, or once unmounted, nothing more happens.
    let done = false;
    let fontWait: ReturnType<typeof setTimeout> | undefined;
    const showIntro = () => {
      if (done) return;
      done = true;
      setPhase('intro');
    };
    const loaded = setTimeout(() => {
      if (!webFontLoading()) return showIntro();
      void document.fonts.ready.then(showIntro);
      fontWait = setTimeout(showIntro, WEB_FONT_WAIT_MS);
    }, loadingLeftMs);
    return () => {
      done = true;
      clearTimeout(loaded);
      clearTimeout(fontWait);
    };
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
