import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { handOverToReact } from './early-controls/hand-over.ts';

// React Router's own entry, plus the hand-over: from the `hydrateRoot` below React answers every
// click, so the early controls (src/client/early-controls/) stop in this same task.
handOverToReact();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
