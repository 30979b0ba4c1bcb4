import type { ProductFiles } from './product-files.ts';

const README = `Cryptomaton: sample download package
=====================================

This shop is running on its built-in TEST payment provider, so no real money moved and this is
a sample package, created automatically because no product files have been added yet.

The shop owner replaces it with the real bot by adding files to the package:

  npm run products -- add ./cryptomaton-bot.zip --active
  npm run products -- list

or, once the admin area is available, under /admin/files.
`;

const CONFIG = `# Cryptomaton sample configuration (Binance spot)
quote_asset: USDT
interval: 15m
leverage: 10            # ignored: Cryptomaton trades spot only
lookback: 96
sleep_interval: 60
max_concurrent_positions: 7
price_drop_alert_threshold: 10.0
price_discrepancy_alert_threshold: 0.5
watchlist: [BTCUSDT, ETHUSDT, BNBUSDT, SOLUSDT, XRPUSDT, ADAUSDT]
`;

/**
 * With the test provider and an empty package, a fresh `npm start` still sells something that
 * can be downloaded end to end. Never used with Stripe: there, no package means checkout closes.
 */
export async function ensureSamplePackage(files: ProductFiles): Promise<boolean> {
  if ((await files.list()).length > 0) return false;
  await files.add('README.txt', Buffer.from(README), { active: true });
  await files.add('config.example.txt', Buffer.from(CONFIG), { active: true });
  return true;
}
