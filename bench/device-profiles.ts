/**
 * The phones the bench emulates, named by the CPU index Chrome's own calibration gives them
 * (Lighthouse's `BenchmarkIndex`; DevTools' "calibrate" targets the same two figures). The bench
 * measures the host's index and slows Lighthouse's simulated CPU by host ÷ target, so a run on a
 * fast host and one on a slow host emulate the same phone.
 */
export const DEVICE_PROFILES = {
  lowTier: { label: 'low-tier phone', example: 'Moto G4 Power 2022', benchmarkIndex: 264 },
  midTier: { label: 'mid-tier phone', example: 'Pixel 5', benchmarkIndex: 1000 },
} as const;

export type DeviceProfile = keyof typeof DEVICE_PROFILES;

export const DEVICE_PROFILE_NAMES = Object.keys(DEVICE_PROFILES) as DeviceProfile[];

/**
 * Lighthouse's simulation multiplies the main-thread time it observed by this figure, so the
 * multiplier that turns the host into the target is the ratio of their indexes. Lighthouse (like
 * DevTools' throttling) keeps two decimals. A host slower than the target is never sped up: the
 * figure is then 1 and the report says the host could not emulate the phone.
 */
export function slowdownFor(hostIndex: number, profile: DeviceProfile): number {
  if (!Number.isFinite(hostIndex) || hostIndex <= 0) {
    throw new Error(`The host's CPU index must be a positive number, not ${hostIndex}.`);
  }
  const ratio = hostIndex / DEVICE_PROFILES[profile].benchmarkIndex;
  return Math.max(1, Math.round(ratio * 100) / 100);
}

/** The phone a run actually emulated: the host's index at that run over the slowdown it used. */
export function emulatedIndex(hostIndex: number, slowdown: number): number {
  return hostIndex / slowdown;
}
