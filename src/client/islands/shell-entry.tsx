import { hydrateOnDemand } from './hydrate-on-demand.ts';
import { islandsWithoutReact } from './islands-without-react.ts';

// The pages whose own content is links and text (scripts/island-pages.ts): their header works
// through the early script, so they load no React at all.
hydrateOnDemand({ withoutReact: islandsWithoutReact.shell });
