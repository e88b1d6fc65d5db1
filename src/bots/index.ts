export { randomMove } from './random-bot.js';
export { mctsMove, type MctsOptions } from './mcts.js';
export { botMove, BOT_LEVELS, LEVEL_ITERATIONS, type BotLevel } from './levels.js';
