/**
 * Baked badges (Open Badges 3.0, section 5.3 "Baking"): an SVG image carrying the credential in
 * an `openbadges:credential` element of the namespace https://purl.imsglobal.org/ob/v3p0; a
 * JWT-secured credential is its text content.
 */

const NAMESPACE = 'https://purl.imsglobal.org/ob/v3p0';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** Splits a title into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

/** The badge image with the credential baked in. */
export function bakeSvg(
  jwt: string,
  text: { title: string; subtitle: string; number: string },
): string {
  const title = wrap(text.title, 22, 4)
    .map(
      (line, index) =>
        `<text x="256" y="${214 + index * 34}" font-size="26" font-weight="700" text-anchor="middle" fill="#0b3d6e">${escapeXml(line)}</text>`,
    )
    .join('\n  ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:openbadges="${NAMESPACE}" viewBox="0 0 512 512" width="512" height="512" role="img" aria-label="${escapeXml(`${text.title}, ${text.subtitle}, certificate ${text.number}`)}">
  <openbadges:credential>${jwt}</openbadges:credential>
  <circle cx="256" cy="256" r="248" fill="#f4f8fc" stroke="#0b3d6e" stroke-width="12"/>
  <circle cx="256" cy="256" r="222" fill="none" stroke="#c8961e" stroke-width="4"/>
  <text x="256" y="140" font-size="20" text-anchor="middle" fill="#5a4300" font-family="sans-serif">CERTIFIED</text>
  ${title}
  <text x="256" y="380" font-size="16" text-anchor="middle" fill="#333" font-family="sans-serif">${escapeXml(text.subtitle)}</text>
  <text x="256" y="410" font-size="16" text-anchor="middle" fill="#333" font-family="sans-serif">${escapeXml(text.number)}</text>
</svg>
`;
}

/** The credential baked in an SVG badge (its text, or a CDATA section's), or null. */
export function unbakeSvg(svg: string): string | null {
  const prefix = /xmlns:([\w-]+)="https:\/\/purl\.imsglobal\.org\/ob\/v3p0"/.exec(svg)?.[1];
  if (!prefix) return null;
  const element = new RegExp(
    `<${prefix}:credential(?:\\s[^>]*)?>([\\s\\S]*?)</${prefix}:credential>`,
  );
  const content = element.exec(svg)?.[1]?.trim();
  if (!content) return null;
  const cdata = /^<!\[CDATA\[([\s\S]*)\]\]>$/.exec(content);
  return (cdata ? cdata[1]! : content).trim();
}
