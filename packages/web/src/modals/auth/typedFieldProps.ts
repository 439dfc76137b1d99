/** What an auth field shows and reports: its value, the player's typing, and its error. */
export interface TypedFieldProps {
  readonly value: string;
  readonly onType: (value: string) => void;
  /** Translation key of the error (auth namespace unless prefixed), or null. */
  readonly error: string | null;
}
