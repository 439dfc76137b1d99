/** Hands a file the app made to the player: a download in the browser. */
export interface Downloads {
  saveText(fileName: string, mimeType: string, text: string): void;
}
