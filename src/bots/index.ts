export { randomMove } from './random-bot.js';
export { mctsMove, MctsSearch, type MctsOptions, type MctsSlice } from './mcts.js';
export { botMove, botThinking, botBudget, BOT_LEVELS, LEVEL_ITERATIONS, LEVEL_BUDGET_MS, type BotLevel, type BotGame, type BotThinking } from './levels.js';
