// Control characters (U+0000–U+001F, U+007F) in text that users or URLs send: no part of a name, a
// search or a path. One pattern, so that every edge strips or refuses the same characters.

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROLS = /[\u0000-\u001f\u007f]/g;

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/** The text with each control character replaced (by default removed). */
export function replaceControlCharacters(text: string, replacement = ''): string {
  return text.replace(CONTROLS, replacement);
}
