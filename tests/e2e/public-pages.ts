import { publicPaths } from '../../src/shared/site-routes.ts';

/** Every prerendered public page, for checks that apply to all of them. */
export const publicPages = publicPaths;
