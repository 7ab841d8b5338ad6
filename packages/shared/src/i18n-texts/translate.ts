/**
 * The server's messages in Hindi (issue 18, decision 0032): validation and refusal messages are
 * written in English where they are made (the shared schemas, the server's services: the
 * specification's words), and translated when they are sent, by their English text. A key may
 * hold placeholders, `{name}`, standing for any text: 'Row {row}: {reason}' translates
 * 'Row 4: Invalid date' by translating its parts' frame (the placeholder's text is kept, and
 * translated again when it is itself a known message).
 */
export type TextDictionary = Record<string, string>;

interface Template {
  pattern: RegExp;
  names: string[];
  hindi: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

function templateOf(english: string, hindi: string): Template {
  const names: string[] = [];
  const source = english
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 1) {
        names.push(part);
        return '(.+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`, 's'), names, hindi };
}

/** A translator over a dictionary: a text it does not know is answered as it is. */
export function createTextTranslator(dictionary: TextDictionary): (text: string) => string {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [english, hindi] of Object.entries(dictionary)) {
    if (PLACEHOLDER.test(english)) templates.push(templateOf(english, hindi));
    else exact.set(english, hindi);
    PLACEHOLDER.lastIndex = 0;
  }
  const translate = (text: string, depth = 0): string => {
    const known = exact.get(text);
    if (known !== undefined) return known;
    // A placeholder's text may itself be a template's ('Ravi: Enter the marks in Maths …' in
    // '{first} (and {count} more to correct)'), twice over at most.
    if (depth > 2) return text;
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      return template.hindi.replace(PLACEHOLDER, (whole, name: string) => {
        const at = template.names.indexOf(name);
        return at === -1 ? whole : translate(match[at + 1] ?? '', depth + 1);
      });
    }
    return text;
  };
  return (text) => translate(text);
}
