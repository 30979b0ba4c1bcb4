declare const __SETUP_VIDEO_ID__: string | null | undefined;

/**
 * The setup walkthrough's YouTube id that SETUP_VIDEO_URL named when the site was built
 * (scripts/build-constants.ts), or null: then /setup-guide's Video Guide tab is text only.
 */
export const setupVideoId: string | null =
  typeof __SETUP_VIDEO_ID__ === 'string' ? __SETUP_VIDEO_ID__ : null;
