/**
 * The rules the engine trades by come from src/shared/bot-rules.ts (decision 0002); only the
 * engine's own assumptions live here.
 */
export {
  entryRules,
  indicatorSettings,
  previewCommands,
  riskProfiles,
  sampleConfig,
  strategyNames,
  takeProfitAtr,
  type RiskProfile,
} from '../shared/bot-rules.ts';

/** Binance spot taker fee, charged on each side of a trade. */
export const feeRate = 0.001;

export const startBalance = 10_000;
