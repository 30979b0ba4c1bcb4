import { siteConfig } from '../../../shared/site-config.ts';
import { strategyNames } from './strategy-rules.ts';
import type { BotCommand } from './types.ts';

const { exchange } = siteConfig;

/**
 * Every Telegram command the bot understands, in the order the setup guide's table lists them.
 * /telegram-preview shows a subset (telegram-preview.ts picks it from here).
 */
export const botCommands = [
  {
    command: '/start',
    usage: '/start',
    description:
      'Checks the bot can reach you, links this chat to the bot and lists the available commands.',
  },
  {
    command: '/status',
    usage: '/status',
    description:
      'Shows whether the bot is running or paused, testnet or live, the risk profile, uptime and every open position with its unrealised profit or loss.',
  },
  {
    command: '/balance',
    usage: '/balance',
    description: `Shows your ${exchange.name} ${exchange.market} balance: free USDT, the value held in open positions and the total.`,
  },
  {
    command: '/criteria',
    usage: '/criteria',
    description:
      'Lists each watched pair with its market state (trending or ranging) and which entry conditions of each strategy are met right now.',
  },
  {
    command: '/chart',
    usage: '/chart SYMBOL',
    description:
      'Sends a price chart of the pair (for example /chart BTCUSDT) with the EMAs, Bollinger Bands and, for an open trade, its entry, stop and target.',
  },
  {
    command: '/buy',
    usage: '/buy SYMBOL AMOUNT [STRATEGY]',
    description: `Buys AMOUNT USDT of the pair at market, e.g. /buy ETHUSDT 50 breakout. The named strategy's stop and target manage the exit (${strategyNames.trendFollowing} if none is given); the position limit and minimum order size still apply.`,
  },
  {
    command: '/forcesell',
    usage: '/forcesell SYMBOL',
    description:
      'Sells the whole open position in the pair at market straight away, whatever its stop or target.',
  },
  {
    command: '/include',
    usage: '/include SYMBOL',
    description:
      'Adds a pair to the watchlist while the bot runs. Add it to config.yaml as well to keep it after a restart.',
  },
  {
    command: '/exclude',
    usage: '/exclude SYMBOL',
    description:
      'Removes a pair from the watchlist so no new trade opens in it; an open position in that pair is still managed to its exit.',
  },
  {
    command: '/pause',
    usage: '/pause',
    description:
      'Stops opening new trades. Open positions keep their stops, trailing stops and targets.',
  },
  {
    command: '/resume',
    usage: '/resume',
    description:
      'Starts opening trades again after /pause, or ends a circuit breaker or drawdown pause early.',
  },
  {
    command: '/stop',
    usage: '/stop',
    description: `Shuts the bot down cleanly. Open positions stay in your ${exchange.name} account but are no longer watched, so close or monitor them yourself. The restart script does not restart the bot after /stop.`,
  },
] as const satisfies readonly BotCommand[];

export type BotCommandName = (typeof botCommands)[number]['command'];
