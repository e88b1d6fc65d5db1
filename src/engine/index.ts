export { Match, SaveError, parseSave, SAVE_FORMAT, SAVE_VERSION, type LogEntry, type MatchChange, type MatchResult, type SaveFile } from './match.js';
export { moveKey } from './move-key.js';
