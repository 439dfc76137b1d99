/** A player's name as other players see it: the first two characters and three stars (`ri***`). */
export function maskName(name: string): string {
  return `${Array.from(name.trim()).slice(0, 2).join('')}***`;
}
