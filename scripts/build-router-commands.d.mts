export const COMMANDS_FILE: string
/** the command table's JSON text */
export function buildRouterCommands(): string
