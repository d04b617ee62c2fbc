/**
 * JSON to place inside a `<script>` element (JSON-LD, the server-rendered page's data): the
 * characters that could end the element or start markup (`<`, `>`, `&`) and the line separators some
 * parsers treat as line ends (U+2028, U+2029) are written as JSON escapes, so no stored text can
 * break out whatever it carries.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
