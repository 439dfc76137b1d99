/** A player's name as other players see it: the first two characters and three stars (`ri***`). */
export function maskName(name: string): string {
  return `${Array.from(name.trim()).slice(0, 2).join('')}***`;
}

/**
 * A name as other players see it: a person's masked, a bot's whole (`Bot Quasar`), so nobody takes the house's bot
 * players for people. `registerMethod` is the account's (`bot` marks the bots, src/bots).
 */
export function shownName(name: string, registerMethod: string | null | undefined): string {
  return registerMethod === 'bot' ? name : maskName(name);
}
