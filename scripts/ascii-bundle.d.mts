// Types of scripts/ascii-bundle.mjs for its TypeScript test (the project does not check JS).
/** The code with its non-ASCII characters replaced (comments) or escaped (regular expressions, templates); throws where that would change the program. */
export function asciiSource(code: string, file: string): string;
