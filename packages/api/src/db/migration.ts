/**
 * One step of the schema, which is the ordered list `MIGRATIONS` of migrations.ts (in its own file, so the migrations
 * and the list import it without importing each other). A released migration is never edited, a change is a new one.
 * Money columns are integers of the currency's minor unit (`*_minor`); times are epoch milliseconds.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}
